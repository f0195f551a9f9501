import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListQuerySchema } from '@contracts/lists';
import { contentDisposition } from '../../lib/content-disposition';
import { authorize } from '../../plugins/auth';
import { canExchangePeopleCsv } from './people-csv.policy';
import { exportStudentsCsv, exportTeachersCsv } from './people-export.service';

function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', `${name}-${day}.csv`))
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
    async (request, reply) => sendCsv(reply, 'profesores', await exportTeachersCsv({ db: app.db, q: request.query.q })),
  );

  routes.get(
    '/api/staff/students.csv',
    {
      schema: { ...common, summary: 'The student list as CSV, q applied, streamed (staff)', querystring: query },
      config: { expensive: 'export' },
      preHandler: authorize(canExchangePeopleCsv),
    },
    async (request, reply) =>
      sendCsv(reply, 'estudiantes', await exportStudentsCsv({ db: app.db, q: request.query.q })),
  );
}
