import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@contracts/notifications';
import { api } from '@/lib/api-client';

export const notificationsKeys = {
  all: ['notifications'] as const,
};

/** GET /api/notifications: the signed-in user's notifications and how many are unread. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => api.get<NotificationList>('/api/notifications', { signal }),
  });

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(notificationsKeys.all, (data) =>
        data ? { unreadCount: 0, notifications: data.notifications.map((n) => ({ ...n, read: true })) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
