import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BADGE_RECIPIENT_TYPES } from '@contracts/catalogues/badge-types';
import { AssignBadgeSchema, RecipientBadgeListSchema, RecipientBadgeSchema } from '@contracts/badges';
import { errorResponses } from '@contracts/errors';
import { IdSchema } from '@contracts/ids';
import { authorize, currentUser } from '../../plugins/auth';
import { canAwardBadges, canSeeBadges } from './badge.policy';
import { presentRecipientBadge, presentRecipientBadgeList } from './user-badge.presenter';
import { assignBadge, listRecipientBadges, removeAward } from './user-badge.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const RecipientParams = z.object({ userType: z.enum(BADGE_RECIPIENT_TYPES), userId: IdSchema });

export default async function userBadgeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['badges'] };

  routes.get(
    '/api/user-badges/:userType/:userId',
    {
      schema: {
        ...common,
        summary:
          "Badges held by a teacher (teachers.id), student (students.id) or staff member (users.id), oldest award first, each with its live credential id, and whether the caller is offered the credentials' links (can_share_credentials)",
        params: RecipientParams,
        response: { 200: RecipientBadgeListSchema, ...errors },
      },
      preHandler: authorize(canSeeBadges),
    },
    async (request) => {
      const list = await listRecipientBadges({
        db: app.db,
        user: currentUser(request),
        userType: request.params.userType,
        userId: request.params.userId,
      });
      return presentRecipientBadgeList(list);
    },
  );

  routes.post(
    '/api/user-badges/assign',
    {
      schema: {
        ...common,
        summary: 'Award a badge (staff): counts it, notifies the recipient and issues its Open Badges credential',
        body: AssignBadgeSchema,
        response: { 201: RecipientBadgeSchema, ...errors },
      },
      preHandler: authorize(canAwardBadges),
    },
    async (request, reply) =>
      reply.status(201).send(
        presentRecipientBadge(
          await assignBadge({
            db: app.db,
            issuer: app.credentialIssuer,
            user: currentUser(request),
            input: request.body,
          }),
        ),
      ),
  );

  routes.delete(
    '/api/user-badges/:userType/:badgeId/:userId',
    {
      schema: {
        ...common,
        summary:
          "Remove a badge from its holder (staff): the badge's count goes down and the award's credential is revoked",
        params: RecipientParams.extend({ badgeId: IdSchema }),
        response: { 204: z.null(), ...errors },
      },
      preHandler: authorize(canAwardBadges),
    },
    async (request, reply) => {
      await removeAward({ db: app.db, user: currentUser(request), ...request.params });
      return reply.status(204).send(null);
    },
  );
}
