import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AppNotification {
  id: number;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  created_at: string;
}

export interface NotificationsResponse {
  notifications: AppNotification[];
  unreadCount: number;
}

export const notificationsKeys = {
  all: ['notifications'] as const,
};

/** GET /api/notifications: the signed-in user's notifications and how many are unread. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => api.get<NotificationsResponse>('/api/notifications', { signal }),
  });

/** POST /api/notifications/read-all. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/notifications/read-all'),
    onSuccess: () => {
      queryClient.setQueryData<NotificationsResponse>(notificationsKeys.all, (data) =>
        data ? { unreadCount: 0, notifications: data.notifications.map((n) => ({ ...n, read: true })) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
