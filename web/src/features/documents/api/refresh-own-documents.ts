import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_REFETCH_AFTER_PROFILE_MS } from '@/config/ui';
import { documentKeys } from '@/lib/resources/documents';

/** The teacher's own documents are refetched 200 ms after each refresh of their profile (spec §4.3, §9). */
export function useRefreshOwnDocumentsAfter(profileUpdatedAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!profileUpdatedAt) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: documentKeys.ownTeacher }),
      DOCUMENTS_REFETCH_AFTER_PROFILE_MS,
    );
    return () => clearTimeout(timer);
  }, [profileUpdatedAt, queryClient]);
}
