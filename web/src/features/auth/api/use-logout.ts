import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/components/ui/use-toast';

/** POST /api/auth/logout, then forget the token, the user and every cached answer; toast; go to '/'. */
export function useLogout() {
  const { t } = useLingui();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post<void>('/api/auth/logout');
      } catch (error) {
        // The session is forgotten locally whatever the server says.
        console.warn('Logout call failed', error);
      }
    },
    onSettled: () => {
      signOut();
      queryClient.clear();
      toast({ title: t`Logged out`, description: t`You have been successfully logged out` });
      // The router goes away with the signed-in app, so the address is set directly; the login screen shows there.
      window.history.pushState(null, '', '/');
    },
  });
}
