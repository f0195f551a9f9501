import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase, healthPool } from './health.service';

export default async function healthRoutes(app: FastifyInstance) {
  const pool = healthPool(app.db);
  app.addHook('onClose', async () => {
    await pool.end();
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    // Public: load balancers and process supervisors probe it without a session.
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check (on its own connection, answered within 2 s)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await checkDatabase({ pool });
      return { status: 'ok' as const };
    },
  );
}
