import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

// Rows are kept an hour past their expiry, as rate-limiter-flexible's own cleanup does: app servers' clocks may differ.
const GRACE_MS = 60 * 60 * 1000;

/** Deletes the throttle's counters that expired more than an hour ago (the job prune-throttle, every five minutes); answers how many. */
export async function pruneLoginThrottle(options: { db: Database; now?: number }): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - GRACE_MS;
  const result = await options.db.delete(loginThrottle).where(lt(loginThrottle.expire, cutoff));
  return result.rowCount ?? 0;
}
