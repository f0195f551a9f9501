import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@contracts/roles';
import { AppError } from '../lib/app-error';
import { findSessionUser, type SessionUser } from '../modules/auth/session.service';
import { clearedSessionCookies, sessionTokenOfCookie } from '../modules/auth/session-cookie';
import { AUTHENTICATION_REQUIRED, FORBIDDEN_TEXT } from '../lib/common-texts';

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

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a request comes from the product's own pages (decision 037): `Sec-Fetch-Site`, when sent, says
 * same-origin (or none: typed by the person), and `Origin`, when sent, is PUBLIC_URL's origin or the address the
 * request was sent to (its own Host: the same origin by definition); a request with neither header is not a
 * browser's (browsers send `Origin` with every POST, PUT, PATCH and DELETE) and is refused too.
 */
export function fromOwnOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === undefined && origin === undefined) return false;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** The guard every /api route has unless declared public. */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (currentUser(request).secondFactorSetupPending) {
    throw new AppError(
      'SECOND_FACTOR_SETUP_REQUIRED',
      /*i18n*/ {
        id: 'auth.secondFactorSetupRequired',
        message: 'Antes de continuar, configura un segundo factor de verificación (Settings).',
      },
    );
  }
}

/** The guard of the routes a session waiting for its second factor may call. */
async function requireSignedInDuringSetup(request: FastifyRequest): Promise<void> {
  currentUser(request);
}

/** Marks the guards `authorize(rule)` makes, so that the plugin finds them among a route's `preHandler`s. */
const RULE_GUARD = Symbol('policy rule guard');

type Guard = onRequestHookHandler & { [RULE_GUARD]?: true };

/**
 * Route-level hooks run after the app's, so the token is resolved before these guards read `request.user`: the
 * sign-in guard, then the route's policy rule guards (`authorize(rule)`), taken out of its `preHandler`s. A rule
 * depends on the user alone (and, for one, on a path parameter, already routed), so it needs no body: run on
 * `onRequest`, a refused call is answered 403 before its body is read, parsed or validated.
 */
function guardOnRequest(route: RouteOptions, signInGuard: onRequestHookHandler | undefined): void {
  const preHandlers = (route.preHandler === undefined ? [] : [route.preHandler].flat()) as Guard[];
  const ruleGuards = preHandlers.filter((hook) => hook[RULE_GUARD] === true);
  if (ruleGuards.length > 0) {
    const others = preHandlers.filter((hook) => hook[RULE_GUARD] !== true);
    route.preHandler = others.length > 0 ? others : undefined;
  }
  const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [...(signInGuard ? [signInGuard] : []), ...ruleGuards, ...existing];
}

/**
 * Resolves the bearer token of /api requests, else their session cookie, to `request.user` (null when absent,
 * expired or revoked; a change of state with the cookie from another site is refused 403), and makes
 * every /api route registered after it signed-in only unless its options say `config: { public: true }`. The
 * guard runs on `onRequest`, before the body is read or validated, so anonymous calls get 401 and never a 400;
 * each route's policy rule, written as its `preHandler: authorize(rule)`, is moved here to run right after it, so
 * a user the rule refuses gets 403 and never a 400 either. The OpenAPI `security` follows the same declaration.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  /**
   * Session lookups under way, by token: requests arriving with a token whose lookup is already running share its
   * answer instead of each taking a pool connection (1,000 calls at once by one person made 1,000 queries queued on
   * a pool of 10, and everyone else waited behind them). A lookup is shared only while it runs: nothing is cached.
   */
  const lookups = new Map<string, Promise<SessionUser | undefined>>();
  const sessionUserOf = (token: string): Promise<SessionUser | undefined> => {
    let lookup = lookups.get(token);
    if (!lookup) {
      lookup = findSessionUser({ db: app.db, token }).finally(() => lookups.delete(token));
      lookups.set(token, lookup);
    }
    return lookup;
  };
  // PUBLIC_URL (the accounts plugin); an app made of the plugins alone, in tests, answers at the default address.
  const publicUrl = app.hasDecorator('publicUrl') ? app.publicUrl : 'http://localhost:3000';
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // A bearer token first (scripts, integrations), else the web app's session cookie (decision 037).
    const bearer = bearerToken(request);
    const cookieToken = bearer ? undefined : sessionTokenOfCookie(request.headers.cookie, publicUrl);
    const token = bearer ?? cookieToken;
    const user = token ? await sessionUserOf(token) : undefined;
    // Each request its own copy: a shared lookup answers several.
    request.user = user ? { ...user } : null;
    if (cookieToken === undefined) return;
    const changesState = CHANGES_STATE.has(request.method);
    // A cookie whose session has ended (expired, revoked, signed out elsewhere) goes with the answer that reads it.
    if (!user && !changesState) reply.header('set-cookie', clearedSessionCookies(publicUrl));
    // The browser sends the cookie with another site's requests too: a change comes only from the product's pages.
    // A public route (signing in, a reset link) acts on no session, so the cookie it happens to carry does not matter.
    const isPublic = request.routeOptions.config?.public === true;
    if (user && changesState && !isPublic && !fromOwnOrigin(request, publicOrigin)) {
      request.user = null;
      throw new AppError(
        'FORBIDDEN',
        /*i18n*/ { id: 'auth.foreignRequest', message: 'Solicitud rechazada: no procede de esta aplicación.' },
      );
    }
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const isPublic = route.config?.public === true;
    guardOnRequest(
      route,
      isPublic
        ? undefined
        : route.config?.duringSecondFactorSetup === true
          ? requireSignedInDuringSetup
          : requireSignedIn,
    );
    if (route.schema?.security === undefined)
      route.schema = { ...route.schema, security: isPublic ? [] : [{ bearer: [] }, { cookie: [] }] };
  });
});

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  return request.user;
}

/*
 * The policy convention (decision 010). Every allow/deny decision of the server is a named function of a
 * `<feature>.policy.ts`, and no other file compares a user's role (but `role()` below, which the policies' request
 * rules are made with). Two forms, and only these:
 * - a request rule (`Rule`, below), from the signed-in user alone (and, for one, the routed path): the route's
 *   guard, `preHandler: authorize(rule)`, run before the body is read;
 * - a resource rule, for what only the service loads:
 *   `(options: { db: DbOrTx; user: SessionUser; ...theResource }) => Promise<boolean>`, e.g.
 *   `canDelete({ db, user, document })`. The service calls it and throws its own `AppError` (FORBIDDEN, or the
 *   feature's code) when it answers false; a rule that needs no resource takes `{ db, user }`, and one whose callers
 *   hold only an account (sign-in) or the actor's id types `user` as the part of `SessionUser` it reads.
 * A list a user sees only part of takes its filter from a scope of the same policy file,
 * `(options: { db; user }) => Promise<SQL | undefined>` (undefined: everything), e.g. `readableGrades`.
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
 * The guard of a route, from a rule of its feature's policy: 401 with no session, 403 FORBIDDEN when the rule
 * refuses. Routes write it as their `preHandler`; the auth plugin runs it on `onRequest`, right after the sign-in
 * guard, before the body is read (see `guardOnRequest`). Synchronous, so an open route pays no promise for it.
 */
export function authorize(
  rule: Rule,
): (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void {
  const guard = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (!request.user) return done(new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED));
    if (!rule(request.user, request)) return done(new AppError('FORBIDDEN', FORBIDDEN_TEXT));
    done();
  };
  return Object.assign(guard, { [RULE_GUARD]: true as const });
}
