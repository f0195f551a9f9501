import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { MessageSchema } from '@contracts/auth';
import { CreateIdeaSchema, IdeaListQuerySchema, IdeaSchema, UpdateIdeaSchema } from '@contracts/ideas';
import { LIST_HEADERS } from '@contracts/lists';
import { authorize, currentUser } from '../../plugins/auth';
import { canModerateIdeas, canUseIdeas, ideaRulesFor } from './idea.policy';
import { presentIdea } from './idea.presenter';
import { createIdea, deleteIdea, listIdeas, moderateIdea, toggleVote } from './idea.service';

const errors = { 400: MessageSchema, 401: MessageSchema, 403: MessageSchema, 404: MessageSchema, 429: MessageSchema };

export default async function ideaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['ideas'] };
  const guard = authorize(canUseIdeas);

  routes.get(
    '/api/ideas',
    {
      schema: {
        ...common,
        summary:
          'The idea board: most voted (or newest) first, one status or all; the first 200, with X-Total-Count: how many match',
        querystring: IdeaListQuerySchema,
        response: { 200: z.array(IdeaSchema), ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const board = await listIdeas({ db: app.db, viewerId: user.id, query: request.query });
      reply.header(LIST_HEADERS.total, board.total);
      const rules = ideaRulesFor({ db: app.db, user, request });
      return Promise.all(board.rows.map(async (row) => presentIdea(row, user.id, await rules.can(row))));
    },
  );

  routes.post(
    '/api/ideas',
    {
      schema: {
        ...common,
        summary: 'Submit an idea',
        body: CreateIdeaSchema,
        response: { 201: IdeaSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idea = await createIdea({ db: app.db, throttle: app.throttle, userId: user.id, input: request.body });
      const can = await ideaRulesFor({ db: app.db, user, request }).can(idea);
      return reply.status(201).send(presentIdea(idea, user.id, can));
    },
  );

  routes.post(
    '/api/ideas/:id/vote',
    {
      schema: {
        ...common,
        summary: "Toggle the caller's vote (not on their own idea: 403)",
        params: IdParamsSchema,
        response: { 200: IdeaSchema, ...errors },
      },
      preHandler: guard,
    },
    async (request) => {
      const user = currentUser(request);
      const idea = await toggleVote({ db: app.db, user, ideaId: request.params.id });
      return presentIdea(idea, user.id, await ideaRulesFor({ db: app.db, user, request }).can(idea));
    },
  );

  routes.patch(
    '/api/ideas/:id',
    {
      schema: {
        ...common,
        summary: 'Move an idea to a status with an optional public reply; its author and voters are notified (staff)',
        params: IdParamsSchema,
        body: UpdateIdeaSchema,
        response: { 200: IdeaSchema, ...errors },
      },
      preHandler: authorize(canModerateIdeas),
    },
    async (request) => {
      const user = currentUser(request);
      const idea = await moderateIdea({ db: app.db, actorId: user.id, id: request.params.id, input: request.body });
      return presentIdea(idea, user.id, await ideaRulesFor({ db: app.db, user, request }).can(idea));
    },
  );

  routes.delete(
    '/api/ideas/:id',
    {
      schema: {
        ...common,
        summary: 'Delete an idea (its author while it is new; staff any)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      await deleteIdea({ db: app.db, user: currentUser(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
