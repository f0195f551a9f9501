import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';
import { createTestDatabase } from '../../../test/database';
import { Throttle } from '../../lib/throttle';
import { LoginThrottle, type Admission } from './login-throttle';
import { pruneLoginThrottle } from './login-throttle-cleanup';
import type { SignInLimits } from './sign-in-limits';

// Small numbers keep these fast; sign-in-throttle.test.ts runs the production ones through the route.
const SMALL: SignInLimits = {
  accountAndAddress: { points: 3, windowSeconds: 600, blockSeconds: 60 },
  account: { points: 5, windowSeconds: 600 },
  address: { points: 8, windowSeconds: 600 },
};

let db: Database;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function fail(throttle: LoginThrottle, email: string, address: string): Promise<Admission> {
  const admission = await throttle.admit({ email, address });
  if (!admission.refused) await admission.attempt.failed();
  return admission;
}

describe('LoginThrottle', () => {
  it('lets no more parallel attempts through than the limit, and counts the refused ones toward nothing', async () => {
    const throttle = new LoginThrottle({ throttle: new Throttle({ db }), limits: SMALL });
    const admissions = await Promise.all(
      Array.from({ length: 20 }, () => throttle.admit({ email: 'rush@test.school', address: '10.20.0.1' })),
    );
    const admitted = admissions.filter((admission) => !admission.refused);
    expect(admitted).toHaveLength(3);
    await Promise.all(admitted.map((admission) => admission.attempt.failed()));

    // The account has its 3 failures, not 20: two more from elsewhere, then it is refused.
    expect((await fail(throttle, 'rush@test.school', '10.20.0.2')).refused).toBe(false);
    expect((await fail(throttle, 'rush@test.school', '10.20.0.3')).refused).toBe(false);
    expect((await fail(throttle, 'rush@test.school', '10.20.0.4')).refused).toBe(true);
  });

  it('is the same for an email written in other case or with spaces', async () => {
    const throttle = new LoginThrottle({ throttle: new Throttle({ db }), limits: SMALL });
    for (const email of ['Case@Test.School', ' case@test.school', 'CASE@TEST.SCHOOL '])
      await fail(throttle, email, '10.21.0.1');
    expect((await throttle.admit({ email: 'case@test.school', address: '10.21.0.1' })).refused).toBe(true);
  });

  it('keeps the pair blocked for blockSeconds after its last allowed failure', async () => {
    const throttle = new LoginThrottle({ throttle: new Throttle({ db }), limits: SMALL });
    for (let index = 0; index < 3; index++) await fail(throttle, 'block@test.school', '10.22.0.1');
    const refused = await throttle.admit({ email: 'block@test.school', address: '10.22.0.1' });
    expect(refused).toMatchObject({ refused: true });
    expect(refused.refused && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.refused && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('answers the longest wait when more than one limit is reached', async () => {
    const throttle = new LoginThrottle({ throttle: new Throttle({ db }), limits: SMALL });
    for (let index = 0; index < 3; index++) await fail(throttle, 'both@test.school', '10.23.0.1');
    for (let index = 0; index < 2; index++) await fail(throttle, 'both@test.school', '10.23.0.2');
    // The pair is blocked for 60 s, the account's window of 600 s is full: the account's wait is the one to tell.
    const refused = await throttle.admit({ email: 'both@test.school', address: '10.23.0.1' });
    expect(refused.refused && refused.retryAfterSeconds).toBeGreaterThan(550);
  });
});

describe('pruneLoginThrottle', () => {
  it('deletes counters expired over an hour ago and keeps the others', async () => {
    const now = Date.now();
    await db.insert(loginThrottle).values([
      { key: 'prune:old', points: 3, expire: now - 2 * 60 * 60 * 1000 },
      { key: 'prune:recent', points: 3, expire: now - 10 * 60 * 1000 },
      { key: 'prune:live', points: 3, expire: now + 10 * 60 * 1000 },
    ]);
    expect(await pruneLoginThrottle({ db, now })).toBe(1);
    const keys = (await db.select({ key: loginThrottle.key }).from(loginThrottle)).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['prune:recent', 'prune:live']));
    expect(keys).not.toContain('prune:old');
  });
});
