import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CopyRosterSchema,
  EnrolmentSchema,
  EnrolStudentSchema,
  ROSTER_FILE_MAX_BYTES,
  ROSTER_MESSAGES,
  RosterChangeSchema,
  RosterExportQuerySchema,
  RosterImportFieldsSchema,
  RosterQuerySchema,
  StudentCourseSchema,
} from '@contracts/enrolments';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { ListQuerySchema } from '@contracts/lists';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import { untrustedWorkFor } from '../../plugins/untrusted-work';
import { canBrowseRosters, canManageRosters, canReadOwnCourses, managesRosters } from './enrolment.policy';
import { presentEnrolment, presentStudentCourse } from './enrolment.presenter';
import {
  copyRoster,
  enrolStudent,
  exportRosterCsv,
  importRoster,
  listOwnCourses,
  listRoster,
  removeEnrolment,
} from './enrolment.service';
import { TextInputError } from '../../plugins/text-input';

const errors = errorResponses(400, 401, 403, 404, 409);
const CourseIdParams = idParamsSchema(/*i18n*/ { id: 'courses.idInvalid', message: 'ID de curso inválido' });
const EnrolmentIdParams = idParamsSchema(/*i18n*/ { id: 'rosters.idInvalid', message: 'ID de inscripción inválido' });

/** Course rosters (issue 42): a course's students for a term, kept by staff, read by the course's teacher. */
export default async function enrolmentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['enrolments'] };

  routes.get(
    '/api/courses/:id/enrolments',
    {
      schema: {
        ...common,
        summary:
          "A course's roster for one term, by student name; q matches name, student id or email; a page of `limit` after `cursor` with X-Total-Count (first page) and X-Next-Cursor (staff; a teacher only of a course they teach)",
        params: CourseIdParams,
        querystring: RosterQuerySchema,
        response: { 200: z.array(EnrolmentSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: authorize(canBrowseRosters),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const page = await listRoster({ db: app.db, user, courseId: request.params.id, query: request.query });
      const can = { delete: managesRosters(user) };
      return replyWithPage(reply, page, (row) => presentEnrolment(row, can));
    },
  );

  routes.get(
    '/api/courses/:id/enrolments.csv',
    {
      schema: {
        ...common,
        produces: ['text/csv'],
        summary: "A course's roster for one term as CSV, streamed (staff)",
        params: CourseIdParams,
        querystring: RosterExportQuerySchema,
      },
      config: { expensive: 'export' },
      preHandler: authorize(canManageRosters),
    },
    async (request, reply) => {
      const { name, csv } = await exportRosterCsv({
        db: app.db,
        courseId: request.params.id,
        term: request.query,
        language: request.language,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${name}.csv`))
        .send(csv);
    },
  );

  routes.post(
    '/api/courses/:id/enrolments',
    {
      schema: {
        ...common,
        summary: 'Enrol one student in the course for a term (staff)',
        params: CourseIdParams,
        body: EnrolStudentSchema,
        response: { 201: EnrolmentSchema, ...errors },
      },
      preHandler: authorize(canManageRosters),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await enrolStudent({ db: app.db, user, courseId: request.params.id, input: request.body });
      return reply.status(201).send(presentEnrolment(row, { delete: managesRosters(user) }));
    },
  );

  routes.post(
    '/api/courses/:id/enrolments/import',
    {
      schema: {
        ...common,
        summary:
          'Enrol the students a CSV names, one student id or email a line (multipart: fields `semester` and `academic_year`, then `file`); every line must name a student, else nobody is enrolled (staff)',
        params: CourseIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: RosterChangeSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 503) },
      },
      config: { cpuHeavy: true },
      preHandler: authorize(canManageRosters),
    },
    async (request, reply) => {
      const file = request.isMultipart()
        ? await request.file({ limits: { fileSize: ROSTER_FILE_MAX_BYTES } })
        : undefined;
      if (!file) throw new AppError('FILE_REQUIRED', ROSTER_MESSAGES.fileRequired);
      const fields = Object.fromEntries(
        Object.entries(file.fields).flatMap(([name, part]) =>
          part && !Array.isArray(part) && part.type === 'field' ? [[name, part.value]] : [],
        ),
      );
      const parsed = RosterImportFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new TextInputError(
          parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
        );
      const term = parsed.data;
      const content = await file.toBuffer();
      if (file.file.truncated)
        throw new AppError('FILE_TOO_LARGE', ROSTER_MESSAGES.fileTooLarge, undefined, {
          megabytes: ROSTER_FILE_MAX_BYTES / 1_000_000,
        });
      return importRoster({
        db: app.db,
        user: currentUser(request),
        courseId: request.params.id,
        term,
        content,
        work: untrustedWorkFor(request, reply),
      });
    },
  );

  routes.post(
    '/api/courses/:id/enrolments/copy',
    {
      schema: {
        ...common,
        summary: "Enrol every student of another course's term in this course for a term (staff)",
        params: CourseIdParams,
        body: CopyRosterSchema,
        response: { 200: RosterChangeSchema, ...errors },
      },
      preHandler: authorize(canManageRosters),
    },
    async (request) =>
      copyRoster({ db: app.db, user: currentUser(request), courseId: request.params.id, input: request.body }),
  );

  routes.delete(
    '/api/enrolments/:id',
    {
      schema: {
        ...common,
        summary: "Remove a student from a course's roster for that term; their grades stay (staff)",
        params: EnrolmentIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canManageRosters),
    },
    async (request, reply) => {
      await removeEnrolment({ db: app.db, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/student/courses',
    {
      schema: {
        ...common,
        summary:
          'The courses the signed-in student is enrolled in, newest term first; a page of `limit` after `cursor` with X-Total-Count (first page) and X-Next-Cursor, or all without `limit` (students)',
        querystring: ListQuerySchema.pick({ limit: true, cursor: true }),
        response: { 200: z.array(StudentCourseSchema), ...errors },
      },
      preHandler: authorize(canReadOwnCourses),
    },
    async (request, reply) =>
      replyWithPage(
        reply,
        await listOwnCourses({ db: app.db, user: currentUser(request), query: request.query }),
        presentStudentCourse,
      ),
  );
}
