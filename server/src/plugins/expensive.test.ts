import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../test/build-app';
import { EXPENSIVE_LIMITS, EXPENSIVE_MESSAGES, RunningCalls } from './expensive';
import { asDeclared } from '@contracts/i18n/texts';

describe('RunningCalls', () => {
  it('lets 2 calls of one person and 4 in all run at once, each ended once', () => {
    const running = new RunningCalls({ runningPerPerson: 2, runningOverall: 4 });
    const a1 = running.tryStart('a');
    const a2 = running.tryStart('a');
    expect(a1 && a2).toBeTruthy();
    expect(running.tryStart('a')).toBeUndefined();
    const b1 = running.tryStart('b');
    const c1 = running.tryStart('c');
    expect(running.tryStart('d')).toBeUndefined();
    a1!();
    a1!();
    expect(running.running).toBe(3);
    expect(running.tryStart('a')).toBeDefined();
    expect(running.tryStart('d')).toBeUndefined();
    b1!();
    c1!();
    a2!();
    expect(running.running).toBe(1);
  });
});

describe('expensive calls', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await buildTestApp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const get = (user: TestUser, url: string) => context.app.inject({ method: 'GET', url, headers: user.auth });

  it('answers 429 with Retry-After: 1 at once, without a database round trip, beyond 2 running of one person', async () => {
    const staff = await signInAs(context, 'staff');
    const take = vi.spyOn(context.app.throttle, 'take');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        get(staff, index % 2 === 0 ? '/api/staff/teachers.csv' : '/api/staff/students.csv'),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    const served = answers.filter((answer) => answer.statusCode === 200);
    expect(served.length + refused.length).toBe(40);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(20);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ code: 'RATE_LIMITED', message: EXPENSIVE_MESSAGES.busy.message });
    }
    // Only the calls let through counted against the throttle's rules (three for an export: per person, exports, overall).
    expect(take.mock.calls.length).toBe(served.length * 3);
    // Their answers sent, the calls are over: the next ones run.
    expect((await get(staff, '/api/staff/analytics')).statusCode).toBe(200);
    expect((await get(staff, '/api/audit.csv')).statusCode).toBe(200);
  });

  it(`allows ${EXPENSIVE_LIMITS.perPerson.points} a minute per person, then 429 with Retry-After, others unaffected`, async () => {
    const staff = await signInAs(context, 'staff');
    for (let call = 0; call < EXPENSIVE_LIMITS.perPerson.points; call++)
      expect((await get(staff, '/api/staff/analytics')).statusCode).toBe(200);
    const refused = await get(staff, '/api/staff/analytics');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(1);
    expect(refused.json().message).toBe(
      asDeclared(EXPENSIVE_MESSAGES.tooMany, { seconds: Number(refused.headers['retry-after']) }),
    );
    expect((await get(staff, '/api/staff/teachers.csv')).statusCode).toBe(429);
    // A page of a list is no expensive call; the whole list is.
    expect((await get(staff, '/api/staff/students?limit=10')).statusCode).toBe(200);
    expect((await get(staff, '/api/staff/students')).statusCode).toBe(429);
    expect((await get(staff, '/api/teachers')).statusCode).toBe(429);
    const other = await signInAs(context, 'staff');
    expect((await get(other, '/api/staff/analytics')).statusCode).toBe(200);
  });

  it(`allows ${EXPENSIVE_LIMITS.exportsPerPerson.points} exports per person in ${EXPENSIVE_LIMITS.exportsPerPerson.windowSeconds / 60} minutes, then 429 for exports only`, async () => {
    const staff = await signInAs(context, 'staff');
    for (let call = 0; call < EXPENSIVE_LIMITS.exportsPerPerson.points; call++) {
      expect((await get(staff, call % 2 === 0 ? '/api/staff/students.csv' : '/api/audit.csv')).statusCode).toBe(200);
    }
    const refused = await get(staff, '/api/staff/teachers.csv');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await get(staff, '/api/staff/analytics')).statusCode).toBe(200);
    expect((await get(await signInAs(context, 'staff'), '/api/staff/teachers.csv')).statusCode).toBe(200);
  });

  it('refuses a non-staff caller 403 before counting anything', async () => {
    const teacher = await signInAs(context, 'teacher');
    const take = vi.spyOn(context.app.throttle, 'take');
    expect((await get(teacher, '/api/staff/teachers.csv')).statusCode).toBe(403);
    expect(take).not.toHaveBeenCalled();
  });

  it(`allows ${EXPENSIVE_LIMITS.overall.points} a minute in all, whoever calls`, async () => {
    await context.app.throttle.take(EXPENSIVE_LIMITS.overall, 'all', EXPENSIVE_LIMITS.overall.points);
    const staff = await signInAs(context, 'staff');
    const refused = await get(staff, '/api/staff/students.csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
