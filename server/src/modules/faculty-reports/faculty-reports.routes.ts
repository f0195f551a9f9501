import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@contracts/errors';
import {
  ActivityReportQuerySchema,
  ActivityReportSchema,
  QualificationEntriesSchema,
  QualificationSavedSchema,
  QualificationsExportQuerySchema,
  QualificationsQuerySchema,
  QualificationsSchema,
  QualificationUpdateSchema,
} from '@contracts/faculty-reports';
import { idParamsSchema } from '@contracts/ids';
import { contentDisposition } from '../../lib/content-disposition';
import { sendPdf } from '../../lib/pdf-answer';
import { authorize, currentUser } from '../../plugins/auth';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import { canAskActivityReports, canKeepQualifications } from './faculty-reports.policy';
import { presentActivityReport, presentQualifications } from './faculty-reports.presenter';
import {
  exportActivityCsv,
  exportActivityPdf,
  exportQualificationsCsv,
  exportQualificationsPdf,
  listQualificationEntries,
  readActivityReport,
  readQualifications,
  saveQualification,
} from './faculty-reports.service';

const CourseIdParams = idParamsSchema(/*i18n*/ { id: 'courses.idInvalid', message: 'ID de curso inválido' });

/** The qualifications table and the yearly activity report (issue 45, decision 043). */
export default async function facultyReportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reports'] };

  routes.get(
    '/api/reports/qualifications',
    {
      schema: {
        ...common,
        summary:
          "The qualifications table for a term (academic_year and semester; the current term without them): each course taught, its teacher, the teacher's highest title and areas, whether they cover the course's, and the basis — degree, experience or not_justified; filters area and basis (staff)",
        querystring: QualificationsQuerySchema,
        response: { 200: QualificationsSchema, ...errorResponses(400, 401, 403) },
      },
      config: { expensive: true },
      preHandler: authorize(canKeepQualifications),
    },
    async (request) => presentQualifications(await readQualifications({ db: app.db, query: request.query })),
  );

  routes.get(
    '/api/reports/qualifications.csv',
    {
      schema: {
        ...common,
        produces: ['text/csv'],
        summary:
          'The qualifications table as CSV, streamed, headed in the reader’s language, safe for spreadsheets (staff)',
        querystring: QualificationsExportQuerySchema,
      },
      config: { expensive: 'export' },
      preHandler: authorize(canKeepQualifications),
    },
    async (request, reply) => {
      const { name, csv } = await exportQualificationsCsv({
        db: app.db,
        query: request.query,
        language: request.language,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${name}.csv`))
        .send(csv);
    },
  );

  routes.get(
    '/api/reports/qualifications.pdf',
    {
      schema: {
        ...common,
        produces: ['application/pdf'],
        summary:
          "The qualifications table as an A4 PDF in the reader's language, filtered as the CSV: the school's name, the term and filters in its heading, the courses not justified marked (staff)",
        querystring: QualificationsExportQuerySchema,
        response: { ...errorResponses(400, 401, 403, 429, 503) },
      },
      // Drawn in the pool and limited per person like the CV (decision 042): one throttle for every export.
      config: { expensive: 'export' },
      preHandler: authorize(canKeepQualifications),
    },
    async (request, reply) => {
      const { name, bytes } = await exportQualificationsPdf({
        db: app.db,
        work: untrustedWorkFor(request, reply),
        query: request.query,
        language: request.language,
        schoolName: app.credentialIssuer.name,
      });
      return sendPdf(reply, bytes, `${name}.pdf`);
    },
  );

  routes.get(
    '/api/reports/qualifications/:id/entries',
    {
      schema: {
        ...common,
        summary:
          "The record entries of the course's teacher, newest first, to rest an experience justification on (staff)",
        params: CourseIdParams,
        response: { 200: QualificationEntriesSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: authorize(canKeepQualifications),
    },
    async (request) => listQualificationEntries({ db: app.db, courseId: request.params.id }),
  );

  routes.put(
    '/api/reports/qualifications/:id',
    {
      schema: {
        ...common,
        summary:
          "State the basis of the course's teacher: degree, or experience with a justification and entries of that teacher's record (staff)",
        params: CourseIdParams,
        body: QualificationUpdateSchema,
        response: { 200: QualificationSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      preHandler: authorize(canKeepQualifications),
    },
    async (request) =>
      saveQualification({
        db: app.db,
        user: currentUser(request),
        courseId: request.params.id,
        input: request.body,
      }),
  );

  routes.get(
    '/api/reports/activity',
    {
      schema: {
        ...common,
        summary:
          'The yearly activity report: record entries by kind, scope and selection in `year` (this year without it) beside the year before, for the school or one teacher (`teacher_id`); staff any (the school without it), a teacher their own (theirs without it)',
        querystring: ActivityReportQuerySchema,
        response: { 200: ActivityReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { expensive: true },
      preHandler: authorize(canAskActivityReports),
    },
    async (request) =>
      presentActivityReport(await readActivityReport({ db: app.db, user: currentUser(request), query: request.query })),
  );

  routes.get(
    '/api/reports/activity.csv',
    {
      schema: {
        ...common,
        produces: ['text/csv'],
        summary: 'The yearly activity report as CSV, headed in the reader’s language (staff any, a teacher their own)',
        querystring: ActivityReportQuerySchema,
      },
      config: { expensive: 'export' },
      preHandler: authorize(canAskActivityReports),
    },
    async (request, reply) => {
      const { name, csv } = await exportActivityCsv({
        db: app.db,
        user: currentUser(request),
        query: request.query,
        language: request.language,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${name}.csv`))
        .send(csv);
    },
  );

  routes.get(
    '/api/reports/activity.pdf',
    {
      schema: {
        ...common,
        produces: ['application/pdf'],
        summary:
          "The yearly activity report as an A4 PDF in the reader's language: totals and entries by kind, scope and selection beside the year before (staff any, a teacher their own)",
        querystring: ActivityReportQuerySchema,
        response: { ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
      config: { expensive: 'export' },
      preHandler: authorize(canAskActivityReports),
    },
    async (request, reply) => {
      const { name, bytes } = await exportActivityPdf({
        db: app.db,
        work: untrustedWorkFor(request, reply),
        user: currentUser(request),
        query: request.query,
        language: request.language,
        schoolName: app.credentialIssuer.name,
      });
      return sendPdf(reply, bytes, `${name}.pdf`);
    },
  );
}
