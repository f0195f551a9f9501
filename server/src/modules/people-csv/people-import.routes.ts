import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ImportPreviewSchema,
  ImportResultSchema,
} from '@contracts/people-import';
import { AppError } from '../../lib/app-error';
import { authorize, currentUser } from '../../plugins/auth';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import { canExchangePeopleCsv } from './people-csv.policy';
import { confirmImport, previewImport } from './people-import.service';
import { inReadersLanguage } from '@contracts/i18n/texts';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422, 503);

/** CSV import of teachers or students: a preview that changes nothing, then a confirmation that applies it all. */
export default async function peopleImportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['people-csv'] };

  routes.post(
    '/api/staff/import/:kind/preview',
    {
      schema: {
        ...common,
        summary:
          'Read a CSV of teachers or students (multipart field `file`) and answer what confirming would do; nothing changes (staff)',
        params: z.object({ kind: z.enum(IMPORT_KINDS, { error: 'Importa teachers o students' }) }),
        consumes: ['multipart/form-data'],
        response: { 200: ImportPreviewSchema, ...errors },
      },
      // One preview at a time in the process: one of 20,000 rows holds about 130 MB while it is checked.
      config: { expensive: true, cpuHeavy: { atOnceInAll: 1 } },
      preHandler: authorize(canExchangePeopleCsv),
    },
    async (request, reply) => {
      const file = request.isMultipart() ? await request.file({ limits: { fileSize: IMPORT_MAX_BYTES } }) : undefined;
      if (!file) throw new AppError('FILE_REQUIRED', IMPORT_MESSAGES.notCsv);
      const content = await file.toBuffer();
      if (file.file.truncated)
        throw new AppError(
          'FILE_TOO_LARGE',
          /*i18n*/ { id: 'peopleImport.fileTooLarge', message: 'El archivo supera {megabytes} MB.' },
          undefined,
          {
            megabytes: IMPORT_MAX_BYTES / 1_000_000,
          },
        );
      return previewImport({
        db: app.db,
        actorId: currentUser(request).id,
        kind: request.params.kind,
        content,
        language: request.language,
        work: untrustedWorkFor(request, reply),
      });
    },
  );

  routes.post(
    '/api/staff/import/:id/confirm',
    {
      schema: {
        ...common,
        summary: 'Apply a preview in one transaction; new accounts get one-time password links, listed once (staff)',
        params: z.object({ id: z.uuid(inReadersLanguage(IMPORT_MESSAGES.expired)) }),
        response: { 200: ImportResultSchema, ...errors },
      },
      config: { expensive: true },
      preHandler: authorize(canExchangePeopleCsv),
    },
    async (request) =>
      confirmImport({ db: app.db, actorId: currentUser(request).id, id: request.params.id, baseUrl: app.publicUrl }),
  );
}
