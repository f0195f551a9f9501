import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

interface Issue {
  path: string[];
  message: string;
}

function issuesOf(validation: { instancePath: string; message?: string }[]): Issue[] {
  return validation.map((entry) => ({
    path: entry.instancePath.split('/').filter(Boolean),
    message: entry.message ?? 'Invalid value',
  }));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

/** One error handler: validation → 400 with field messages, AppError → its status, anything else → 500 with a logged id. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error.validation);
      return reply.status(400).send({ message: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ message: 'This record already exists.' });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: (error as Error).message });
    }
    const errorId = crypto.randomUUID();
    request.log.error({ err: error, errorId }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal error', errorId });
  });
});
