import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { idParamsSchema } from '@contracts/ids';
import { ManagedUserSchema, ResetPasswordSchema, UpdateUserSchema, UserListQuerySchema } from '@contracts/users';
import { replyWithPage } from '../../lib/list-reply';
import { authorize, currentUser } from '../../plugins/auth';
import { wholeList } from '../../plugins/expensive';
import { canManageUsers, userAbilities } from './user-management.policy';
import { deleteUser, listUsers, resetPassword, updateUser } from './user-management.service';
import { presentManagedUser } from './user.presenter';

const errors = errorResponses(400, 401, 403, 404, 409);
const UserIdParams = idParamsSchema(/*i18n*/ { id: 'users.idInvalid', message: 'Invalid user id.' });

/** User management (§2.9); creating a user is POST /api/auth/register (auth.routes.ts). */
export default async function userManagementRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['users'] };

  routes.get(
    '/api/users',
    {
      schema: {
        ...common,
        summary:
          'Accounts (staff); q matches username or email, role filters; a page of `limit` after `cursor`, X-Total-Count and X-Next-Cursor',
        querystring: UserListQuerySchema,
        response: { 200: z.array(ManagedUserSchema), ...errors },
      },
      config: { expensive: wholeList },
      preHandler: authorize(canManageUsers),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const page = await listUsers({ db: app.db, query: request.query });
      const abilities = new Map(
        await Promise.all(
          page.rows.map(async (account) => [account.id, await userAbilities({ db: app.db, user, account })] as const),
        ),
      );
      return replyWithPage(reply, page, (row) => presentManagedUser(row, abilities.get(row.id)!));
    },
  );

  routes.patch(
    '/api/users/:id',
    {
      schema: {
        ...common,
        summary: "Change an account's role, or disable (its sessions end) or enable it (staff)",
        params: UserIdParams,
        body: UpdateUserSchema,
        response: { 200: ManagedUserSchema, ...errors },
      },
      preHandler: authorize(canManageUsers),
    },
    async (request) => {
      const user = currentUser(request);
      const account = await updateUser({ db: app.db, actorId: user.id, id: request.params.id, input: request.body });
      return presentManagedUser(account, await userAbilities({ db: app.db, user, account }));
    },
  );

  routes.post(
    '/api/users/:id/password',
    {
      schema: {
        ...common,
        summary: 'Set a new password for an account; its sessions end (staff)',
        params: UserIdParams,
        body: ResetPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canManageUsers),
    },
    async (request, reply) => {
      await resetPassword({ db: app.db, actorId: currentUser(request).id, id: request.params.id, input: request.body });
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    '/api/users/:id',
    {
      schema: {
        ...common,
        summary: 'Delete an account without a teacher or student profile (staff)',
        params: UserIdParams,
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canManageUsers),
    },
    async (request, reply) => {
      await deleteUser({ db: app.db, actorId: currentUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
