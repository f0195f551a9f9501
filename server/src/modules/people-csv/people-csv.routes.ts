import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '@contracts/languages';
import { ListQuerySchema } from '@contracts/lists';
import type { PeopleCsvKind } from '@contracts/people-csv';
import { contentDisposition } from '../../lib/content-disposition';
import { authorize } from '../../plugins/auth';
import { canExchangePeopleCsv } from './people-csv.policy';
import { exportStudentsCsv, exportTeachersCsv } from './people-export.service';

/** The file's name, in the requester's language, as the export's headers. */
const FILE_NAMES: Record<PeopleCsvKind, Record<Language, string>> = {
  teachers: { es: 'profesores', en: 'teachers' },
  students: { es: 'estudiantes', en: 'students' },
};

function sendCsv(reply: FastifyReply, kind: PeopleCsvKind, language: Language, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', `${FILE_NAMES[kind][language]}-${day}.csv`))
    .send(csv);
}

/** CSV export of teachers and students (the current search applied), streamed; imports are in people-import.routes.ts. */
export default async function peopleCsvRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['people-csv'], produces: ['text/csv'] };
  const query = ListQuerySchema.pick({ q: true });

  routes.get(
    '/api/staff/teachers.csv',
    {
      schema: {
        ...common,
        summary: 'The teacher list as CSV, q applied, streamed (staff; no bank data)',
        querystring: query,
      },
      config: { expensive: 'export' },
      preHandler: authorize(canExchangePeopleCsv),
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'teachers',
        request.language,
        await exportTeachersCsv({ db: app.db, q: request.query.q, language: request.language }),
      ),
  );

  routes.get(
    '/api/staff/students.csv',
    {
      schema: { ...common, summary: 'The student list as CSV, q applied, streamed (staff)', querystring: query },
      config: { expensive: 'export' },
      preHandler: authorize(canExchangePeopleCsv),
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'students',
        request.language,
        await exportStudentsCsv({ db: app.db, q: request.query.q, language: request.language }),
      ),
  );
}
