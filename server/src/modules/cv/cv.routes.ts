import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CvBatchSchema, CvOptionsSchema } from '@contracts/cv';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema } from '@contracts/ids';
import { contentDisposition } from '../../lib/content-disposition';
import { sendPdf } from '../../lib/pdf-answer';
import { authorize, currentUser } from '../../plugins/auth';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import { canGenerateAllCvs, canGenerateCv } from './cv.policy';
import { getCvBatch, openCvBatchZip, presentCvBatch, startCvBatch } from './cv-batch.service';
import { teacherCv } from './cv.service';

const errors = errorResponses(400, 401, 403, 404, 422, 429, 503);

/** A teacher's CV as a PDF (issue 45, decision 042). */
export default async function cvRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['cv'] };

  routes.get(
    '/api/teachers/:id/cv.pdf',
    {
      schema: {
        ...common,
        produces: ['application/pdf'],
        summary:
          "A teacher's CV as an A4 PDF in the reader's language (the teacher themself or staff): titles, areas, teaching history, the activity record of the period grouped by kind, badges with verify links and QR codes, credentials from elsewhere with the checks that passed",
        params: IdParamsSchema,
        querystring: CvOptionsSchema,
        response: { ...errors },
      },
      // Rendering is long CPU work: limited per person like an export (plugins/expensive.ts), drawn in the pool.
      config: { expensive: 'export' },
      preHandler: authorize(canGenerateCv),
    },
    async (request, reply) => {
      const { bytes, fileName } = await teacherCv({
        db: app.db,
        storage: app.storage,
        issuer: app.credentialIssuer,
        work: untrustedWorkFor(request, reply),
        user: currentUser(request),
        teacherId: request.params.id,
        cv: request.query,
        language: request.language,
      });
      return sendPdf(reply, bytes, fileName);
    },
  );

  routes.post(
    '/api/cv-batches',
    {
      schema: {
        ...common,
        summary:
          "Start the CVs of every active teacher as one ZIP (staff): answers the batch at once (202); a background job renders them and the screen polls the batch's progress",
        body: CvOptionsSchema,
        response: { 202: CvBatchSchema, ...errors },
      },
      preHandler: authorize(canGenerateAllCvs),
    },
    async (request, reply) => {
      const batch = await startCvBatch({
        db: app.db,
        jobs: app.jobs,
        user: currentUser(request),
        cv: request.body,
        language: request.language,
      });
      return reply.status(202).send(presentCvBatch(batch));
    },
  );

  routes.get(
    '/api/cv-batches/:id',
    {
      schema: {
        ...common,
        summary: "A batch of CVs' progress (staff): done and failed of total, and its download once done",
        params: IdParamsSchema,
        response: { 200: CvBatchSchema, ...errors },
      },
      preHandler: authorize(canGenerateAllCvs),
    },
    async (request) => presentCvBatch(await getCvBatch({ db: app.db, id: request.params.id })),
  );

  routes.get(
    '/api/cv-batches/:id/download',
    {
      schema: {
        ...common,
        produces: ['application/zip'],
        summary: "A finished batch's ZIP of CVs, streamed (staff); 409 until it is done",
        params: IdParamsSchema,
        response: { ...errors },
      },
      preHandler: authorize(canGenerateAllCvs),
    },
    async (request, reply) => {
      const { stream, size, fileName } = await openCvBatchZip({
        db: app.db,
        storage: app.storage,
        id: request.params.id,
      });
      return reply
        .type('application/zip')
        .header('content-length', size)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(stream as never);
    },
  );
}
