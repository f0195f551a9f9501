import type pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';

/** The queries that look a session up (modules/auth/session.service.ts), among those sent to the pool. */
function sessionQueries(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([query]) => {
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    return typeof text === 'string' && /from "sessions"/.test(text) && /token_hash/.test(text);
  }).length;
}

describe('session lookups of many calls at once with one token', () => {
  let context: TestContext;
  let staff: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    context = await buildTestApp();
    [staff, other] = await Promise.all([signInAs(context, 'staff'), signInAs(context, 'teacher')]);
  });

  it('share one query while it runs, and each call still gets its own user', async () => {
    const pool = (context.db as typeof context.db & { $client: pg.Pool }).$client;
    const query = vi.spyOn(pool, 'query');
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => context.app.inject({ method: 'GET', url: '/api/me', headers: staff.auth })),
      );
      expect(answers.every((answer) => answer.statusCode === 200 && answer.json().id === staff.id)).toBe(true);
      expect(sessionQueries(query)).toBeLessThan(10);
    } finally {
      query.mockRestore();
    }
  });

  it('still sees a sign-out at once', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: other.auth })).statusCode).toBe(200);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other.auth })).statusCode,
    ).toBe(204);
    expect((await context.app.inject({ method: 'GET', url: '/api/me', headers: other.auth })).statusCode).toBe(401);
  });
});
