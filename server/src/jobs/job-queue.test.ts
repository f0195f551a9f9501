import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { createTestDatabase } from '../../test/database';
import { JOB_NAMES, JobQueue, type JobHandlers } from './job-queue';

/** A pool whose queries marking jobs done take `delayMs` longer: the window in which a stop used to end too early. */
class SlowCompletionsPool extends pg.Pool {
  /** Completions slowed: none would leave the test nothing to catch (pg-boss's SQL no longer matched). */
  slowed = 0;

  constructor(
    connectionString: string,
    private readonly delayMs: number,
  ) {
    super({ connectionString, max: 3 });
  }

  // pg's overloads make a faithful override long; the queue calls query(text, values) and awaits its promise.
  override query = (async (text: string, values?: unknown[]) => {
    if (/state\s*=\s*'completed'/i.test(text)) {
      this.slowed += 1;
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    }
    return super.query(text, values);
  }) as unknown as pg.Pool['query'];
}

describe('the job queue', () => {
  it("waits, when it stops, for a finished job's completion, so the pool can end after it", async () => {
    const handle = await createTestDatabase();
    const url = (handle.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const pool = new SlowCompletionsPool(url, 400);
    const queue = new JobQueue({ db: drizzle(pool, { schema, casing: 'snake_case' }), log: () => undefined });
    let ran!: () => void;
    const handlerRan = new Promise<void>((resolve) => (ran = resolve));
    const handlers = Object.fromEntries(
      JOB_NAMES.map((name) => [name, async () => (name === 'prune-throttle' ? ran() : undefined)]),
    ) as unknown as JobHandlers;
    await queue.start(handlers, { pollingIntervalSeconds: 0.5 });
    await queue.send('prune-throttle', {});
    await handlerRan;

    await queue.stop();
    const states = await handle.pool.query<{ state: string }>(
      `select state from pgboss.job where name = 'prune-throttle' and state <> 'created'`,
    );
    await pool.end();
    expect(pool.slowed).toBeGreaterThan(0);
    expect(states.rows.map((row) => row.state)).toContain('completed');
  });
});
