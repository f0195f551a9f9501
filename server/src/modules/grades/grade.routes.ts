import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import {
  GradeCourseSchema,
  GradeInputSchema,
  GradeListQuerySchema,
  GradeSchema,
  GradeSheetSchema,
  GradeSummarySchema,
} from '@contracts/grades';
import { idParamsSchema } from '@contracts/ids';
import { ListQuerySchema } from '@contracts/lists';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import { canCountGrades, canReadGrades, canReadOwnGrades, canWriteGrades, gradeRulesFor } from './grade.policy';
import { presentGrade } from './grade.presenter';
import {
  correctGrade,
  deleteGrade,
  findCoursesToGrade,
  findStudentsToGrade,
  gradeSummary,
  listGrades,
  recordGrade,
  saveGradeSheet,
} from './grade.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const GradeIdParams = idParamsSchema(/*i18n*/ { id: 'grades.idInvalid', message: 'ID de nota inválido' });

/**
 * A grade list asked without `limit` and not narrowed to one student or one course is the whole table: an expensive
 * call (decision 019). One student's record or one course's term, asked whole by the screens, is not.
 */
const wholeGradeTable = (request: FastifyRequest): boolean => {
  const query = request.query as { student_id?: unknown; course_id?: unknown } | undefined;
  return wholeList(request) && query?.student_id === undefined && query?.course_id === undefined;
};

export default async function gradeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['grades'] };

  routes.get(
    '/api/grades',
    {
      schema: {
        ...common,
        summary:
          'Grades: staff all, a teacher those of the courses they teach (and their grades of no course), a student their own; newest term first; a page of `limit` after `cursor` with X-Total-Count (first page) and X-Next-Cursor, or without `limit` every grade that matches',
        querystring: GradeListQuerySchema,
        response: { 200: z.array(GradeSchema), ...errors },
      },
      config: { expensive: wholeGradeTable },
      preHandler: authorize(canReadGrades),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const page = await listGrades({ db: app.db, user, query: request.query });
      const rules = await gradeRulesFor({ db: app.db, user });
      return replyWithPage(reply, page, (row) => presentGrade(row, rules.can(row)));
    },
  );

  routes.get(
    '/api/grades/summary',
    {
      schema: {
        ...common,
        summary:
          'How many grades the caller may read and of how many students (a teacher: the courses they teach), counted by the database (staff and teachers)',
        response: { 200: GradeSummarySchema, ...errors },
      },
      preHandler: authorize(canCountGrades),
    },
    async (request) => gradeSummary({ db: app.db, user: currentUser(request) }),
  );

  routes.get(
    '/api/student/grades',
    {
      schema: {
        ...common,
        summary: "The signed-in student's grades, all of them, newest term first",
        response: { 200: z.array(GradeSchema), ...errors },
      },
      preHandler: authorize(canReadOwnGrades),
    },
    async (request) => {
      const user = currentUser(request);
      const rules = await gradeRulesFor({ db: app.db, user });
      return (
        await listGrades({
          db: app.db,
          user,
          query: {
            student_id: undefined,
            course_id: undefined,
            course_title: undefined,
            semester: undefined,
            academic_year: undefined,
          },
        })
      ).rows.map((row) => presentGrade(row, rules.can(row)));
    },
  );

  routes.get(
    '/api/grades/students',
    {
      schema: {
        ...common,
        summary: 'Active students to grade by name or student id: name and code only (staff and teachers)',
        querystring: ListQuerySchema.pick({ q: true }),
        response: {
          200: z.array(z.object({ id: z.number(), full_name: z.string(), student_id: z.string() })),
          ...errors,
        },
      },
      preHandler: authorize(canWriteGrades),
    },
    async (request) =>
      (await findStudentsToGrade({ db: app.db, q: request.query.q })).map((row) => ({
        id: row.id,
        full_name: row.fullName,
        student_id: row.studentId,
      })),
  );

  routes.get(
    '/api/grades/courses',
    {
      schema: {
        ...common,
        summary:
          'Courses to grade in: a teacher those they teach, staff every course; q matches name or code; name order; a page of `limit` (200 when not asked) after `cursor`, with X-Total-Count (first page) and X-Next-Cursor',
        querystring: ListQuerySchema,
        response: { 200: z.array(GradeCourseSchema), ...errors },
      },
      preHandler: authorize(canWriteGrades),
    },
    async (request, reply) =>
      replyWithPage(
        reply,
        await findCoursesToGrade({ db: app.db, user: currentUser(request), query: request.query }),
        (row) => ({
          id: row.id,
          name: row.name,
          course_code: row.courseCode,
          teacher_id: row.teacherId,
          teacher_name: row.teacherName,
        }),
      ),
  );

  routes.post(
    '/api/grades',
    {
      schema: {
        ...common,
        summary:
          "Record a grade, or correct the student's grade for that course and term (staff; a teacher only in a course they teach, by course_id or its title)",
        body: GradeInputSchema,
        response: { 200: GradeSchema, ...errors },
      },
      preHandler: authorize(canWriteGrades),
    },
    async (request) => {
      const user = currentUser(request);
      const grade = await recordGrade({ db: app.db, user, input: request.body });
      return presentGrade(grade, (await gradeRulesFor({ db: app.db, user })).can(grade));
    },
  );

  routes.post(
    '/api/grades/sheet',
    {
      schema: {
        ...common,
        summary: "A course's grades for one term, all saved or none (staff; a teacher for a course they teach)",
        body: GradeSheetSchema,
        response: { 200: z.array(GradeSchema), ...errors },
      },
      preHandler: authorize(canWriteGrades),
    },
    async (request) => {
      const user = currentUser(request);
      const saved = await saveGradeSheet({ db: app.db, user, input: request.body });
      const rules = await gradeRulesFor({ db: app.db, user });
      return saved.map((row) => presentGrade(row, rules.can(row)));
    },
  );

  routes.put(
    '/api/grades/:id',
    {
      schema: {
        ...common,
        summary:
          'Correct or move a grade (staff; a teacher only a grade of a course they teach, into a course they teach)',
        params: GradeIdParams,
        body: GradeInputSchema,
        response: { 200: GradeSchema, ...errors },
      },
      preHandler: authorize(canWriteGrades),
    },
    async (request) => {
      const user = currentUser(request);
      const grade = await correctGrade({ db: app.db, user, id: request.params.id, input: request.body });
      return presentGrade(grade, (await gradeRulesFor({ db: app.db, user })).can(grade));
    },
  );

  routes.delete(
    '/api/grades/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a grade (staff; a teacher only a grade of a course they teach)',
        params: GradeIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canWriteGrades),
    },
    async (request, reply) => {
      await deleteGrade({ db: app.db, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
