import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@contracts/roles';
import { AppError } from '../lib/app-error';
import { findSessionUser, type SessionUser } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Resolves the bearer token of /api requests to `request.user` (null when absent, expired or revoked). */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    request.user = token ? ((await findSessionUser({ db: app.db, token })) ?? null) : null;
  });
});

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'Authentication required');
  return request.user;
}

/** preHandler guard: any signed-in user. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  currentUser(request);
}

/** preHandler guard: a signed-in user with one of the roles. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = currentUser(request);
    if (!roles.includes(user.role)) throw new AppError(403, "You don't have permission to do this.");
  };
}
