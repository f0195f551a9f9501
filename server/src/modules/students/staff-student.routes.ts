import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import {
  CreateStudentSchema,
  OwnStudentSchema,
  StaffStudentSchema,
  StudentListQuerySchema,
  StudentSchema,
  UpdateStudentSchema,
} from '@contracts/students';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import {
  createStudent,
  deleteStudent,
  getStaffStudent,
  listStaffStudents,
  updateOwnStudent,
  updateStudent,
} from './staff-student.service';
import { canManageOwnStudentRecord, canManageStudents, studentAbilities } from './student.policy';
import { presentStaffStudent, presentStudent } from './student.presenter';

const errors = errorResponses(400, 401, 403, 404, 409);
const StudentIdParams = idParamsSchema(/*i18n*/ { id: 'students.idInvalid', message: 'ID de estudiante inválido' });

/** Student management under the staff prefix (§7), and the student's own edit. */
export default async function staffStudentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['students'] };

  routes.get(
    '/api/staff/students',
    {
      schema: {
        ...common,
        summary:
          'Students (staff); q matches name, student id or email; a page of `limit` after `cursor`, X-Total-Count and X-Next-Cursor',
        querystring: StudentListQuerySchema,
        response: { 200: z.array(StaffStudentSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: authorize(canManageStudents),
    },
    async (request, reply) => {
      const page = await listStaffStudents({ db: app.db, query: request.query });
      const can = await studentAbilities({ db: app.db, user: currentUser(request), request });
      return replyWithPage(reply, page, (row) => presentStaffStudent(row, can));
    },
  );

  routes.get(
    '/api/staff/students/:id',
    {
      schema: {
        ...common,
        summary: 'One student (staff)',
        params: StudentIdParams,
        response: { 200: StaffStudentSchema, ...errors },
      },
      preHandler: authorize(canManageStudents),
    },
    async (request) => {
      const student = await getStaffStudent({ db: app.db, id: request.params.id });
      return presentStaffStudent(student, await studentAbilities({ db: app.db, user: currentUser(request), request }));
    },
  );

  routes.post(
    '/api/staff/students',
    {
      schema: {
        ...common,
        summary: 'Create a student and their account (staff)',
        body: CreateStudentSchema,
        response: { 201: StaffStudentSchema, ...errors },
      },
      preHandler: authorize(canManageStudents),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const student = await createStudent({ db: app.db, actorId: user.id, input: request.body });
      const can = await studentAbilities({ db: app.db, user, request });
      return reply.status(201).send(presentStaffStudent(student, can));
    },
  );

  routes.put(
    '/api/staff/students/:id',
    {
      schema: {
        ...common,
        summary: 'Update a student (staff)',
        params: StudentIdParams,
        body: UpdateStudentSchema,
        response: { 200: StaffStudentSchema, ...errors },
      },
      preHandler: authorize(canManageStudents),
    },
    async (request) => {
      const user = currentUser(request);
      const student = await updateStudent({ db: app.db, actorId: user.id, id: request.params.id, input: request.body });
      return presentStaffStudent(student, await studentAbilities({ db: app.db, user, request }));
    },
  );

  routes.delete(
    '/api/staff/students/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a student with their account, grades, badges and documents (staff)',
        params: StudentIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canManageStudents),
    },
    async (request, reply) => {
      await deleteStudent({
        db: app.db,
        actorId: currentUser(request).id,
        id: request.params.id,
        removeFile: (name) => app.storage.remove(name),
      });
      return reply.status(204).send(null);
    },
  );

  routes.put(
    '/api/student/profile',
    {
      schema: {
        ...common,
        summary: "The signed-in student's own changes (their phone)",
        body: OwnStudentSchema,
        response: { 200: StudentSchema, ...errors },
      },
      preHandler: authorize(canManageOwnStudentRecord),
    },
    async (request) =>
      presentStudent(
        await updateOwnStudent({ db: app.db, userId: currentUser(request).id, phone: request.body.phone ?? null }),
      ),
  );
}
