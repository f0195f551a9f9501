import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/index';
import { createSession, hashToken, pruneSessions, SESSION_TTL_MS } from '../modules/auth/session.service';
import { createUser } from '../modules/users/user.service';
import { createTestDatabase } from '../../test/database';
import { scheduleCleanup } from './session-cleanup';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('pruneSessions', () => {
  let db: Database;
  let userId: number;

  beforeAll(async () => {
    ({ db } = await createTestDatabase());
    const user = await createUser({ db, input: { email: 'sessions@test.school', password: 'correct-horse-battery', username: 'sessions', role: 'staff' } });
    userId = user.id;
  });

  /** A session that expires `expiresInMs` from now (negative: in the past), revoked `revokedAgoMs` ago if given. */
  async function session(expiresInMs: number, revokedAgoMs?: number): Promise<number> {
    const token = await createSession({ db, userId, now: new Date(Date.now() + expiresInMs - SESSION_TTL_MS) });
    const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) throw new Error('session not written');
    if (revokedAgoMs !== undefined) await db.update(sessions).set({ revokedAt: new Date(Date.now() - revokedAgoMs) }).where(eq(sessions.id, row.id));
    return row.id;
  }

  it('deletes only the sessions expired or revoked more than a day ago', async () => {
    const kept = [await session(DAY), await session(-HOUR), await session(DAY, HOUR)];
    const gone = [await session(-2 * DAY), await session(DAY, 2 * DAY), await session(-3 * DAY, 3 * DAY)];

    expect(await pruneSessions({ db })).toBe(gone.length);

    const left = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [...kept, ...gone]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(kept.sort((a, b) => a - b));
  });
});

describe('scheduleCleanup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a minute after start, then every hour, until stopped', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 0);
    const stop = scheduleCleanup({ run, onError: () => undefined });

    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('hands a failure to onError and keeps its schedule', async () => {
    vi.useFakeTimers();
    const failure = new Error('database away');
    const run = vi.fn(async () => {
      throw failure;
    });
    const onError = vi.fn();
    const stop = scheduleCleanup({ run, onError, firstRunMs: 10, everyMs: 100 });

    await vi.advanceTimersByTimeAsync(110);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(failure);
    stop();
  });

  it('stops before its first run', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => 0);
    scheduleCleanup({ run, onError: () => undefined })();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(run).not.toHaveBeenCalled();
  });
});
