import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@contracts/errors';
import { RuntimeFiguresSchema } from '@contracts/health';
import { authorize } from '../../plugins/auth';
import { canReadRuntimeFigures } from './health.policy';
import { checkDatabase, healthPool } from './health.service';
import { readRuntimeFigures, startRuntimeMonitor } from './runtime-figures';

export default async function healthRoutes(app: FastifyInstance) {
  const pool = healthPool(app.db);
  startRuntimeMonitor();
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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health/runtime',
    {
      schema: {
        tags: ['health'],
        summary:
          "The server process's event-loop delay (p50, p99, max since the window began) and memory; reset=true starts a new window after the answer (staff)",
        querystring: z.object({ reset: z.enum(['true', 'false']).optional() }),
        response: { 200: RuntimeFiguresSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: authorize(canReadRuntimeFigures),
    },
    async (request) => readRuntimeFigures({ reset: request.query.reset === 'true' }),
  );
}
