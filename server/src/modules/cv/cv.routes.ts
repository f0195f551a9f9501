import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CvOptionsSchema } from '@contracts/cv';
import { errorResponses } from '@contracts/errors';
import { IdParamsSchema } from '@contracts/ids';
import { contentDisposition } from '../../lib/content-disposition';
import { authorize, currentUser } from '../../plugins/auth';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import { canGenerateCv } from './cv.policy';
import { teacherCv } from './cv.service';

const errors = errorResponses(400, 401, 403, 404, 422, 429, 503);
/** A PDF is sent in pieces of this size, so a slow client holds no more than the PDF itself. */
const CHUNK = 64 * 1024;

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
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return reply
        .type('application/pdf')
        .header('content-length', buffer.length)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(chunksOf(buffer)) as never);
    },
  );
}

function* chunksOf(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK) yield buffer.subarray(at, at + CHUNK);
}
