import { z } from 'zod';

export const NotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
