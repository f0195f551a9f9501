import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_OTHER_BROWSER_MESSAGE } from '@contracts/sso';
import { activities, sessions, signInChallenges, ssoProviders, users } from '../../db/schema/index';
import { browserBindingCookie } from './sso-browser';
import { signInAs, type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import {
  followProvider,
  startTestIdentityProvider,
  type TestAccount,
  type TestIdentityProvider,
} from './sso.test-provider';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
let idp: TestIdentityProvider;

const PUBLIC_URL = 'http://localhost:3000';
const callbackOf = (slug: string) => `${PUBLIC_URL}/api/auth/sso/${slug}/callback`;
const SLUGS = ['escuela', 'wrong-issuer', 'alumnos', 'other'];

beforeAll(async () => {
  idp = await startTestIdentityProvider({ redirectUris: SLUGS.map(callbackOf) });
});

afterAll(async () => {
  await idp?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Asked at PUBLIC_URL's host, as a browser that reached the product by its address. */
const AT_PUBLIC_URL = { host: new URL(PUBLIC_URL).host };
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  context.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...AT_PUBLIC_URL, ...(user ? user.auth : {}) },
  });

function providerInput(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'escuela',
    display_name: 'Cuenta de la escuela',
    issuer_url: idp.issuer,
    client_id: idp.clientId,
    client_secret: idp.clientSecret,
    student_domain: '',
    enabled: true,
    ...overrides,
  };
}

async function addProvider(overrides: Record<string, unknown> = {}) {
  const response = await call(staff, 'POST', '/api/sso-providers', providerInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string };
}

/** The browser binding cookie a start set, as a Cookie header. */
function browserCookieOf(start: { headers: Record<string, unknown> }): string {
  const header = String(start.headers['set-cookie'] ?? '');
  const value = /school_sso_browser=([^;]+)/.exec(header)?.[1];
  expect(value, header).toBeTruthy();
  return `school_sso_browser=${value}`;
}

/**
 * The browser's trip: start at the product, the provider signs `account` in, back to the product's callback (by
 * default in the same browser: with the cookie the start set).
 */
async function signInThroughProvider(
  slug: string,
  account: TestAccount,
  options: { callbackCookie?: (own: string) => string | undefined } = {},
) {
  const start = await context.app.inject({ method: 'GET', url: `/api/auth/sso/${slug}/start`, headers: AT_PUBLIC_URL });
  expect(start.statusCode, start.body).toBe(302);
  const cookie = browserCookieOf(start);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.origin).toBe(new URL(idp.issuer).origin);
  idp.signInNext(account);
  const callback = await followProvider(authorization.href, idp.issuer);
  expect(`${callback.origin}${callback.pathname}`).toBe(callbackOf(slug));
  const sent = options.callbackCookie ? options.callbackCookie(cookie) : cookie;
  const answer = await context.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: sent ? { cookie: sent } : {},
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return { authorization, callback, cookie, location: answer.headers.location as string };
}

/** POST /api/auth/sso/complete from the browser holding `cookie` (none: another browser). */
const complete = (ticket: string | null, cookie?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/auth/sso/complete',
    payload: { ticket },
    headers: cookie ? { cookie } : {},
  });

const ticketOf = (location: string) => new URL(location, PUBLIC_URL).searchParams.get('ticket');

