import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectDatabase, type Database } from '../../db/client';
import { createLocalStorage } from '../../storage/file-storage';
import { buildTestApp, signInAs, TEST_KEY, type TestContext } from '../../../test/build-app';
import { Throttle } from '../../lib/throttle';
import { LoginThrottle, type SignInSubject } from './login-throttle';

// These run with the production numbers (10 per account+address, 50 per account, 100 per address).
let context: TestContext;
beforeAll(async () => {
  context = await buildTestApp();
});

const THROTTLED = 'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo en 15 minuto(s).';

const login = (email: string, password: string, remoteAddress: string, app: FastifyInstance = context.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function statusesOf(count: number, attempt: () => ReturnType<typeof login>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await attempt()).statusCode);
  return statuses;
}

/** Failures recorded through the throttle itself: the same rows, without spending argon2 time on each. */
async function recordFailures(subjects: SignInSubject[]): Promise<void> {
  const throttle = new LoginThrottle({ throttle: new Throttle({ db: context.db }) });
  for (const subject of subjects) {
    const admission = await throttle.admit(subject);
    if (admission.refused) throw new Error(`seeding was refused for ${subject.email} from ${subject.address}`);
    await admission.attempt.failed();
  }
}

const unknownEmails = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}@nowhere.test`);

describe('sign-in throttle', () => {
  it('refuses an account at one address after 10 failures, for 15 minutes, with Retry-After', async () => {
    const teacher = await signInAs(context, 'teacher');
    expect(await statusesOf(10, () => login(teacher.email, 'wrong', '10.10.0.1'))).toEqual(Array(10).fill(401));
    const refused = await login(teacher.email, teacher.password, '10.10.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: THROTTLED });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts unknown emails like known ones', async () => {
    const statuses = await statusesOf(11, () => login('no-such-person@test.school', 'wrong', '10.11.0.1'));
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const refused = await login('no-such-person@test.school', 'wrong', '10.11.0.1');
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: THROTTLED });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never stops another account at the same address, and counts refused attempts toward nothing', async () => {
    const [guessed, colleague, late] = [
      await signInAs(context, 'student'),
      await signInAs(context, 'staff'),
      await signInAs(context, 'teacher'),
    ];
    const statuses = await statusesOf(100, () => login(guessed.email, 'wrong', '10.12.0.1'));
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(90).fill(429)]);
    expect((await login(colleague.email, colleague.password, '10.12.0.1')).statusCode).toBe(200);

    // The 100 attempts left 10 failures on the address: 89 more and one through the route make its 100.
    await recordFailures(unknownEmails('spray-a', 89).map((email) => ({ email, address: '10.12.0.1' })));
    expect((await login('one-more@nowhere.test', 'wrong', '10.12.0.1')).statusCode).toBe(401);
    const refused = await login(late.email, late.password, '10.12.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect((await login(late.email, late.password, '10.12.0.2')).statusCode).toBe(200);
  });

  it('slows a guesser of one account whatever their address: 50 failures in an hour', async () => {
    const [target, other] = [await signInAs(context, 'teacher'), await signInAs(context, 'student')];
    await recordFailures(
      Array.from({ length: 49 }, (_, index) => ({ email: target.email, address: `10.13.0.${index}` })),
    );
    expect((await login(target.email, 'wrong', '10.13.1.1')).statusCode).toBe(401);
    const refused = await login(target.email, target.password, '10.13.2.2');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60 * 60 - 120);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(refused.json().message).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo en 60 minuto(s).',
    );
    expect((await login(other.email, other.password, '10.13.2.2')).statusCode).toBe(200);
  });

  it("starts the account+address count again after a success, but not the address's", async () => {
    const [person, neighbour] = [await signInAs(context, 'student'), await signInAs(context, 'student')];
    expect(await statusesOf(9, () => login(person.email, 'wrong', '10.14.0.1'))).toEqual(Array(9).fill(401));
    expect((await login(person.email, person.password, '10.14.0.1')).statusCode).toBe(200);
    const statuses = await statusesOf(11, () => login(person.email, 'wrong', '10.14.0.1'));
    expect(statuses).toEqual([...Array(10).fill(401), 429]);

    // The address kept all 19 failures (the success itself is not one): 81 more make its 100.
    await recordFailures(unknownEmails('spray-b', 81).map((email) => ({ email, address: '10.14.0.1' })));
    expect((await login(neighbour.email, neighbour.password, '10.14.0.1')).statusCode).toBe(429);
  });

  describe('across app instances on one database', () => {
    const opened: { app: FastifyInstance; pool?: pg.Pool }[] = [];
    afterAll(async () => {
      for (const { app, pool } of opened) {
        await app.close();
        await pool?.end();
      }
    });

    async function startServer(db: Database): Promise<FastifyInstance> {
      const app = await buildApp({
        db,
        storage: createLocalStorage({ root: context.filesDir, key: TEST_KEY }),
        webDistDir: '/nonexistent',
      });
      await app.ready();
      return app;
    }

    it('keeps the counts across a restart and shares them between two servers', async () => {
      const teacher = await signInAs(context, 'teacher');
      const before = await startServer(context.db);
      expect(await statusesOf(4, () => login(teacher.email, 'wrong', '10.15.0.1', before))).toEqual(Array(4).fill(401));
      await before.close(); // a restart: nothing of it stays in memory

      const { connectionString } = (context.db as Database & { $client: pg.Pool }).$client.options;
      const other = connectDatabase(connectionString ?? '', 2); // a second server, with connections of its own
      const second = await startServer(other.db);
      opened.push({ app: second, pool: other.pool });

      expect(await statusesOf(3, () => login(teacher.email, 'wrong', '10.15.0.1', second))).toEqual(Array(3).fill(401));
      expect(await statusesOf(3, () => login(teacher.email, 'wrong', '10.15.0.1'))).toEqual(Array(3).fill(401));
      expect((await login(teacher.email, teacher.password, '10.15.0.1', second)).statusCode).toBe(429);
      expect((await login(teacher.email, teacher.password, '10.15.0.1')).statusCode).toBe(429);
    });
  });
});
