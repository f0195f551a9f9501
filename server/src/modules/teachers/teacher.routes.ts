import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { errorResponses } from '@contracts/errors';
import { ListQuerySchema } from '@contracts/lists';
import {
  CreateTeacherSchema,
  PatchTeacherPhotoSchema,
  DirectoryTeacherSchema,
  SelfUpdateTeacherSchema,
  StaffTeacherSchema,
  TeacherSchema,
  UpdateTeacherSchema,
} from '@contracts/teachers';
import { replyWithJsonPage } from '../../lib/list-reply';
import { portfolioPreviewOf } from '../portfolio/portfolio-preview';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import { canBrowseTeachers, canEditOwnTeacherProfile, canManageTeachers, teacherAbilities } from './teacher.policy';
import { presentPublicTeacher, presentStaffTeacher, presentTeacher } from './teacher.presenter';
import {
  countTeacherDocuments,
  createTeacher,
  deleteTeacher,
  getTeacher,
  getTeacherByUser,
  listTeachers,
  setTeacherPhoto,
  updateOwnProfile,
  updateTeacher,
} from './teacher.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export default async function teacherRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { tags: ['teachers (staff)'] };
  const anyone = { tags: ['teachers'] };
  const staffOnly = authorize(canManageTeachers);
  const anyoneSignedIn = authorize(canBrowseTeachers);
  const ownProfile = authorize(canEditOwnTeacherProfile);

  routes.get(
    '/api/staff/teachers',
    {
      schema: {
        ...staff,
        summary:
          'Teachers with every field; q matches name, email or phone; a page of `limit` after `cursor`; X-Total-Count (first page) and X-Next-Cursor',
        querystring: ListQuerySchema,
        response: { 200: z.array(StaffTeacherSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      const can = await teacherAbilities({ db: app.db, user: currentUser(request), request });
      return replyWithJsonPage(reply, await listTeachers({ db: app.db, search: 'staff', query: request.query, can }));
    },
  );

  routes.get(
    '/api/staff/teachers/:id',
    {
      schema: {
        ...staff,
        summary: 'One teacher with every field',
        params: IdParamsSchema,
        response: { 200: StaffTeacherSchema, ...errors },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const teacher = await getTeacher({ db: app.db, id: request.params.id });
      return presentStaffTeacher(teacher, await teacherAbilities({ db: app.db, user: currentUser(request), request }));
    },
  );

  routes.post(
    '/api/staff/teachers',
    {
      schema: {
        ...staff,
        summary: 'Create a teacher and its user',
        body: CreateTeacherSchema,
        response: { 201: StaffTeacherSchema, ...errors },
      },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await createTeacher({ db: app.db, actorId: user.id, input: request.body });
      return reply.status(201).send(presentStaffTeacher(row, await teacherAbilities({ db: app.db, user, request })));
    },
  );

  routes.put(
    '/api/staff/teachers/:id',
    {
      schema: {
        ...staff,
        summary: 'Update a teacher (the email stays)',
        params: IdParamsSchema,
        body: UpdateTeacherSchema,
        response: { 200: StaffTeacherSchema, ...errors },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await updateTeacher({ db: app.db, actorId: user.id, id: request.params.id, input: request.body });
      return presentStaffTeacher(row, await teacherAbilities({ db: app.db, user, request }));
    },
  );

  routes.patch(
    '/api/staff/teachers/:id',
    {
      schema: {
        ...staff,
        summary: "Set or clear a teacher's profile photo",
        params: IdParamsSchema,
        body: PatchTeacherPhotoSchema,
        response: { 200: StaffTeacherSchema, ...errors },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await setTeacherPhoto({
        db: app.db,
        actorId: user.id,
        id: request.params.id,
        profilePhoto: request.body.profile_photo ?? null,
      });
      return presentStaffTeacher(row, await teacherAbilities({ db: app.db, user, request }));
    },
  );

  routes.delete(
    '/api/staff/teachers/:id',
    {
      schema: {
        ...staff,
        summary: 'Delete a teacher with its user, sessions, badges and documents',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      await deleteTeacher({
        db: app.db,
        actorId: currentUser(request).id,
        id: request.params.id,
        removeFile: (name) => app.storage.remove(name),
      });
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/teachers',
    {
      schema: {
        ...anyone,
        summary:
          'Public teacher directory; q matches the name or an expertise area; a page of `limit` after `cursor`; X-Total-Count (first page) and X-Next-Cursor',
        querystring: ListQuerySchema,
        response: { 200: z.array(DirectoryTeacherSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: anyoneSignedIn,
    },
    async (request, reply) =>
      replyWithJsonPage(reply, await listTeachers({ db: app.db, search: 'directory', query: request.query })),
  );

  routes.get(
    '/api/teachers/:id',
    {
      schema: {
        ...anyone,
        summary: "Public view of one teacher, with their directory card's portfolio preview",
        params: IdParamsSchema,
        response: { 200: DirectoryTeacherSchema, ...errors },
      },
      preHandler: anyoneSignedIn,
    },
    async (request) => ({
      ...presentPublicTeacher(await getTeacher({ db: app.db, id: request.params.id })),
      portfolio_preview: await portfolioPreviewOf(app.db, request.params.id),
    }),
  );

  routes.get(
    '/api/teachers/:id/stats',
    {
      schema: {
        ...anyone,
        summary: "A teacher's document count",
        params: IdParamsSchema,
        response: { 200: z.object({ documentCount: z.number() }), ...errors },
      },
      preHandler: anyoneSignedIn,
    },
    async (request) => ({ documentCount: await countTeacherDocuments({ db: app.db, id: request.params.id }) }),
  );

  routes.get(
    '/api/teacher/profile',
    {
      schema: {
        tags: ['teacher self-service'],
        summary: 'The signed-in teacher’s own record',
        response: { 200: TeacherSchema, ...errors },
      },
      preHandler: ownProfile,
    },
    async (request) => presentTeacher(await getTeacherByUser({ db: app.db, userId: currentUser(request).id })),
  );

  routes.put(
    '/api/teacher/profile',
    {
      schema: {
        tags: ['teacher self-service'],
        summary:
          'Update the own profile; email, code, start year, active flag and financial fields are never changed here',
        body: SelfUpdateTeacherSchema,
        response: { 200: TeacherSchema, ...errors },
      },
      preHandler: ownProfile,
    },
    async (request) =>
      presentTeacher(await updateOwnProfile({ db: app.db, userId: currentUser(request).id, input: request.body })),
  );
}
