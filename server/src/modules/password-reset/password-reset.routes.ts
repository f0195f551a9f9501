import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '@contracts/auth';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  PasswordResetAnswerSchema,
  PasswordResetRequestSchema,
} from '@contracts/password-reset';
import { requestPasswordReset } from './password-reset.service';
import { translate } from '@contracts/i18n/texts';

export default async function passwordResetRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          "'Forgot your password?': queues a single-use link valid 30 minutes for an existing account; the same answer, in the same time, for any email. At most 5 asks in 15 minutes per address and 300 an hour in all (429 with Retry-After)",
        body: PasswordResetRequestSchema,
        response: { 202: PasswordResetAnswerSchema, 400: MessageSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset({ throttle: app.throttle, jobs: app.jobs, input: request.body, address: request.ip });
      return reply.status(202).send({
        message: translate(PASSWORD_RESET_MESSAGES.sent, { minutes: PASSWORD_RESET_TTL_MINUTES }),
      });
    },
  );
}
