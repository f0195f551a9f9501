import { getTableName } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginThrottle } from '../db/schema/index';
import { IDEAS_RULE } from '../modules/ideas/idea.service';
import { RESET_GLOBAL_KEY, RESET_GLOBAL_RULE } from '../modules/password-reset/password-reset.service';
import { SIGN_IN_LIMITS } from '../modules/auth/sign-in-limits';
import { EXPENSIVE_LIMITS } from '../plugins/expensive';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';

/**
 * A caller already refused by a limit is refused from this process's memory until the window ends: no round
 * trip to the throttle's table, whichever rule refuses it (sign-in, password reset, expensive calls, ideas), while
 * another server on the same database still sees the counts.
 */

const THROTTLE_TABLE = getTableName(loginThrottle);
const FLOOD = 40;

let context: TestContext;
let pool: pg.Pool;

beforeAll(async () => {
  context = await buildTestApp();
  pool = (context.db as typeof context.db & { $client: pg.Pool }).$client;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the queries on the throttle's table while `run` runs. */
async function throttleQueriesDuring(run: () => Promise<void>): Promise<number> {
  let count = 0;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  vi.spyOn(pool, 'query').mockImplementation(((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text?.includes(THROTTLE_TABLE)) count += 1;
    return query(...args);
  }) as typeof pool.query);
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return count;
}

const signIn = (app: TestContext['app'], email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('a caller already refused', () => {
  it('is refused sign-in from memory: no throttle query; another server still refuses from the shared counts', async () => {
    const person = await signInAs(context, 'teacher');
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountAndAddress.points; attempt++)
      expect((await signIn(context.app, person.email, 'not-the-password')).statusCode).toBe(401);
    // The first refusal is asked of PostgreSQL; the flood after it is not.
    expect((await signIn(context.app, person.email, person.password)).statusCode).toBe(429);
    const queries = await throttleQueriesDuring(async () => {
      const answers = await Promise.all(
        Array.from({ length: FLOOD }, () => signIn(context.app, person.email, person.password)),
      );
      expect(answers.every((answer) => answer.statusCode === 429)).toBe(true);
      expect(Number(answers[0]!.headers['retry-after'])).toBeGreaterThan(60);
    });
    expect(queries).toBe(0);
    // A second server on the same database has remembered nothing, and refuses from the counts.
    const second = await buildTestApp({ db: context.db });
    expect((await signIn(second.app, person.email, person.password)).statusCode).toBe(429);
  });

  it('is refused a password reset from memory once the overall limit is reached', async () => {
    await context.app.throttle.take(RESET_GLOBAL_RULE, RESET_GLOBAL_KEY, RESET_GLOBAL_RULE.points);
    const ask = () =>
      context.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'ana@school.test' } });
    expect((await ask()).statusCode).toBe(429);
    const queries = await throttleQueriesDuring(async () => {
      const answers = await Promise.all(Array.from({ length: FLOOD }, ask));
      expect(answers.every((answer) => answer.statusCode === 429)).toBe(true);
    });
    expect(queries).toBe(0);
  });

  it('is refused an expensive call from memory, per person and overall, without counting the steps before', async () => {
    const [first, second] = await Promise.all([signInAs(context, 'staff'), signInAs(context, 'staff')]);
    const analytics = (person: TestUser) =>
      context.app.inject({ method: 'GET', url: '/api/staff/analytics', headers: person.auth });
    await context.app.throttle.take(EXPENSIVE_LIMITS.perPerson, String(first.id), EXPENSIVE_LIMITS.perPerson.points);
    expect((await analytics(first)).statusCode).toBe(429);
    expect(
      await throttleQueriesDuring(async () => {
        for (let call = 0; call < FLOOD; call++) expect((await analytics(first)).statusCode).toBe(429);
      }),
    ).toBe(0);
    // Everyone's limit reached: the first refusal is asked, then nobody's call counts against their own limit.
    await context.app.throttle.take(EXPENSIVE_LIMITS.overall, 'all', EXPENSIVE_LIMITS.overall.points);
    expect((await analytics(second)).statusCode).toBe(429);
    expect(
      await throttleQueriesDuring(async () => {
        for (let call = 0; call < FLOOD; call++) expect((await analytics(second)).statusCode).toBe(429);
      }),
    ).toBe(0);
  });

  it('is refused an idea from memory', async () => {
    const person = await signInAs(context, 'teacher');
    await context.app.throttle.take(IDEAS_RULE, String(person.id), IDEAS_RULE.points);
    const post = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/ideas',
        payload: { content: 'Una idea más para la escuela' },
        headers: person.auth,
      });
    expect((await post()).statusCode).toBe(429);
    expect(
      await throttleQueriesDuring(async () => {
        for (let call = 0; call < FLOOD; call++) expect((await post()).statusCode).toBe(429);
      }),
    ).toBe(0);
  });
});
