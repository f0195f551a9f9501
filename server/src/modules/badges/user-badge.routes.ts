import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BADGE_RECIPIENT_TYPES } from '@contracts/catalogues/badge-types';
import { RecipientBadgeListSchema } from '@contracts/badges';
import { ErrorResponseSchema } from '@contracts/errors';
import { authorize } from '../../plugins/auth';
import { canSeeBadges } from './badge.policy';
import { presentRecipientBadge } from './user-badge.presenter';
import { listRecipientBadges } from './user-badge.service';

export default async function userBadgeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user-badges/:userType/:userId',
    {
      schema: {
        tags: ['badges'],
        summary: 'Badges held by a teacher, student or staff member',
        params: z.object({ userType: z.enum(BADGE_RECIPIENT_TYPES), userId: z.coerce.number().int().positive() }),
        response: { 200: RecipientBadgeListSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
      preHandler: authorize(canSeeBadges),
    },
    async (request) => {
      const rows = await listRecipientBadges({ db: app.db, userType: request.params.userType, userId: request.params.userId });
      return { badges: rows.map(presentRecipientBadge) };
    },
  );
}
