import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CourseDetailSchema,
  CourseInputSchema,
  CourseListQuerySchema,
  CourseSchema,
  TeacherSuggestionQuerySchema,
  TeacherSuggestionSchema,
} from '@contracts/courses';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { canBrowseCourses, canManageCourses, courseRulesFor } from './course.policy';
import { presentCourseDetail, presentCourseFor, presentTeacherSuggestion } from './course.presenter';
import {
  createCourse,
  deleteCourse,
  getCourseDetail,
  listCourses,
  updateCourse,
  withTeacherName,
} from './course.service';
import { suggestTeachers, suggestTeachersForCourse } from './course-staffing.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const CourseIdParams = idParamsSchema(/*i18n*/ { id: 'courses.idInvalid', message: 'ID de curso inválido' });

export default async function courseRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['courses'] };

  routes.get(
    '/api/courses',
    {
      schema: {
        ...common,
        summary:
          "Courses; q matches name or code, has_badge=true the courses with badges, teacher_id one teacher's; a page of `limit` after `cursor`; X-Total-Count (first page) and X-Next-Cursor",
        querystring: CourseListQuerySchema,
        response: { 200: z.array(CourseSchema), ...errors },
      },
      preHandler: authorize(canBrowseCourses),
    },
    async (request, reply) => {
      const page = await listCourses({ db: app.db, query: request.query });
      const rules = await courseRulesFor({ db: app.db, user: currentUser(request), request });
      return replyWithPage(reply, page, (row) => presentCourseFor(row, rules.can(row)));
    },
  );

  routes.get(
    '/api/courses/teacher-suggestions',
    {
      schema: {
        ...common,
        summary:
          'Active teachers ranked by fit for a course not saved yet: shared expertise areas, its badges, courses already taught (staff)',
        querystring: TeacherSuggestionQuerySchema,
        response: { 200: z.array(TeacherSuggestionSchema), ...errors },
      },
      preHandler: authorize(canManageCourses),
    },
    async (request) => (await suggestTeachers({ db: app.db, query: request.query })).map(presentTeacherSuggestion),
  );

  routes.get(
    '/api/courses/:id',
    {
      schema: {
        ...common,
        summary: 'One course with its teacher, badges and resources (the resources for staff and its teacher)',
        params: CourseIdParams,
        response: { 200: CourseDetailSchema, ...errors },
      },
      preHandler: authorize(canBrowseCourses),
    },
    async (request) => {
      const user = currentUser(request);
      const course = await getCourseDetail({ db: app.db, user, id: request.params.id });
      return presentCourseDetail(course, (await courseRulesFor({ db: app.db, user, request })).can(course));
    },
  );

  routes.get(
    '/api/courses/:id/teacher-suggestions',
    {
      schema: {
        ...common,
        summary: 'Active teachers ranked by fit for this course (staff)',
        params: CourseIdParams,
        response: { 200: z.array(TeacherSuggestionSchema), ...errors },
      },
      preHandler: authorize(canManageCourses),
    },
    async (request) =>
      (await suggestTeachersForCourse({ db: app.db, id: request.params.id })).map(presentTeacherSuggestion),
  );

  routes.post(
    '/api/courses',
    {
      schema: {
        ...common,
        summary: 'Create a course (staff)',
        body: CourseInputSchema,
        response: { 201: CourseSchema, ...errors },
      },
      preHandler: authorize(canManageCourses),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const course = await withTeacherName(
        app.db,
        await createCourse({ db: app.db, actorId: user.id, input: request.body }),
      );
      return reply
        .status(201)
        .send(presentCourseFor(course, (await courseRulesFor({ db: app.db, user, request })).can(course)));
    },
  );

  routes.put(
    '/api/courses/:id',
    {
      schema: {
        ...common,
        summary: 'Update a course (staff)',
        params: CourseIdParams,
        body: CourseInputSchema,
        response: { 200: CourseSchema, ...errors },
      },
      preHandler: authorize(canManageCourses),
    },
    async (request) => {
      const user = currentUser(request);
      const course = await withTeacherName(
        app.db,
        await updateCourse({ db: app.db, actorId: user.id, id: request.params.id, input: request.body }),
      );
      return presentCourseFor(course, (await courseRulesFor({ db: app.db, user, request })).can(course));
    },
  );

  routes.delete(
    '/api/courses/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a course with its resources and their files (staff)',
        params: CourseIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canManageCourses),
    },
    async (request, reply) => {
      await deleteCourse({
        db: app.db,
        actorId: currentUser(request).id,
        id: request.params.id,
        removeFile: (name) => app.storage.remove(name),
      });
      return reply.status(204).send(null);
    },
  );
}
