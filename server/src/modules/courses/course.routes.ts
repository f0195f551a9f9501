import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseInputSchema, CourseSchema } from '@contracts/courses';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { ListQuerySchema } from '@contracts/lists';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { canBrowseCourses, canManageCourses } from './course.policy';
import { presentCourse } from './course.presenter';
import { createCourse, getCourse, listCourses, updateCourse } from './course.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const CourseIdParams = idParamsSchema('ID de curso inválido');

export default async function courseRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['courses'] };

  routes.get(
    '/api/courses',
    { schema: { ...common, summary: 'Courses; q matches name or code; a page of `limit` after `cursor`; X-Total-Count (first page) and X-Next-Cursor', querystring: ListQuerySchema, response: { 200: z.array(CourseSchema), ...errors } }, preHandler: authorize(canBrowseCourses) },
    async (request, reply) => replyWithPage(reply, await listCourses({ db: app.db, query: request.query }), presentCourse),
  );

  routes.get(
    '/api/courses/:id',
    {
      schema: { ...common, summary: 'One course', params: CourseIdParams, response: { 200: CourseSchema, ...errors } },
      preHandler: authorize(canBrowseCourses),
    },
    async (request) => presentCourse(await getCourse({ db: app.db, id: request.params.id })),
  );

  routes.post(
    '/api/courses',
    { schema: { ...common, summary: 'Create a course (staff)', body: CourseInputSchema, response: { 201: CourseSchema, ...errors } }, preHandler: authorize(canManageCourses) },
    async (request, reply) => reply.status(201).send(presentCourse(await createCourse({ db: app.db, actorId: currentUser(request).id, input: request.body }))),
  );

  routes.put(
    '/api/courses/:id',
    { schema: { ...common, summary: 'Update a course (staff)', params: CourseIdParams, body: CourseInputSchema, response: { 200: CourseSchema, ...errors } }, preHandler: authorize(canManageCourses) },
    async (request) => presentCourse(await updateCourse({ db: app.db, actorId: currentUser(request).id, id: request.params.id, input: request.body })),
  );
}
