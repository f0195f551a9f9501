import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsSchema } from '@contracts/analytics';
import { errorResponses } from '@contracts/errors';
import { authorize } from '../../plugins/auth';
import { canSeeAnalytics } from './analytics.policy';
import { presentAnalytics } from './analytics.presenter';
import { readAnalytics } from './analytics.service';

export default async function analyticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'The staff dashboard: counts, the five latest activities and the chart figures, from counters (staff)',
        response: { 200: AnalyticsSchema, ...errorResponses(401, 403) },
      },
      config: { expensive: true },
      preHandler: authorize(canSeeAnalytics),
    },
    async (request) => presentAnalytics(await readAnalytics({ db: app.db }), request.language),
  );
}
