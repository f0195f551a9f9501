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
import { authorize, currentUser } from '../../plugins/auth';
import { canSeeDocumentStatistics, canUseDocuments } from './document.policy';
import { presentDocument } from './document.presenter';
import { listExpiringDocuments, sendExpiryReminders, setDocumentExpiry } from './document-expiry.service';

const errors = errorResponses(400, 401, 403, 404);

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
        summary: 'Documents expiring within the window (90 days by default) and those expired, soonest first (staff)',
        querystring: ExpiringQuerySchema,
        response: { 200: z.array(ExpiringDocumentSchema), ...errors },
      },
      preHandler: authorize(canSeeDocumentStatistics),
    },
    async (request) =>
      (
        await listExpiringDocuments({
          db: app.db,
          withinDays: request.query.within_days,
          ownerKind: request.query.owner_kind,
          tag: request.query.tag,
        })
      ).map((row) => ({
        document: presentDocument(row.document),
        owner_name: row.ownerName,
        days_left: row.daysLeft,
      })),
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
