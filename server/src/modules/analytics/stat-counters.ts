import { sql, type SQL } from 'drizzle-orm';

/**
 * One more sign-in in this week (its Monday, UTC), written with the session it opens (auth/sign-in.service.ts;
 * migration 0008 keeps the others): the statement, for the caller to run with the session's own.
 */
export function signInCount(): SQL {
  return sql`
    insert into stat_counters (metric, bucket, value)
    values ('sign_ins', to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD'), 1)
    on conflict (metric, bucket) do update set value = stat_counters.value + 1`;
}
