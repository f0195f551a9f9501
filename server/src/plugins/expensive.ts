import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { leaseUntilRequestEnds, releaseLeasesWhenRequestsEnd } from '../lib/request-lease';
import { ThrottledError, type ThrottleRule } from '../lib/throttle';
import { currentUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The expensive calls running now in this process (plugins/expensive.ts). */
    expensiveCalls: RunningCalls;
  }
  interface FastifyContextConfig {
    /**
     * A call that reads a large table or works long (CSV exports and imports, the analytics, a whole list asked
     * without `limit`): limited per person and overall (plugins/expensive.ts). A function decides per request;
     * `'export'` (a whole table written as CSV) also counts against the tighter `exportsPerPerson`.
     */
    expensive?: boolean | 'export' | ((request: FastifyRequest) => boolean);
  }
}

export interface ExpensiveLimits {
  /** Calls one person may start in a window, counted by the throttle (PostgreSQL: every app server). */
  perPerson: ThrottleRule;
  /** Exports (`expensive: 'export'`) one person may start in a window, besides `perPerson`. */
  exportsPerPerson: ThrottleRule;
  /** Calls everyone together may start in a window. */
  overall: ThrottleRule;
  /** Calls of one person running at once in this process. */
  runningPerPerson: number;
  /** Calls running at once in this process. */
  runningOverall: number;
  /** The longest a call keeps its place in `runningPerPerson`/`runningOverall` (the backstop of request-lease.ts). */
  leaseMs?: number;
}

/**
 * A running call's place is taken back after 10 minutes even if no end of its request was seen. The longest real
 * one is a whole export to a slow phone: the audit log of a busy year (~100,000 entries, ~20 MB of CSV) at
 * 1 Mbit/s takes under 3 minutes; a place that outlived 10 would be a bug, logged when taken back.
 */
export const EXPENSIVE_LEASE_MS = 10 * 60_000;

/**
 * 30 a minute per person, 10 exports in 5 minutes, and 300 overall (a staff member exports or opens the dashboard a few times a minute at
 * most); 2 at once per person and 4 overall per process, so such calls hold at most 4 of the pool's connections
 * and the rest of the school keeps the others (decision 019).
 */
export const EXPENSIVE_LIMITS: ExpensiveLimits = {
  perPerson: { name: 'expensive-per-person', points: 30, windowSeconds: 60 },
  // An export writes the whole table: the real work of 30 exports of 10,000 teachers in a minute kept a person's
  // sign-in at 4× its idle time on 2 cores (bench:abuse); a person exporting a few filters in a row stays well under.
  exportsPerPerson: { name: 'exports-per-person', points: 10, windowSeconds: 5 * 60 },
  overall: { name: 'expensive-overall', points: 300, windowSeconds: 60 },
  runningPerPerson: 2,
  runningOverall: 4,
};

export const EXPENSIVE_MESSAGES = {
  busy: /*i18n*/ {
    id: 'expensive.busy',
    message: 'Ya hay otras exportaciones o consultas pesadas en curso. Inténtalo de nuevo en un momento.',
  },
  tooMany: /*i18n*/ {
    id: 'expensive.tooMany',
    message: 'Demasiadas exportaciones o consultas pesadas seguidas. Inténtalo de nuevo en {seconds} segundos.',
  },
} as const;

/**
 * The calls running now, per person and in all. Kept in this process's memory on purpose: the cap protects this
 * process's own pool of connections, which no other server shares.
 */
export class RunningCalls {
  private readonly byKey = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Pick<ExpensiveLimits, 'runningPerPerson' | 'runningOverall'>) {}

  /** Starts a call of `key`, answering the function that ends it (safe to call twice), or undefined when full. */
  tryStart(key: string): (() => void) | undefined {
    const mine = this.byKey.get(key) ?? 0;
    if (mine >= this.limits.runningPerPerson || this.total >= this.limits.runningOverall) return undefined;
    this.byKey.set(key, mine + 1);
    this.total += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.total -= 1;
      const left = (this.byKey.get(key) ?? 1) - 1;
      if (left > 0) this.byKey.set(key, left);
      else this.byKey.delete(key);
    };
  }

  get running(): number {
    return this.total;
  }

  /** The calls of `key` running now. */
  runningOf(key: string): number {
    return this.byKey.get(key) ?? 0;
  }
}

/**
 * Limits the routes declared `config: { expensive: true }` (or a function of the request), in two layers, on their
 * `preHandler` (the policy rule has already answered 403 to whoever may not call them):
 * 1. at once, in this process: beyond 2 of one person or 4 in all, 429 RATE_LIMITED with `Retry-After: 1` at once,
 *    without a database round trip, so 1,000 exports sent together cannot take the pool from everyone else; a call
 *    counts until its request ends, however it ends (lib/request-lease.ts: answer sent, client gone before, during
 *    or after the body, timeout, error; at the latest after EXPENSIVE_LEASE_MS);
 * 2. over time, through the throttle (`app.throttle`): 30 a minute per person (of which 10 exports in 5 minutes),
 *    300 overall, 429 with Retry-After.
 */
export const expensivePlugin = fp(async (app: FastifyInstance, options: { limits?: ExpensiveLimits }) => {
  const limits = options.limits ?? EXPENSIVE_LIMITS;
  const running = new RunningCalls(limits);
  app.decorate('expensiveCalls', running);
  releaseLeasesWhenRequestsEnd(app);

  async function limitExpensive(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const expensive = request.routeOptions.config.expensive;
    if (typeof expensive === 'function' && !expensive(request)) return;
    const key = String(currentUser(request).id);
    const end = running.tryStart(key);
    if (!end) throw new ThrottledError(EXPENSIVE_MESSAGES.busy, 1);
    leaseUntilRequestEnds(request, reply, end, { leaseMs: limits.leaseMs ?? EXPENSIVE_LEASE_MS, what: 'expensive' });
    try {
      await app.throttle.takeEachOrRefuse(
        [
          { rule: limits.perPerson, key },
          ...(expensive === 'export' ? [{ rule: limits.exportsPerPerson, key }] : []),
          { rule: limits.overall, key: 'all' },
        ],
        EXPENSIVE_MESSAGES.tooMany,
      );
    } catch (error) {
      end();
      throw error;
    }
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.expensive) return;
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [limitExpensive, ...existing];
  });
});

/** `config.expensive` of a list route: a list asked without `limit` is the whole table (decision 009). */
export const wholeList = (request: FastifyRequest): boolean =>
  (request.query as { limit?: unknown } | undefined)?.limit === undefined;
