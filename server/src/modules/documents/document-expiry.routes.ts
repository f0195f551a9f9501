import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentExpirySchema,
  DocumentSchema,
  ExpiringDocumentSchema,
  ExpiringQuerySchema,
} from '@contracts/documents';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema } from '@contracts/ids';
import { ListQuerySchema } from '@contracts/lists';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import { canSeeDocumentStatistics, canUseDocuments } from './document.policy';
import { presentDocument } from './document.presenter';
import { listExpiringDocuments, sendExpiryReminders, setDocumentExpiry } from './document-expiry.service';

const errors = errorResponses(400, 401, 403, 404);

/** GET /api/documents/expiring: the window, owner kind and tag, and a page of `limit` after `cursor` (decision 009). */
const ExpiringPageQuerySchema = ExpiringQuerySchema.extend(ListQuerySchema.pick({ limit: true, cursor: true }).shape);

/** Document expiry dates, the staff view of what expires, and running the reminders now (the job runs daily). */
export default async function documentExpiryRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['documents'] };

  routes.patch(
    '/api/documents/:id/expiry',
    {
      schema: {
        ...common,
        summary: "Set or clear a document's expiry date (staff; a teacher on their own profile's documents)",
        params: IdParamsSchema,
        body: DocumentExpirySchema,
        response: { 200: DocumentSchema, ...errors },
      },
      preHandler: authorize(canUseDocuments),
    },
    async (request) =>
      presentDocument(
        await setDocumentExpiry({
          db: app.db,
          user: currentUser(request),
          id: request.params.id,
          expiresAt: request.body.expires_at,
        }),
      ),
  );

  routes.get(
    '/api/documents/expiring',
    {
      schema: {
        ...common,
        summary:
          'Documents expiring within the window (90 days by default) and those expired, soonest first (staff); a page of `limit` after `cursor` with X-Total-Count (first page) and X-Next-Cursor, or without `limit` all of them',
        querystring: ExpiringPageQuerySchema,
        response: { 200: z.array(ExpiringDocumentSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: authorize(canSeeDocumentStatistics),
    },
    async (request, reply) =>
      replyWithPage(
        reply,
        await listExpiringDocuments({
          db: app.db,
          withinDays: request.query.within_days,
          ownerKind: request.query.owner_kind,
          tag: request.query.tag,
          query: { limit: request.query.limit, cursor: request.query.cursor },
        }),
        (row) => ({
          document: presentDocument(row.document),
          owner_name: row.ownerName,
          days_left: row.daysLeft,
        }),
      ),
  );

  routes.post(
    '/api/jobs/document-expiry-reminders',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Send the expiry reminders due now, as the daily job does; each reminder goes out once (staff)',
        response: { 200: z.object({ sent: z.number() }), ...errors },
      },
      preHandler: authorize(canSeeDocumentStatistics),
    },
    async () => ({ sent: await sendExpiryReminders({ db: app.db }) }),
  );
}
