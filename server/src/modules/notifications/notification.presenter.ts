import type { Language } from '@contracts/languages';
import type { Notification } from '@contracts/notifications';
import type { NotificationRow } from './notification.service';
import { isNotificationCode, writeNotification } from './notification-texts';

/**
 * What leaves the server of a notification: written in the reader's language (decision 040); a row from before
 * notifications had codes, or of a code this server does not know, as it was stored.
 */
export function presentNotification(row: NotificationRow, language: Language): Notification {
  const written =
    row.code && isNotificationCode(row.code) ? writeNotification(row.code, row.params ?? {}, language) : undefined;
  return {
    id: row.id,
    title: written?.title ?? row.title,
    body: written?.body ?? row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