describe('identity providers (staff)', () => {
  it('is staff only: teachers and students get 403, anonymous 401', async () => {
    for (const user of [teacher, student]) {
      expect((await call(user, 'GET', '/api/sso-providers')).statusCode).toBe(403);
      expect((await call(user, 'POST', '/api/sso-providers', providerInput({ slug: 'nope' }))).statusCode).toBe(403);
      expect((await call(user, 'PUT', '/api/sso-providers/1', providerInput({ slug: 'nope' }))).statusCode).toBe(403);
      expect((await call(user, 'DELETE', '/api/sso-providers/1')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/sso-providers')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/sso-providers', providerInput({ slug: 'nope' }))).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/sso-providers/1')).statusCode).toBe(401);
  });

  it('adds, lists, changes and removes a provider; the secret is sealed and never returned; every change is logged', async () => {
    const created = await call(
      staff,
      'POST',
      '/api/sso-providers',
      providerInput({ slug: 'crud', display_name: 'CRUD' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const provider = created.json();
    expect(provider).toMatchObject({
      slug: 'crud',
      display_name: 'CRUD',
      has_client_secret: true,
      student_domain: null,
      enabled: true,
    });
    expect(created.body).not.toContain(idp.clientSecret);
    expect(created.body).not.toContain('"client_secret"');
    const [row] = await context.db.select().from(ssoProviders).where(eq(ssoProviders.id, provider.id));
    expect(row!.sealedClientSecret).not.toContain(idp.clientSecret);
    expect(context.app.secrets.open(row!.sealedClientSecret, 'sso-client-secret')).toBe(idp.clientSecret);

    const listed = await call(staff, 'GET', '/api/sso-providers');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(idp.clientSecret);
    expect(listed.json().map((item: { slug: string }) => item.slug)).toContain('crud');

    // An empty secret keeps the one stored.
    const changed = await call(
      staff,
      'PUT',
      `/api/sso-providers/${provider.id}`,
      providerInput({
        slug: 'crud',
        display_name: 'CRUD 2',
        client_secret: '',
        student_domain: 'Alumnos.Escuela.edu',
        enabled: false,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      display_name: 'CRUD 2',
      student_domain: 'alumnos.escuela.edu',
      enabled: false,
    });
    const [kept] = await context.db.select().from(ssoProviders).where(eq(ssoProviders.id, provider.id));
    expect(kept!.sealedClientSecret).toBe(row!.sealedClientSecret);
    const publicList = await call(null, 'GET', '/api/auth/sso/providers');
    expect(publicList.json().map((item: { slug: string }) => item.slug)).not.toContain('crud');

    const newSecret = await call(
      staff,
      'PUT',
      `/api/sso-providers/${provider.id}`,
      providerInput({ slug: 'crud', client_secret: 'another-secret-value' }),
    );
    expect(newSecret.statusCode).toBe(200);
    const [resealed] = await context.db.select().from(ssoProviders).where(eq(ssoProviders.id, provider.id));
    expect(context.app.secrets.open(resealed!.sealedClientSecret, 'sso-client-secret')).toBe('another-secret-value');

    expect((await call(staff, 'DELETE', `/api/sso-providers/${provider.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'DELETE', `/api/sso-providers/${provider.id}`)).json().code).toBe(
      'SSO_PROVIDER_NOT_FOUND',
    );
    expect(
      (await call(staff, 'PUT', `/api/sso-providers/${provider.id}`, providerInput({ slug: 'crud' }))).statusCode,
    ).toBe(404);

    const log = await context.db
      .select()
      .from(activities)
      .where(sql`${activities.entityType} = 'sso_provider' and ${activities.entityId} = ${provider.id}`);
    expect(log.map((entry) => entry.activity)).toEqual(
      expect.arrayContaining([
        'Added sign-in provider CRUD',
        'Changed sign-in provider CRUD 2',
        'Removed sign-in provider Cuenta de la escuela',
      ]),
    );
    expect(JSON.stringify(log)).not.toContain(idp.clientSecret);
    expect(JSON.stringify(log)).not.toContain('another-secret-value');
    expect(JSON.stringify(log)).not.toContain(row!.sealedClientSecret);
  });

  it('refuses a taken slug in any case with 409, and invalid fields with 400', async () => {
    const first = await addProvider({ slug: 'taken' });
    const again = await call(staff, 'POST', '/api/sso-providers', providerInput({ slug: 'taken' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SSO_PROVIDER_SLUG_TAKEN');
    const second = await addProvider({ slug: 'taken-2' });
    const renamed = await call(staff, 'PUT', `/api/sso-providers/${second.id}`, providerInput({ slug: 'taken' }));
    expect(renamed.json().code).toBe('SSO_PROVIDER_SLUG_TAKEN');
    // Its own slug is not a conflict.
    expect(
      (await call(staff, 'PUT', `/api/sso-providers/${first.id}`, providerInput({ slug: 'taken' }))).statusCode,
    ).toBe(200);
    // Upper case is refused by the schema; a row written in another case still conflicts.
    expect((await call(staff, 'POST', '/api/sso-providers', providerInput({ slug: 'TAKEN' }))).statusCode).toBe(400);
    await context.db.update(ssoProviders).set({ slug: 'Mixed-Case' }).where(eq(ssoProviders.id, second.id));
    expect((await call(staff, 'POST', '/api/sso-providers', providerInput({ slug: 'mixed-case' }))).statusCode).toBe(
      409,
    );

    const invalid = await call(
      staff,
      'POST',
      '/api/sso-providers',
      providerInput({
        slug: 'a',
        display_name: '',
        issuer_url: 'ftp://x',
        client_id: '',
        client_secret: '',
        student_domain: 'not a domain',
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(
      expect.arrayContaining(['slug', 'display_name', 'issuer_url', 'client_id', 'client_secret', 'student_domain']),
    );
    for (const id of [first.id, second.id]) await call(staff, 'DELETE', `/api/sso-providers/${id}`);
  });
});

describe('signing in with a provider', () => {
  let provider: { id: number; slug: string };
  let person: TestUser;

  beforeAll(async () => {
    provider = await addProvider();
    await addProvider({ slug: 'other', display_name: 'Otra' });
    person = await signInAs(context, 'teacher', { email: `ana.sso-${Date.now()}@test.school` });
  });

  it('lists the enabled providers for the login screen, without secrets', async () => {
    const response = await call(null, 'GET', '/api/auth/sso/providers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([{ slug: 'escuela', display_name: 'Cuenta de la escuela' }]),
    );
    expect(response.body).not.toMatch(/secret|client_id|issuer/);
  });

  it('redirects to the provider with PKCE, state and nonce, and keeps only the state digest', async () => {
    const start = await call(null, 'GET', '/api/auth/sso/escuela/start');
    expect(start.statusCode).toBe(302);
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf('escuela'));
    expect(url.searchParams.get('response_type')).toBe('code');
    const state = url.searchParams.get('state')!;
    expect(state.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')!.length).toBeGreaterThan(20);
    const stored = await context.db.execute(
      sql`select state_hash from sso_logins where state_hash = encode(sha256(${state}::bytea), 'hex')`,
    );
    expect(stored.rows).toHaveLength(1);
    const clear = await context.db.execute(sql`select 1 from sso_logins where state_hash = ${state}`);
    expect(clear.rows).toHaveLength(0);
  });

  it('maps the verified email to the account in any case, and the ticket gives a session that works on /api/me (once)', async () => {
    const { location, cookie } = await signInThroughProvider('escuela', {
      email: person.email.toUpperCase(),
      email_verified: true,
    });
    expect(location).toMatch(/^\/sso\/complete\?ticket=/);
    const ticket = ticketOf(location)!;
    const completed = await complete(ticket, cookie);
    expect(completed.statusCode, completed.body).toBe(200);
    // The binding has served: its cookie is removed.
    expect(String(completed.headers['set-cookie'])).toMatch(/^school_sso_browser=; Path=\/api\/auth\/sso; Max-Age=0/);
    const body = completed.json();
    expect(body.user).toMatchObject({ id: person.id, role: 'teacher' });
    // The provider's sign-in opens the session as the password does: the HttpOnly cookie too (decision 037).
    expect([completed.headers['set-cookie']].flat()).toContain(
      `session=${body.token}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`,
    );
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(person.id);
    const log = await context.db.select().from(activities).where(eq(activities.userId, person.id));
    expect(log.map((entry) => entry.activity)).toContain('Signed in with Cuenta de la escuela');

    const replay = await complete(ticket, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SIGN_IN_CHALLENGE_INVALID');
    expect((await call(null, 'POST', '/api/auth/sso/complete', { ticket: 'made-up' })).json().code).toBe(
      'SIGN_IN_CHALLENGE_INVALID',
    );
  });

  it("still asks for the product's second factor of an account that has one, and the code then signs in", async () => {
    const guarded = await signInAs(context, 'staff', { email: `totp.sso-${Date.now()}@test.school` });
    const begun = await call(guarded, 'POST', '/api/me/two-factor/totp');
    const { secret } = begun.json<{ secret: string }>();
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await call(guarded, 'POST', '/api/me/two-factor/totp/confirm', { code: await generate({ secret, epoch: now }) }))
        .statusCode,
    ).toBe(200);

    const { location, cookie } = await signInThroughProvider('escuela', { email: guarded.email, email_verified: true });
    const completed = await complete(ticketOf(location)!, cookie);
    expect(completed.statusCode).toBe(200);
    const step = completed.json();
    expect(step).toMatchObject({ second_factor_required: true, methods: ['totp'] });
    expect(step.token).toBeUndefined();
    const second = await call(null, 'POST', '/api/auth/login/second-factor', {
      challenge: step.challenge,
      code: await generate({ secret, epoch: now + 30 }),
    });
    expect(second.statusCode, second.body).toBe(200);
    const log = await context.db.select().from(activities).where(eq(activities.userId, guarded.id));
    expect(log.map((entry) => entry.activity)).toContain('Signed in with Cuenta de la escuela + authenticator code');
  });

  it('binds the sign-in to the browser: a ten-minute HttpOnly, SameSite=Lax cookie scoped to the sign-on paths, only its digest stored', async () => {
    const start = await call(null, 'GET', '/api/auth/sso/escuela/start');
    const header = String(start.headers['set-cookie']);
    expect(header).toMatch(
      /^school_sso_browser=[\w-]{40,}; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    // PUBLIC_URL is http here; https adds Secure.
    expect(browserBindingCookie({ value: 'v', publicUrl: 'https://faculty.example' })).toMatch(/; Secure$/);
    const value = /school_sso_browser=([^;]+)/.exec(header)![1]!;
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const [row] = (
      await context.db.execute(
        sql`select browser_hash from sso_logins where state_hash = encode(sha256(${state}::bytea), 'hex')`,
      )
    ).rows as Array<{ browser_hash: string }>;
    expect(row!.browser_hash).toBe(crypto.createHash('sha256').update(value).digest('hex'));
  });

  it("refuses a callback opened in another browser than the start's (login CSRF): no ticket, nobody signed in", async () => {
    const sessionsBefore = (await context.db.select().from(sessions).where(eq(sessions.userId, person.id))).length;
    const withoutCookie = await signInThroughProvider(
      'escuela',
      { email: person.email, email_verified: true },
      { callbackCookie: () => undefined },
    );
    expect(withoutCookie.location).toBe('/?sso_error=SSO_OTHER_BROWSER');
    // Another browser's own binding (it started a sign-in of its own) is no better.
    const other = browserCookieOf(await call(null, 'GET', '/api/auth/sso/escuela/start'));
    const withOther = await signInThroughProvider(
      'escuela',
      { email: person.email, email_verified: true },
      { callbackCookie: () => other },
    );
    expect(withOther.location).toBe('/?sso_error=SSO_OTHER_BROWSER');
    // The refused callback spent its request: opened again in the right browser, it is still refused.
    const again = await context.app.inject({
      method: 'GET',
      url: `${withOther.callback.pathname}${withOther.callback.search}`,
      headers: { cookie: withOther.cookie },
    });
    expect(again.headers.location).toBe('/?sso_error=SSO_FAILED');
    const tickets = await context.db
      .select()
      .from(signInChallenges)
      .where(
        and(
          eq(signInChallenges.userId, person.id),
          eq(signInChallenges.purpose, 'sso-ticket'),
          isNull(signInChallenges.usedAt),
        ),
      );
    expect(tickets).toHaveLength(0);
    expect((await context.db.select().from(sessions).where(eq(sessions.userId, person.id))).length).toBe(
      sessionsBefore,
    );
  });

  it("moves a start asked under another host name to PUBLIC_URL's, once, so the cookie is where the callback comes back", async () => {
    const elsewhere = await context.app.inject({
      method: 'GET',
      url: '/api/auth/sso/escuela/start',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe(`${PUBLIC_URL}/api/auth/sso/escuela/start?at_public_url=1`);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    // Moved once: a proxy that rewrites Host does not make a loop.
    const moved = await context.app.inject({
      method: 'GET',
      url: '/api/auth/sso/escuela/start?at_public_url=1',
      headers: { host: 'backend:3000' },
    });
    expect(new URL(moved.headers.location as string).origin).toBe(new URL(idp.issuer).origin);
    expect(String(moved.headers['set-cookie'])).toMatch(/^school_sso_browser=/);
  });

  it('refuses a ticket traded in another browser, in plain words; the ticket is spent and signs nobody in', async () => {
    const { location, cookie } = await signInThroughProvider('escuela', { email: person.email, email_verified: true });
    const ticket = ticketOf(location)!;
    const sessionsBefore = (await context.db.select().from(sessions).where(eq(sessions.userId, person.id))).length;
    const elsewhere = await complete(ticket);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ code: 'SSO_OTHER_BROWSER', message: SSO_OTHER_BROWSER_MESSAGE.message });
    const otherBrowser = browserCookieOf(await call(null, 'GET', '/api/auth/sso/escuela/start'));
    expect((await complete(ticket, otherBrowser)).statusCode).toBe(400);
    expect((await complete(ticket, cookie)).json().code).toBe('SIGN_IN_CHALLENGE_INVALID');
    expect((await context.db.select().from(sessions).where(eq(sessions.userId, person.id))).length).toBe(
      sessionsBefore,
    );
  });

  it('refuses a tampered state', async () => {
    const start = await call(null, 'GET', '/api/auth/sso/escuela/start');
    idp.signInNext({ email: person.email, email_verified: true });
    const callback = await followProvider(start.headers.location as string, idp.issuer);
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const answer = await context.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: browserCookieOf(start) },
    });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/?sso_error=SSO_FAILED');
  });

  it('refuses a replayed code and state (the second callback)', async () => {
    const first = await signInThroughProvider('escuela', { email: person.email, email_verified: true });
    expect(first.location).toMatch(/^\/sso\/complete\?ticket=/);
    const again = await context.app.inject({
      method: 'GET',
      url: `${first.callback.pathname}${first.callback.search}`,
      headers: { cookie: first.cookie },
    });
    expect(again.headers.location).toBe('/?sso_error=SSO_FAILED');
  });

  it('refuses a state issued for another provider', async () => {
    const start = await call(null, 'GET', '/api/auth/sso/escuela/start');
    idp.signInNext({ email: person.email, email_verified: true });
    const callback = await followProvider(start.headers.location as string, idp.issuer);
    const answer = await context.app.inject({
      method: 'GET',
      url: `/api/auth/sso/other/callback${callback.search}`,
      headers: { cookie: browserCookieOf(start) },
    });
    expect(answer.headers.location).toBe('/?sso_error=SSO_FAILED');
  });

  it('refuses an unverified email', async () => {
    const { location } = await signInThroughProvider('escuela', { email: person.email, email_verified: false });
    expect(location).toBe('/?sso_error=SSO_ACCOUNT_NOT_FOUND');
  });

  it('refuses an unknown email and creates no account', async () => {
    const email = `nobody-${Date.now()}@elsewhere.edu`;
    const { location } = await signInThroughProvider('escuela', { email, email_verified: true });
    expect(location).toBe('/?sso_error=SSO_ACCOUNT_NOT_FOUND');
    expect(await context.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a disabled account', async () => {
    const disabled = await signInAs(context, 'student');
    await context.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    const { location } = await signInThroughProvider('escuela', { email: disabled.email, email_verified: true });
    expect(location).toBe('/?sso_error=ACCOUNT_DISABLED');
  });

  it("creates a student account for an unknown verified email of the provider's student domain", async () => {
    await addProvider({ slug: 'alumnos', display_name: 'Alumnos', student_domain: 'alumnos.escuela.edu' });
    const email = `nuevo.${Date.now()}@Alumnos.Escuela.edu`;
    const { location, cookie } = await signInThroughProvider('alumnos', { email, email_verified: true });
    expect(location).toMatch(/^\/sso\/complete\?ticket=/);
    const completed = await complete(ticketOf(location), cookie);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().user).toMatchObject({ role: 'student', email: email.toLowerCase() });
    expect(completed.json().user.profile).not.toBeNull();
    const [created] = await context.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    const log = await context.db.select().from(activities).where(eq(activities.userId, created!.id));
    expect(log.map((entry) => entry.activity)).toContain(
      `Created student account ${created!.username} on first sign-in with Alumnos`,
    );
    // The domain of the other provider creates nothing.
    const elsewhere = await signInThroughProvider('escuela', {
      email: `otro.${Date.now()}@alumnos.escuela.edu`,
      email_verified: true,
    });
    expect(elsewhere.location).toBe('/?sso_error=SSO_ACCOUNT_NOT_FOUND');
  });

  it('refuses a provider whose discovery document names another issuer', async () => {
    await addProvider({ slug: 'wrong-issuer', display_name: 'Wrong', issuer_url: `http://127.0.0.1:${idp.port}` });
    const start = await call(null, 'GET', '/api/auth/sso/wrong-issuer/start');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/?sso_error=SSO_FAILED');
  });

  it('refuses an unknown or disabled provider', async () => {
    expect((await call(null, 'GET', '/api/auth/sso/nope/start')).headers.location).toBe(
      '/?sso_error=SSO_PROVIDER_NOT_FOUND',
    );
    await context.db.update(ssoProviders).set({ enabled: false }).where(eq(ssoProviders.slug, 'other'));
    expect((await call(null, 'GET', '/api/auth/sso/other/start')).headers.location).toBe(
      '/?sso_error=SSO_PROVIDER_NOT_FOUND',
    );
    expect(provider.slug).toBe('escuela');
  });
});
