import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { MessageSchema } from '@contracts/auth';
import { NotificationListSchema } from '@contracts/notifications';
import { notFound } from '../../lib/app-error';
import { currentUser } from '../../plugins/auth';
import { listNotifications, markAllRead, markRead } from './notification.service';

export default async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['notifications'] };

  routes.get(
    '/api/notifications',
    { schema: { ...common, summary: "The caller's notifications", response: { 200: NotificationListSchema, 401: MessageSchema } } },
    async (request) => {
      const { rows, unreadCount } = await listNotifications({ db: app.db, userId: currentUser(request).id });
      return {
        notifications: rows.map((row) => ({
          id: row.id,
          title: row.title,
          body: row.body,
          link: row.link,
          read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
        unreadCount,
      };
    },
  );

  routes.post(
    '/api/notifications/read-all',
    { schema: { ...common, summary: 'Mark every notification read', response: { 204: z.null(), 401: MessageSchema } } },
    async (request, reply) => {
      await markAllRead({ db: app.db, userId: currentUser(request).id });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      schema: { ...common, summary: 'Mark one notification read', params: IdParamsSchema, response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      const found = await markRead({ db: app.db, userId: currentUser(request).id, id: request.params.id });
      if (!found) throw notFound('Notification not found');
      return reply.status(204).send(null);
    },
  );
}
