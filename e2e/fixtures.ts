import { expect, test as base, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { Role } from '../contracts/roles';
import { E2E_ADMIN } from '../playwright.config';

export { browserSessionCookies } from '../scripts/bench/browser-session';

export interface Account {
  email: string;
  password: string;
  role: Role;
}

let sequence = 0;

/** Unique across the run: spec files run in parallel workers, each with its own `sequence`. */
function uniqueSuffix(): string {
  sequence += 1;
  return `${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}n${sequence}`;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  return (await login.json()).token as string;
}

/** The first staff administrator's bearer header, for set-up calls through the API. */
export async function staffHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await staffToken(request)}` };
}

/** Creates a teacher with a full profile row through the staff API; answers its account, name and id. */
export async function createTeacher(
  request: APIRequestContext,
  fullName: string,
): Promise<Account & { id: number; fullName: string }> {
  const token = await staffToken(request);
  const suffix = uniqueSuffix();
  const account: Account = { email: `teacher-${suffix}@school.test`, password: `pw-${suffix}-secret`, role: 'teacher' };
  const created = await request.post('/api/staff/teachers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      full_name: fullName,
      email: account.email,
      password: account.password,
      expertise_areas: ['matte_painting'],
    },
  });
  expect(created.status()).toBe(201);
  return { ...account, id: (await created.json()).id as number, fullName };
}

/** Creates an account through the real API, signed in as the first staff administrator. */
export async function createAccount(request: APIRequestContext, role: Account['role']): Promise<Account> {
  const token = await staffToken(request);
  const suffix = uniqueSuffix();
  const account: Account = { email: `${role}-${suffix}@school.test`, password: `pw-${suffix}-secret`, role };
  const created = await request.post('/api/auth/register', {
    headers: { authorization: `Bearer ${token}` },
    data: { username: `${role}-${suffix}`, email: account.email, password: account.password, role },
  });
  expect(created.status()).toBe(201);
  return account;
}

/**
 * Sends a set-up call again while the server answers that it is busy (429 or 503 with `Retry-After`), as a careful
 * client does: its limits on heavy work at once per person are reached when parallel workers set up their schools as
 * the same staff member.
 */
export async function whenFree(send: () => Promise<APIResponse>, tries = 20): Promise<APIResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    const wait = Number(answer.headers()['retry-after']);
    if (![429, 503].includes(answer.status()) || !Number.isFinite(wait) || attempt >= tries) return answer;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 0.1), 5) * 1000));
  }
}

export const STAFF: Account = { ...E2E_ADMIN, role: 'staff' };

/**
 * Signs in through the API (decision 037), as every test does but those of signing in: POST /api/auth/login from
 * the page's own context, whose answer leaves the session cookie in the browser, then `path` opened signed in (the
 * role's home from '/'), in `options.language` when given (kept on the account). `path` may be absolute (another host name of the app: its cookie is that host's). Resolves
 * once the page came with the server's answer to who is signed in and start-up has taken it.
 */
export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  path = '/',
  options: { language?: 'es' | 'en' } = {},
): Promise<void> {
  const origin = /^https?:\/\//.test(path) ? new URL(path).origin : '';
  const login = await page.request.post(`${origin}/api/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  expect(await login.json()).toHaveProperty('token');
  // An account speaks the school's language (Spanish) until its owner chooses another (decision 040).
  if (options.language) {
    const chosen = await page.request.put(`${origin}/api/me/language`, {
      data: { language: options.language },
      // A change of state is taken from the product's own origin only (decision 037).
      headers: { origin: new URL(login.url()).origin },
    });
    expect(chosen.status(), await chosen.text()).toBe(204);
  }
  const opened = await page.goto(path);
  // The server answered GET /api/me into the page for the session's cookie (decision 039), and start-up took it.
  expect(await opened?.text()).toContain('<script type="application/json" id="first-data">');
  await expect(page.locator('#first-data')).toHaveCount(0, { timeout: 20_000 });
}

/** Signs in through the login screen, as a person does: for the tests of signing in. */
export async function signInWithForm(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  path = '/',
): Promise<void> {
  await page.goto(path);
  // In the browser's language (playwright.config.ts; a test may ask for the other).
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(account.email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(account.password);
  await page.getByRole('button', { name: /^(Connect|Conectar)$/ }).click();
  // An argon2 hash and the first screen's queries: on a loaded 2-core machine this took over the default 7 s.
  await expect(page.getByText(/^(Login successful|Sesión iniciada)$/)).toBeVisible({ timeout: 20_000 });
}

export const test = base;
export { expect };
