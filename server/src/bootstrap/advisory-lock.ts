import type pg from 'pg';

/** Keys of the session-level PostgreSQL advisory locks the app takes (any 64-bit numbers, unique per purpose). */
export const ADVISORY_LOCKS = {
  /** Held by one app server at a time while it migrates the schema and creates the first administrator. */
  startup: 7_305_150_001n,
} as const;

/**
 * Runs `work` while holding a session-level advisory lock on one pooled connection, so that app servers
 * sharing the database run it one after the other. The lock is released after, or with the connection if
 * this process dies.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: bigint, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key.toString()]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    // A connection whose unlock failed is closed rather than returned to the pool still holding the lock.
    client.release(broken ?? false);
  }
}
