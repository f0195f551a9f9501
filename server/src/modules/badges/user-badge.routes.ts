import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BADGE_RECIPIENT_TYPES } from '@contracts/catalogues/badge-types';
import { AssignBadgeSchema, BADGE_MESSAGES, RecipientBadgeListSchema, RecipientBadgeSchema } from '@contracts/badges';
import { AwardRunInputSchema, AwardRunSchema, BadgeHolderSchema } from '@contracts/badge-awards';
import { idParamsSchema } from '@contracts/ids';
import { ListQuerySchema } from '@contracts/lists';
import { replyWithPage } from '../../lib/list-reply';
import { errorResponses } from '@contracts/errors';
import { IdSchema } from '@contracts/ids';
import { authorize, currentUser } from '../../plugins/auth';
import { canAwardBadges, canAwardBadgesToMany, canSeeBadgeHolders, canSeeBadges } from './badge.policy';
import { presentAwardRun, presentBadgeHolder } from './award-run.presenter';
import { getAwardRun, startAwardRun } from './award-run.service';
import { listBadgeHolders } from './badge-holders.service';
import { presentRecipientBadge, presentRecipientBadgeList } from './user-badge.presenter';
import { assignBadge, listRecipientBadges, removeAward } from './user-badge.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const RecipientParams = z.object({ userType: z.enum(BADGE_RECIPIENT_TYPES), userId: IdSchema });
const BadgeIdParams = idParamsSchema(BADGE_MESSAGES.idInvalid);
const RunIdParams = idParamsSchema(/*i18n*/ { id: 'badgeAwards.idInvalid', message: 'ID de asignación inválido' });
/** A page of holders: no search (the list is one badge's), a limit (50 when none) and a cursor. */
const HoldersQuerySchema = ListQuerySchema.omit({ q: true });

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

  routes.post(
    '/api/badges/:id/award-runs',
    {
      schema: {
        ...common,
        summary:
          'Award a badge to several people at once (staff): answers the run at once (202); one background job awards each person their own signed credential, skipping those who already hold it',
        params: BadgeIdParams,
        body: AwardRunInputSchema,
        response: { 202: AwardRunSchema, ...errors },
      },
      preHandler: authorize(canAwardBadgesToMany),
    },
    async (request, reply) => {
      const run = await startAwardRun({
        db: app.db,
        jobs: app.jobs,
        user: currentUser(request),
        badgeId: request.params.id,
        input: request.body,
      });
      return reply.status(202).send(presentAwardRun({ run, problems: [] }));
    },
  );

  routes.get(
    '/api/badge-award-runs/:id',
    {
      schema: {
        ...common,
        summary:
          "An award run's progress (staff): done of total, awarded, skipped and failed, and each person not awarded with the reason",
        params: RunIdParams,
        response: { 200: AwardRunSchema, ...errors },
      },
      preHandler: authorize(canAwardBadgesToMany),
    },
    async (request) => presentAwardRun(await getAwardRun({ db: app.db, id: request.params.id })),
  );

  routes.get(
    '/api/badges/:id/holders',
    {
      schema: {
        ...common,
        summary:
          'Who holds a badge (staff), by kind of person then id; a page of `limit` (50 when none) after `cursor`; X-Total-Count (first page) and X-Next-Cursor',
        params: BadgeIdParams,
        querystring: HoldersQuerySchema,
        response: { 200: z.array(BadgeHolderSchema), ...errors },
      },
      preHandler: authorize(canSeeBadgeHolders),
    },
    async (request, reply) =>
      replyWithPage(
        reply,
        await listBadgeHolders({ db: app.db, badgeId: request.params.id, query: request.query }),
        presentBadgeHolder,
      ),
  );
}
