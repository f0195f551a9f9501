import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/auth/session.service';
import { createUser } from '../modules/users/user.service';
import { buildTestApp, type TestContext } from '../../test/build-app';
import { createTestDatabase } from '../../test/database';
import { authorize, authPlugin, role } from './auth';
import { databasePlugin } from './database';
import { errorsPlugin } from './errors';

/** The only /api routes anyone may call, each with the reason. Any other route answers 401 to an anonymous call. */
const PUBLIC_ROUTES: Record<string, string> = {
  'POST /api/auth/login': 'signing in is how a session is obtained',
  'POST /api/auth/set-password':
    'a one-time link sets the password of an account that has none yet: its holder cannot sign in before',
  'POST /api/auth/password-reset':
    "'Forgot your password?' is asked by someone who cannot sign in; it answers the same for any email",
  'POST /api/auth/login/second-factor':
    'the second step of a sign-in, before any session; it carries the challenge the password step gave',
  'POST /api/auth/login/passkey/options':
    'the second step of a sign-in with a passkey, before any session; it carries the challenge',
  'POST /api/auth/login/passkey':
    'the second step of a sign-in with a passkey, before any session; it carries the challenge',
  'GET /api/auth/sso/providers': "the login screen's 'Continue with …' buttons, shown before anyone signs in",
  'GET /api/auth/sso/{slug}/start': "the browser's way to the identity provider's sign-in",
  'GET /api/auth/sso/{slug}/callback': "the identity provider's answer, brought back by the browser",
  'POST /api/auth/sso/complete':
    "trades the callback's one-minute ticket for a session: how a provider's sign-in obtains one",
  'GET /api/health': 'load balancers and process supervisors probe it without a session',
  'GET /api/credentials/{id}': 'a badge credential is shown to whoever its holder gives the link (decision 011)',
  'GET /api/credentials/{id}/verify': 'anyone checks a credential they were shown (decision 011)',
  'GET /api/badges/{id}/image': 'the image inside public credentials; a badge image is no personal data',
  'GET /api/issuer': 'the issuer Profile every credential names, for verifiers (issue 25)',
  'GET /api/achievements/{id}':
    "a badge as its public credentials embed it: the credentials' achievement.id (issue 25)",
  'POST /api/credentials/{id}/recipient-check':
    'whoever was shown a credential checks whether an email is its recipient; throttled, yes or no (issue 25)',
  'GET /api/credentials/{id}/baked.png': 'the badge image with its public credential baked in (issue 25)',
  'GET /api/credentials/status/{listId}':
    'the signed status list every verifier reads to see whether a credential was revoked (issue 25)',
  'GET /api/support-contacts': "the login screen's 'Need assistance?' dialog, for people who cannot sign in",
};
/** Served by @fastify/swagger-ui and hidden from the document itself: the API description is no secret. */
const PUBLIC_DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml'];

type Operation = { security?: Record<string, string[]>[] };
type OpenApiDocument = { paths: Record<string, Partial<Record<string, Operation>>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface DocumentedRoute {
  key: string;
  method: HTTPMethods;
  url: string;
  operation: Operation;
}

/** Every operation of the document, its `{param}`s filled with a real-looking id. */
function documentedRoutes(document: OpenApiDocument): DocumentedRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.flatMap((method) => {
      const operation = operations[method];
      if (!operation) return [];
      const upper = method.toUpperCase() as HTTPMethods;
      return [{ key: `${upper} ${path}`, method: upper, url: path.replace(/\{[^}]+\}/g, '1'), operation }];
    }),
  );
}

describe('every /api route of the app, called without a token', () => {
  let context: TestContext;
  let routes: DocumentedRoute[];

  beforeAll(async () => {
    context = await buildTestApp();
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    routes = documentedRoutes(response.json<OpenApiDocument>());
  });

  it('finds the documented routes and every declared public one among them', () => {
    expect(routes.length).toBeGreaterThan(30);
    const keys = routes.map((route) => route.key);
    for (const key of Object.keys(PUBLIC_ROUTES)) expect(keys).toContain(key);
  });

  it('answers 401 to every route but the declared public ones, which never ask for a token', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await context.app.inject({ method: route.method, url: route.url });
      const isPublic = route.key in PUBLIC_ROUTES;
      if (!isPublic && response.statusCode !== 401) wrong.push(`${route.key} → ${response.statusCode}`);
      if (isPublic && response.statusCode === 401) wrong.push(`${route.key} (public) → 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to the HEAD of every signed-in GET route', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((each) => each.method === 'GET' && !(each.key in PUBLIC_ROUTES))) {
      const response = await context.app.inject({ method: 'HEAD', url: route.url });
      if (response.statusCode !== 401) wrong.push(`HEAD ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the public routes without security and every other with the bearer token or the cookie', () => {
    for (const route of routes) {
      expect(route.operation.security, route.key).toEqual(
        route.key in PUBLIC_ROUTES ? [] : [{ bearer: [] }, { cookie: [] }],
      );
    }
  });

  it('serves the API documentation without a token', async () => {
    for (const url of PUBLIC_DOCS) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('refuses an anonymous call before reading or validating its body', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/courses', payload: { name: '' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Es necesario iniciar sesión' });
  });
});

describe('a route added without any guard', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    const { db } = await createTestDatabase();
    const user = await createUser({
      db,
      input: { email: 'plain@test.school', password: 'correct-horse-battery', username: 'plain', role: 'student' },
    });
    token = await createSession({ db, userId: user.id });
    app = Fastify();
    await app.register(databasePlugin, { db });
    await app.register(errorsPlugin);
    await app.register(authPlugin);
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/declared-open', { config: { public: true } }, async () => ({ open: true }));
    app.get('/outside', async () => ({ page: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/forgotten' })).statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/forgotten',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('is open only when declared public, or outside /api', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/declared-open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/outside' })).statusCode).toBe(200);
  });
});

describe('a route guarded by a policy rule, authorize(rule)', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    const { db } = await createTestDatabase();
    const user = await createUser({
      db,
      input: { email: 'ruled@test.school', password: 'correct-horse-battery', username: 'ruled', role: 'student' },
    });
    token = await createSession({ db, userId: user.id });
    app = Fastify();
    await app.register(databasePlugin, { db });
    await app.register(errorsPlugin);
    await app.register(authPlugin);
    app.get('/api/staff-only', { preHandler: authorize(role('staff')) }, async () => ({ staff: true }));
    app.get('/api/student-only', { preHandler: authorize(role('student')) }, async () => ({ student: true }));
    app.get('/api/who', async (request) => ({ keys: Object.keys(request.user ?? {}).sort() }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('lets through a user the rule accepts', async () => {
    expect((await call('/api/student-only')).json()).toEqual({ student: true });
  });

  it('answers 403 FORBIDDEN to a user the rule refuses', async () => {
    const response = await call('/api/staff-only');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: "You don't have permission to do this." });
  });

  it('answers 401 UNAUTHENTICATED without a session, before the rule', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/staff-only' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
  });

  it('gives routes and services a signed-in user without the password hash', async () => {
    expect((await call('/api/who')).json().keys).toEqual([
      'createdAt',
      'email',
      'id',
      'language',
      'role',
      'secondFactorSetupPending',
      'sessionId',
      'updatedAt',
      'username',
    ]);
  });
});
