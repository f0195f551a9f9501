import type { Notification } from '@contracts/notifications';
import type { NotificationRow } from './notification.service';

/** What leaves the server of a notification. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
