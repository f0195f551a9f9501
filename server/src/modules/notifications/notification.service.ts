import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeNotification, type NotificationCode, type NotificationParams } from './notification-texts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Tells a person something: one row, its `code` and `params` (notification-texts.ts), written in the reader's
 * language each time it is read (decision 040). The title and body columns keep the words as declared; `body` is what
 * a kind without a body text shows (what a person typed).
 */
export async function notify(options: {
  db: DbOrTx;
  userId: number;
  code: NotificationCode;
  params?: NotificationParams;
  body?: string;
  link?: string;
}): Promise<void> {
  const params = options.params ?? {};
  const declared = writeNotification(options.code, params);
  await options.db.insert(notifications).values({
    userId: options.userId,
    code: options.code,
    params,
    title: declared.title,
    body: declared.body ?? options.body ?? '',
    link: options.link ?? null,
  });
}

export async function listNotifications(options: { db: Database; userId: number; limit?: number }) {
  const [rows, [unread]] = await Promise.all([
    options.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, options.userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit ?? 30),
    options.db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt))),
  ]);
  return { rows, unreadCount: unread?.value ?? 0 };
}

export async function markAllRead(options: { db: Database; userId: number }): Promise<void> {
  await options.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)));
}

/** Marks one of the caller's notifications read; another user's id changes nothing and is not found. */
export async function markRead(options: { db: Database; userId: number; id: number }): Promise<void> {
  const updated = await options.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0)
    throw new AppError(
      'NOTIFICATION_NOT_FOUND',
      /*i18n*/ { id: 'notifications.notFound', message: 'Notification not found' },
    );
}
