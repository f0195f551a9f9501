import { useMutation } from '@tanstack/react-query';
import type { Language } from '@contracts/languages';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { showLanguage } from '../language-choice';

/**
 * PUT /api/me/language, then the page in that language: its texts loaded, `<html lang>`, the session's user (what
 * mails, exports and the server's messages follow from now on).
 */
export function useSetLanguage() {
  const { user, signIn } = useSession();
  return useMutation({
    mutationFn: async (language: Language) => {
      await api.put<null>('/api/me/language', { language });
      await showLanguage(language, ['auth']);
      return language;
    },
    onSuccess: (language) => {
      if (user) signIn({ ...user, language, language_chosen: true });
    },
  });
}
