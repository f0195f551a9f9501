import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

const EVERY_MS = 5 * 60 * 1000;
// Rows are kept an hour past their expiry, as rate-limiter-flexible's own cleanup does: app servers' clocks may differ.
const GRACE_MS = 60 * 60 * 1000;

/** Deletes sign-in counters that expired more than an hour ago; answers how many. */
export async function pruneLoginThrottle(options: { db: Database; now?: number }): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - GRACE_MS;
  const result = await options.db.delete(loginThrottle).where(lt(loginThrottle.expire, cutoff));
  return result.rowCount ?? 0;
}

/** Prunes every five minutes without keeping the process alive; call the answer to stop. */
export function startLoginThrottleCleanup(options: { db: Database; onError: (error: unknown) => void }): () => void {
  const timer = setInterval(() => {
    pruneLoginThrottle({ db: options.db }).catch(options.onError);
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
