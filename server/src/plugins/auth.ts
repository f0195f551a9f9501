import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@contracts/roles';
import { AppError } from '../lib/app-error';
import { findSessionUser, type SessionUser } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** An /api route anyone may call; every other /api route needs a signed-in user. */
    public?: boolean;
    /**
     * A route open to a session that must first enrol a second factor (staff under the two-factor policy):
     * /api/me, sign-out and the enrolment itself. Every other route answers 403 SECOND_FACTOR_SETUP_REQUIRED.
     */
    duringSecondFactorSetup?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The guard every /api route has unless declared public. */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (currentUser(request).secondFactorSetupPending) {
    throw new AppError('SECOND_FACTOR_SETUP_REQUIRED', 'Antes de continuar, configura un segundo factor de verificación (Settings).');
  }
}

/** The guard of the routes a session waiting for its second factor may call. */
async function requireSignedInDuringSetup(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/** Route-level hooks run after the app's, so the token is resolved before this guard reads `request.user`. */
function prependOnRequest(route: RouteOptions, guard: onRequestHookHandler): void {
  const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [guard, ...existing];
}

/**
 * Resolves the bearer token of /api requests to `request.user` (null when absent, expired or revoked), and makes
 * every /api route registered after it signed-in only unless its options say `config: { public: true }`. The
 * guard runs on `onRequest`, before the body is read or validated, so anonymous calls get 401 and never a 400;
 * each route's policy rule is its `preHandler` (`authorize(rule)`). The OpenAPI `security` follows the same declaration.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    request.user = token ? ((await findSessionUser({ db: app.db, token })) ?? null) : null;
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const isPublic = route.config?.public === true;
    if (!isPublic) prependOnRequest(route, route.config?.duringSecondFactorSetup === true ? requireSignedInDuringSetup : requireSignedIn);
    if (route.schema?.security === undefined) route.schema = { ...route.schema, security: isPublic ? [] : [{ bearer: [] }] };
  });
});

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.user;
}

/**
 * A request rule: whether the signed-in user may call a route, from the user alone. Each feature names its
 * rules in its `<feature>.policy.ts` (decision 010) and its routes attach them with `authorize(rule)`.
 */
/** A request rule: the signed-in user and, for a rule that reads the path (an owner kind), the request. */
export type Rule = (user: SessionUser, request: FastifyRequest) => boolean;

/** The rule of a route open to every signed-in user (the sign-in guard above has already checked it). */
export const signedIn: Rule = () => true;

/** The rule of a route for users of one of the roles. */
export function role(...roles: Role[]): Rule {
  return (user) => roles.includes(user.role);
}

/**
 * The `preHandler` guard of a route, from a rule of its feature's policy: 401 with no session, 403 FORBIDDEN when
 * the rule refuses. Synchronous, so an open route pays no promise for it.
 */
export function authorize(rule: Rule): (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void {
  return (request, _reply, done) => {
    if (!request.user) return done(new AppError('UNAUTHENTICATED', 'Authentication required'));
    if (!rule(request.user, request)) return done(new AppError('FORBIDDEN', "You don't have permission to do this."));
    done();
  };
}
