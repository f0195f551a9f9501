import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignBadge, RecipientBadgeList } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { api } from '@/lib/api-client';
import { badgeKeys, fetchRecipientBadges } from '@/lib/resources/badges';

/**
 * GET /api/user-badges/{userType}/{userId}: the badges a teacher, student or staff member holds, and whether the
 * caller is offered their credentials' links.
 */
export const recipientBadgeListQueryOptions = (type: BadgeRecipientType, id: number) =>
  queryOptions({
    queryKey: badgeKeys.recipient(type, id),
    queryFn: ({ signal }) => fetchRecipientBadges(type, id, signal),
  });

/** The badges a person holds (the same cached answer as recipientBadgeListQueryOptions). */
export const recipientBadgesQueryOptions = (type: BadgeRecipientType, id: number) =>
  queryOptions({
    queryKey: badgeKeys.recipient(type, id),
    queryFn: ({ signal }) => fetchRecipientBadges(type, id, signal),
    select: (list: RecipientBadgeList) => list.badges,
  });

interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/** The person's badges and the catalogue (whose assigned counts changed). */
function useInvalidateAward() {
  const queryClient = useQueryClient();
  return (type: BadgeRecipientType, id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: badgeKeys.recipient(type, id) }),
      queryClient.invalidateQueries({ queryKey: badgeKeys.all }),
    ]);
}

/** POST /api/user-badges/assign (201). The callbacks run at the hook's level, before the lists refresh. */
export function useAssignBadge(callbacks: Callbacks = {}) {
  const invalidate = useInvalidateAward();
  return useMutation({
    mutationFn: (award: AssignBadge) => api.post<unknown>('/api/user-badges/assign', award),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: (_data, _error, award) => invalidate(award.userType, award.userId),
  });
}

export interface AwardRef {
  userType: BadgeRecipientType;
  userId: number;
  badgeId: number;
}

/** DELETE /api/user-badges/{userType}/{badgeId}/{userId} (204); the award's credential is revoked with it. */
export function useRemoveAward(callbacks: Callbacks = {}) {
  const invalidate = useInvalidateAward();
  return useMutation({
    mutationFn: ({ userType, badgeId, userId }: AwardRef) =>
      api.delete(`/api/user-badges/${userType}/${badgeId}/${userId}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: (_data, _error, award) => invalidate(award.userType, award.userId),
  });
}
