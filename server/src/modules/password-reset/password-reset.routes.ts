import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '@contracts/auth';
import { PASSWORD_RESET_MESSAGES, PasswordResetAnswerSchema, PasswordResetRequestSchema } from '@contracts/password-reset';
import { preparePasswordReset } from './password-reset.service';

export default async function passwordResetRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: "'Forgot your password?': mails a single-use link valid 30 minutes to an existing account; the answer is the same for any email",
        body: PasswordResetRequestSchema,
        response: { 202: PasswordResetAnswerSchema, 400: MessageSchema },
      },
    },
    async (request, reply) => {
      const mail = await preparePasswordReset({ db: app.db, input: request.body, publicUrl: app.publicUrl });
      // Sent after the answer: its time and any SMTP failure tell the caller nothing about the account.
      if (mail) {
        setImmediate(() => {
          app.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error }, 'the password reset mail was not sent'));
        });
      }
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.sent });
    },
  );
}
