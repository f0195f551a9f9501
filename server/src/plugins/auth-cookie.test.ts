import { count } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import type { Role } from '@contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { createUser } from '../modules/users/user.service';
import { createDefaultProfile } from '../modules/users/profile.service';

const OWN_ORIGIN = 'http://localhost:3000';
const fromOwnPage = { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' };
const fromEvil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

/** The `Set-Cookie` lines of an answer. */
function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : [header as string | string[]].flat();
}

/** Signs a new user of `role` in through the login route, as a browser: its session cookie. */
async function cookieOf(
  context: TestContext,
  role: Role,
): Promise<{ user: TestUser; cookie: string; body: { token: string } }> {
  const user = await signInAs(context, role);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: fromOwnPage,
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = setCookies(response).find((line) => line.startsWith('session='));
  expect(session).toBeDefined();
  return { user, cookie: session!.split(';')[0]!, body: response.json<{ token: string }>() };
}

describe('the session cookie', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await buildTestApp();
  });

  it('is set by a password sign-in, HttpOnly, SameSite=Lax, on the whole site, with a page-readable hint', async () => {
    const { cookie, body } = await cookieOf(context, 'teacher');
    expect(cookie).toBe(`session=${body.token}`);
    const user = await signInAs(context, 'student');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const [session, hint] = setCookies(response);
    expect(session).toMatch(/^session=[\w-]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    expect(hint).toBe('signed-in=1; Path=/; Max-Age=604800; SameSite=Lax');
  });

  it('is not set by a refused sign-in', async () => {
    const user = await signInAs(context, 'student');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(setCookies(response)).toEqual([]);
  });

  it('signs the request in, and a bearer token comes first', async () => {
    const { user, cookie } = await cookieOf(context, 'teacher');
    const me = await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ id: number }>().id).toBe(user.id);
    const other = await signInAs(context, 'student');
    const both = await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie, ...other.auth } });
    expect(both.json<{ id: number }>().id).toBe(other.id);
  });

  it('is refused for a change from another site, and nothing changes; the own origin and a bearer token pass', async () => {
    const { cookie, user } = await cookieOf(context, 'staff');
    const courseCount = async () => (await context.db.select({ value: count() }).from(courses))[0]!.value;
    const before = await courseCount();
    const post = (code: string, headers: Record<string, string>) =>
      context.app.inject({
        method: 'POST',
        url: '/api/courses',
        headers,
        payload: { name: `Curso ${code}`, course_code: code, duration_type: ['semestral'] },
      });

    const crossSite = await post('EVIL-1', { cookie, ...fromEvil });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Solicitud rechazada: no procede de esta aplicación.',
    });
    expect((await post('EVIL-2', { cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('EVIL-3', { cookie, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post('EVIL-4', { cookie, origin: 'null' })).statusCode).toBe(403);
    // No Origin and no Sec-Fetch-Site: not a browser's request, so not one of the product's pages either.
    expect((await post('EVIL-5', { cookie })).statusCode).toBe(403);
    expect(await courseCount()).toBe(before);

    expect((await post('OWN-1', { cookie, ...fromOwnPage })).statusCode).toBe(201);
    // The address the request was sent to is its own origin too (the app opened at 127.0.0.1 rather than localhost).
    expect((await post('OWN-2', { cookie, host: '127.0.0.1:4321', origin: 'http://127.0.0.1:4321' })).statusCode).toBe(
      201,
    );
    expect((await post('BEARER-1', { ...user.auth, ...fromEvil })).statusCode).toBe(201);
    expect(await courseCount()).toBe(before + 3);
  });

  it('does not refuse a public route for the cookie it carries: signing in again from a client that kept one', async () => {
    const { cookie } = await cookieOf(context, 'teacher');
    const other = await signInAs(context, 'student');
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { email: other.email, password: other.password },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(setCookies(again)[0]).toMatch(/^session=/);
  });

  it('leaves reads from another site to SameSite and the policies: a GET is not refused by the origin check', async () => {
    const { cookie } = await cookieOf(context, 'staff');
    const response = await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie, ...fromEvil } });
    expect(response.statusCode).toBe(200);
  });

  it('is cleared at sign-out, and a cookie whose session has ended signs nobody in and is cleared', async () => {
    const { cookie } = await cookieOf(context, 'teacher');
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...fromEvil },
    });
    expect(refused.statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const out = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, ...fromOwnPage },
    });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out)).toEqual([
      'session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      'signed-in=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    const after = await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(setCookies(after)).toContain('session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('is ended with the other sessions when the password changes', async () => {
    const { cookie, user } = await cookieOf(context, 'student');
    const changed = await context.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: user.auth,
      payload: { current_password: user.password, new_password: 'another-horse-battery-staple' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('the session cookie behind https', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await buildTestApp({ accounts: { publicUrl: 'https://escuela.example/faculty' } });
  });

  it('is Secure under a __Host- name, and a change must come from https://escuela.example', async () => {
    const user = await context.db.transaction(async (tx) => {
      const created = await createUser({
        db: tx,
        input: {
          email: 'https@test.school',
          password: 'correct-horse-battery',
          username: 'https-staff',
          role: 'staff',
        },
      });
      await createDefaultProfile({ db: tx, user: created });
      return created;
    });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'correct-horse-battery' },
    });
    const [session, hint] = setCookies(response);
    expect(session).toMatch(/^__Host-session=[\w-]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/);
    expect(hint).toBe('__Host-signed-in=1; Path=/; Max-Age=604800; SameSite=Lax; Secure');
    const cookie = session!.split(';')[0]!;
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    // The plain name is not the session behind https.
    const plain = cookie.replace('__Host-session', 'session');
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: plain } })).statusCode).toBe(
      401,
    );
    const logout = (origin: string) =>
      context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin } });
    expect((await logout('http://escuela.example')).statusCode).toBe(403);
    expect((await logout('https://escuela.example')).statusCode).toBe(204);
  });
});

type OpenApiDocument = { paths: Record<string, Partial<Record<string, { security?: unknown[] }>>> };

describe('every signed-in /api route, called with the session cookie', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await buildTestApp();
  });

  it('answers each role as it answers the same role with a bearer token', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
        const operation = operations[method];
        // Signed-in routes only; sign-out would end the session the walk goes on with.
        if (!operation || operation.security?.length === 0 || path === '/api/auth/logout') return [];
        // An id nobody has: the walk reaches each route's guards and never changes a real row.
        return [{ method: method.toUpperCase() as HTTPMethods, url: path.replace(/\{[^}]+\}/g, '999999') }];
      }),
    );
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let refusals = 0;
    for (const role of ['staff', 'teacher', 'student'] as const) {
      const { cookie, body } = await cookieOf(context, role);
      for (const route of routes) {
        const withCookie = await context.app.inject({ ...route, headers: { cookie, ...fromOwnPage } });
        const withBearer = await context.app.inject({
          ...route,
          headers: { authorization: `Bearer ${body.token}`, ...fromOwnPage },
        });
        if (withCookie.statusCode === 403) refusals += 1;
        if (withCookie.statusCode !== withBearer.statusCode)
          wrong.push(
            `${role} ${route.method} ${route.url}: cookie ${withCookie.statusCode}, bearer ${withBearer.statusCode}`,
          );
        if (withCookie.statusCode === 401) wrong.push(`${role} ${route.method} ${route.url}: 401 with the cookie`);
      }
    }
    expect(wrong).toEqual([]);
    // The policies did refuse some calls (teachers and students are not staff): the walk reached them.
    expect(refusals).toBeGreaterThan(20);
  });
});
