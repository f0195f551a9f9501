import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Sign-in failure counters, read and written by rate-limiter-flexible's RateLimiterPostgres (decision 008).
 * The columns are the ones that library creates itself (`key`, `points`, `expire` in epoch milliseconds);
 * we create the table here so it comes from our migrations, and the library is told `tableCreated: true`.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('login_throttle_expire_idx').on(t.expire)],
);
