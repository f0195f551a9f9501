import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntrySchema, AuditQuerySchema } from '@contracts/audit';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { contentDisposition } from '../../lib/content-disposition';
import { replyWithPage } from '../../lib/list-reply';
import { authorize } from '../../plugins/auth';
import { canReadAuditLog } from './audit.policy';
import { presentAuditEntry } from './audit.presenter';
import { exportAuditCsv, getAuditEntry, listAudit } from './audit.service';

const errors = errorResponses(400, 401, 403, 404);

export default async function auditRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['audit'] };

  routes.get(
    '/api/audit',
    {
      schema: {
        ...common,
        summary:
          'The audit log, newest first, by person, kind of entity and days (staff); a page of `limit` after `cursor`',
        querystring: AuditQuerySchema,
        response: { 200: z.array(AuditEntrySchema), ...errors },
      },
      preHandler: authorize(canReadAuditLog),
    },
    async (request, reply) =>
      replyWithPage(reply, await listAudit({ db: app.db, query: request.query }), (row) =>
        presentAuditEntry(row, request.language),
      ),
  );

  routes.get(
    '/api/audit.csv',
    {
      schema: {
        ...common,
        summary: 'The filtered audit log as CSV, streamed (staff)',
        querystring: AuditQuerySchema.omit({ limit: true, cursor: true }),
        produces: ['text/csv'],
      },
      config: { expensive: 'export' },
      preHandler: authorize(canReadAuditLog),
    },
    async (request, reply) => {
      const csv = await exportAuditCsv({ db: app.db, query: request.query, language: request.language });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `audit-log-${day}.csv`))
        .send(csv);
    },
  );

  routes.get(
    '/api/audit/:id',
    {
      schema: {
        ...common,
        summary: 'One audit entry with what changed (staff)',
        params: idParamsSchema(/*i18n*/ { id: 'audit.idInvalid', message: 'Invalid audit entry id.' }),
        response: { 200: AuditEntrySchema, ...errors },
      },
      preHandler: authorize(canReadAuditLog),
    },
    async (request) => presentAuditEntry(await getAuditEntry({ db: app.db, id: request.params.id }), request.language),
  );
}
