import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** One more sign-in in this week (its Monday, UTC), in the sign-in's transaction (migration 0008 keeps the others). */
export async function countSignIn(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into stat_counters (metric, bucket, value)
    values ('sign_ins', to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD'), 1)
    on conflict (metric, bucket) do update set value = stat_counters.value + 1`);
}
