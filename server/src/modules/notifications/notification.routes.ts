import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { MessageSchema } from '@contracts/auth';
import { NotificationListSchema } from '@contracts/notifications';
import { authorize, currentUser } from '../../plugins/auth';
import { canReadOwnNotifications } from './notification.policy';
import { presentNotification } from './notification.presenter';
import { listNotifications, markAllRead, markRead } from './notification.service';

export default async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['notifications'] };
  const guard = authorize(canReadOwnNotifications);

  routes.get(
    '/api/notifications',
    {
      schema: {
        ...common,
        summary: "The caller's notifications",
        response: { 200: NotificationListSchema, 401: MessageSchema },
      },
      preHandler: guard,
    },
    async (request) => {
      const { rows, unreadCount } = await listNotifications({ db: app.db, userId: currentUser(request).id });
      return { notifications: rows.map((row) => presentNotification(row, request.language)), unreadCount };
    },
  );

  routes.post(
    '/api/notifications/read-all',
    {
      schema: { ...common, summary: 'Mark every notification read', response: { 204: z.null(), 401: MessageSchema } },
      preHandler: guard,
    },
    async (request, reply) => {
      await markAllRead({ db: app.db, userId: currentUser(request).id });
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      schema: {
        ...common,
        summary: 'Mark one notification read',
        params: IdParamsSchema,
        response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      await markRead({ db: app.db, userId: currentUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
