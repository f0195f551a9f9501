import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './health.service';

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    // Public: load balancers and process supervisors probe it without a session.
    { config: { public: true }, schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await checkDatabase({ db: app.db });
      return { status: 'ok' as const };
    },
  );
}
