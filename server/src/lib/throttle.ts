import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema/index';
import type { Text, TextValues } from '@contracts/i18n/texts';
import { AppError } from './app-error';

/** `points` within `windowSeconds` (counted from the first of them); then refused until the window ends. */
export interface ThrottleRule {
  /** Unique among rules: the prefix of its keys in the shared table. */
  name: string;
  points: number;
  windowSeconds: number;
  /**
   * Refusals remembered in this process until the window ends (default): a flood on one key costs no database
   * round trip. Off for rules whose points are given back (LoginThrottle), where a remembered refusal would be stale.
   */
  remembersRefusals?: boolean;
}

export type ThrottleOutcome = { allowed: true; consumed: number } | { allowed: false; retryAfterSeconds: number };

/**
 * The product's one throttle (decision 018): every limit — sign-in, the second step, password reset and set-password,
 * ideas, exports and other expensive calls — is a named rule counted by rate-limiter-flexible in PostgreSQL
 * (`login_throttle`), so every app server and every restart sees the same counts.
 */
export class Throttle {
  private readonly pool: pg.Pool;
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(options: { db: Database }) {
    this.pool = countersPool(poolOf(options.db));
  }

  /** Closes the counters' own connections (the app's pool is closed by the database plugin). */
  async close(): Promise<void> {
    await this.pool.end();
  }

  /** The rule's limiter, made once (LoginThrottle composes its own steps on these). */
  limiter(rule: ThrottleRule): RateLimiterPostgres {
    const id = `${rule.name}:${rule.points}:${rule.windowSeconds}:${rule.remembersRefusals !== false}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.pool,
        storeType: 'pool',
        tableName: getTableName(loginThrottle),
        tableCreated: true,
        // Expired rows are removed by the scheduled prune job (pruneThrottle).
        clearExpiredByTimeout: false,
        keyPrefix: rule.name,
        points: rule.points,
        duration: rule.windowSeconds,
        ...(rule.remembersRefusals === false ? {} : { inMemoryBlockOnConsumed: rule.points + 1 }),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Counts `points` (1 by default) against `key`; refused once the rule's points are spent. */
  async take(rule: ThrottleRule, key: string, points = 1): Promise<ThrottleOutcome> {
    try {
      const res = await this.limiter(rule).consume(key, points);
      return { allowed: true, consumed: res.consumedPoints };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: secondsBeforeNext(error) };
      throw error;
    }
  }

  /**
   * The seconds `key` is still refused by `rule` as this process remembers it (a refusal answered here, its window
   * not over), or 0: known without a database round trip. Always 0 for a rule that remembers no refusal.
   */
  refusedInMemory(rule: ThrottleRule, key: string): number {
    if (rule.remembersRefusals === false) return 0;
    const limiter = this.limiter(rule) as RateLimiterPostgres & RememberedRefusals;
    const ms = limiter.getInMemoryBlockMsBeforeExpire(limiter.getKey(key));
    return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
  }

  /**
   * Counts one point against each step's rule in order, refused at the first that refuses. But first, a caller
   * already refused by any of the steps, as this process remembers it, is refused from memory: no round trip, not
   * even for the steps before the refusing one (a flood refused by an overall rule would otherwise still count
   * each call against its per-person rule in PostgreSQL).
   */
  async takeEachOrRefuse(steps: readonly { rule: ThrottleRule; key: string }[], message: Text): Promise<void> {
    this.refuseFromMemory(steps, message);
    for (const step of steps) await this.takeOrRefuse(step.rule, step.key, message);
  }

  /** Throws the refusal of the first step this process remembers refusing (`refusedInMemory`); no round trip. */
  refuseFromMemory(steps: readonly { rule: ThrottleRule; key: string }[], message: Text): void {
    for (const step of steps) {
      const seconds = this.refusedInMemory(step.rule, step.key);
      if (seconds > 0) throw new ThrottledError(message, seconds);
    }
  }

  /** Like `take`, but a refusal is thrown: 429 RATE_LIMITED with `message` and `Retry-After`. */
  async takeOrRefuse(rule: ThrottleRule, key: string, message: Text, values?: TextValues): Promise<void> {
    const outcome = await this.take(rule, key);
    if (!outcome.allowed) throw new ThrottledError(message, outcome.retryAfterSeconds, values);
  }

  /** Gives one point back (an attempt that turned out not to count). */
  async giveBack(rule: ThrottleRule, key: string): Promise<void> {
    await this.limiter(rule).reward(key, 1);
  }
}

/** rate-limiter-flexible's memory of refusals (`inMemoryBlockOnConsumed`): public in its code, not in its types. */
interface RememberedRefusals {
  getInMemoryBlockMsBeforeExpire(limiterKey: string): number;
}

/**
 * A 429 RATE_LIMITED answered with `Retry-After`; the message may name the wait as `{seconds}` or `{minutes}`
 * (rounded up).
 */
export class ThrottledError extends AppError {
  constructor(
    message: Text,
    readonly retryAfterSeconds: number,
    values?: TextValues,
  ) {
    super(
      'RATE_LIMITED',
      message,
      { 'Retry-After': String(retryAfterSeconds) },
      {
        ...values,
        seconds: retryAfterSeconds,
        minutes: Math.ceil(retryAfterSeconds / 60),
      },
    );
    this.name = 'ThrottledError';
  }
}

export function secondsBeforeNext(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * The counters' own connections to the same database, whose commits do not wait for the disk
 * (`synchronous_commit = off`): a count lost in a crash costs one attempt more, and a sign-in under load no longer
 * queues three flushes of the write-ahead log behind every upload's before its password is even checked. Two
 * connections, each closed after a second idle, so a Throttle nobody closes (a test's) holds none for long.
 */
function countersPool(appPool: pg.Pool): pg.Pool {
  const { password } = appPool.options; // not enumerable: a spread leaves it out
  const pool = new pg.Pool({
    ...appPool.options,
    password,
    max: 2,
    idleTimeoutMillis: 1_000,
    allowExitOnIdle: true,
    options: '-c synchronous_commit=off',
  });
  pool.on('error', () => undefined); // an idle connection lost: the next query opens another
  return pool;
}

/** The pg pool Drizzle was built on (Drizzle keeps it as `$client`). */
function poolOf(db: Database): pg.Pool {
  const client = (db as Database & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('The throttle needs the database on a pg pool');
  return client;
}
