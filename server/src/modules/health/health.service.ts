import pg from 'pg';
import type { Database } from '../../db/client';

/** How long the check waits for PostgreSQL, to connect and to answer: a probe wants a prompt answer either way. */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * The health check's own connection to the app's database (a pool of one, made from the main pool's settings):
 * a probe never waits behind the requests that hold the main pool, so a busy server still answers it, while a
 * PostgreSQL that is down or stuck still fails it within HEALTH_TIMEOUT_MS. The connection is kept between probes.
 */
export function healthPool(db: Database): pg.Pool {
  const main = (db as Database & { $client?: unknown }).$client;
  if (!(main instanceof pg.Pool)) throw new Error('The health check needs the database on a pg pool');
  const pool = new pg.Pool({
    ...main.options,
    max: 1,
    connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
    query_timeout: HEALTH_TIMEOUT_MS,
    idleTimeoutMillis: 60_000,
    allowExitOnIdle: true,
  });
  // A kept connection PostgreSQL closed (a restart) is dropped by the pool; the next probe opens another.
  pool.on('error', () => undefined);
  return pool;
}

/** One round trip to the database on the health check's own connection; throws when it cannot answer in time. */
export async function checkDatabase(options: { pool: pg.Pool }): Promise<void> {
  await options.pool.query('select 1');
}
