import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '@contracts/ids';
import { MessageSchema } from '@contracts/auth';
import { CreateIdeaSchema, IdeaSchema } from '@contracts/ideas';
import { authorize, currentUser } from '../../plugins/auth';
import { canUseIdeas } from './idea.policy';
import { presentIdea } from './idea.presenter';
import { createIdea, listIdeas, toggleVote } from './idea.service';

const errors = { 400: MessageSchema, 401: MessageSchema, 404: MessageSchema };

export default async function ideaRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['ideas'] };
  const guard = authorize(canUseIdeas);

  routes.get(
    '/api/ideas',
    { schema: { ...common, summary: 'Ideas, most voted first', response: { 200: z.array(IdeaSchema), ...errors } }, preHandler: guard },
    async (request) => {
      const user = currentUser(request);
      return (await listIdeas({ db: app.db, viewerId: user.id })).map((row) => presentIdea(row, user.id));
    },
  );

  routes.post(
    '/api/ideas',
    { schema: { ...common, summary: 'Submit an idea', body: CreateIdeaSchema, response: { 201: IdeaSchema, ...errors } }, preHandler: guard },
    async (request, reply) => {
      const user = currentUser(request);
      const idea = await createIdea({ db: app.db, userId: user.id, input: request.body });
      return reply.status(201).send(presentIdea(idea, user.id));
    },
  );

  routes.post(
    '/api/ideas/:id/vote',
    { schema: { ...common, summary: "Toggle the caller's vote", params: IdParamsSchema, response: { 200: IdeaSchema, ...errors } }, preHandler: guard },
    async (request) => {
      const user = currentUser(request);
      return presentIdea(await toggleVote({ db: app.db, userId: user.id, ideaId: request.params.id }), user.id);
    },
  );
}
