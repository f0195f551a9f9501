import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { errorResponses } from '@contracts/errors';
import { ListQuerySchema } from '@contracts/lists';
import { StudentSchema } from '@contracts/students';
import { PatchTeacherPhotoSchema } from '@contracts/teachers';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import { canAskForStudent, canListStudents, canManageOwnStudentRecord } from './student.policy';
import { presentStudent } from './student.presenter';
import { getOwnStudent, getStudent, listStudents, setOwnStudentPhoto } from './student.service';

const errors = errorResponses(400, 401, 403, 404);

export default async function studentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['students'] };

  routes.get(
    '/api/students',
    {
      schema: {
        ...common,
        summary:
          'Students (staff); q matches name or student id; a page of `limit` after `cursor`; X-Total-Count (first page) and X-Next-Cursor',
        querystring: ListQuerySchema,
        response: { 200: z.array(StudentSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: authorize(canListStudents),
    },
    async (request, reply) =>
      replyWithPage(reply, await listStudents({ db: app.db, query: request.query }), presentStudent),
  );

  routes.get(
    '/api/students/:id',
    {
      schema: {
        ...common,
        summary: 'One student (staff, or the student themself)',
        params: IdParamsSchema,
        response: { 200: StudentSchema, ...errors },
      },
      preHandler: authorize(canAskForStudent),
    },
    async (request) =>
      presentStudent(await getStudent({ db: app.db, user: currentUser(request), id: request.params.id })),
  );

  routes.get(
    '/api/student/profile',
    {
      schema: { ...common, summary: "The signed-in student's own record", response: { 200: StudentSchema, ...errors } },
      preHandler: authorize(canManageOwnStudentRecord),
    },
    async (request) => presentStudent(await getOwnStudent({ db: app.db, userId: currentUser(request).id })),
  );

  routes.patch(
    '/api/student/profile',
    {
      schema: {
        ...common,
        summary: "Set or clear the signed-in student's profile photo",
        body: PatchTeacherPhotoSchema,
        response: { 200: StudentSchema, ...errors },
      },
      preHandler: authorize(canManageOwnStudentRecord),
    },
    async (request) =>
      presentStudent(
        await setOwnStudentPhoto({
          db: app.db,
          userId: currentUser(request).id,
          profilePhoto: request.body.profile_photo ?? null,
        }),
      ),
  );
}
