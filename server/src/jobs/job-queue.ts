import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client';
import type { MailMessage } from '../mail/mailer';

/*
 * The product's one way to run work outside a request (decision 018): pg-boss, a job queue in PostgreSQL on the
 * app's pool. A job is a row, so it survives a restart, is taken by one app server, and is retried when it fails;
 * a job sent with a transaction's handle commits (or not) with the change it belongs to. Scheduled work is a cron
 * schedule of the queue, kept in one row per job whatever the number of servers.
 */

export const JOB_QUEUE_SCHEMA = 'pgboss';

/** Every job and the data it carries. */
export interface JobPayloads {
  /** One mail, as the mailer sends it. */
  mail: MailMessage;
  /** 'Forgot your password?': the email asked for (normalised) and the requester's address, for the audit log. */
  'password-reset': { email: string; address: string };
  /** Sessions, sign-in steps, single sign-on requests and one-time password links no longer of use. */
  'prune-sign-in': Record<string, never>;
  /** The throttle's expired counters (lib/throttle.ts). */
  'prune-throttle': Record<string, never>;
  'document-expiry-reminders': Record<string, never>;
  /** The downloads appended to document_downloads, added to the documents' and yearly counters (decision 020). */
  'fold-document-downloads': Record<string, never>;
  /** Photos stored before processing at upload get their sizes (decision 021): once at each start-up. */
  'process-existing-photos': Record<string, never>;
  /** Badge credentials issued before status lists get a new one with a status entry (decision 027): at start-up. */
  'reissue-credentials': Record<string, never>;
  /** One badge awarded to several people (issue 42): the run's pending people, one transaction each. */
  'award-badge-run': { runId: number };
  /** Every active teacher's CV into one ZIP (issue 45): rendered one after another in the pool's threads. */
  'cv-batch': { batchId: number };
  /** The PDFs of a review cycle's closed reviews into one ZIP (issue 46), as the CVs'. */
  'review-batch': { batchId: number };
  /** The yearly review's reminders before and after each deadline (issue 46): each sent once (review_reminders). */
  'review-reminders': Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<unknown> };

type QueueSettings = Omit<PgBoss.Queue, 'name'>;

/** How each queue retries: mail and reset requests must happen (backoff from 30 s: 30 s, 1 min, 2 min, … about 2 hours in all). */
const QUEUES: Record<JobName, QueueSettings> = {
  mail: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
  'password-reset': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 5 * 60 },
  'prune-sign-in': { retryLimit: 1, retryDelay: 60, expireInSeconds: 15 * 60 },
  'prune-throttle': { retryLimit: 0, expireInSeconds: 5 * 60 },
  'document-expiry-reminders': { retryLimit: 2, retryDelay: 300, expireInSeconds: 60 * 60 },
  // The next minute's run folds what a failed one left.
  'fold-document-downloads': { retryLimit: 0, expireInSeconds: 5 * 60 },
  // Interrupted, it goes on where it stopped at the next start-up (or its retry).
  'process-existing-photos': { retryLimit: 2, retryDelay: 60, expireInSeconds: 60 * 60 },
  // One award a transaction: interrupted, it goes on where it stopped at the next start-up (or its retry).
  'reissue-credentials': { retryLimit: 2, retryDelay: 60, expireInSeconds: 60 * 60 },
  // One award a transaction: a retry goes on with the people still pending.
  'award-badge-run': { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 30 * 60 },
  // A retry writes the ZIP again from its first CV; 1,000 CVs take minutes, not an hour.
  'cv-batch': { retryLimit: 1, retryDelay: 30, expireInSeconds: 60 * 60 },
  'review-batch': { retryLimit: 1, retryDelay: 30, expireInSeconds: 60 * 60 },
  // The next hour's run sends what a failed one left (each reminder claimed once).
  'review-reminders': { retryLimit: 1, retryDelay: 300, expireInSeconds: 30 * 60 },
};
export const JOB_NAMES = Object.keys(QUEUES) as JobName[];

/** Cron (UTC) of the scheduled jobs. */
export const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  'prune-sign-in': '17 * * * *',
  'prune-throttle': '*/5 * * * *',
  // Every day at 06:00, and once at start-up (a day the servers were down is caught up).
  'document-expiry-reminders': '0 6 * * *',
  'fold-document-downloads': '* * * * *',
  // Every hour: a reminder is due from the day it is due, whatever hour the servers were up.
  'review-reminders': '41 * * * *',
};

/** pg-boss's way of running SQL, on the pool of a Database or on the connection of a transaction. */
function executorOf(db: DbOrTx): PgBoss.Db {
  const pool = (db as { $client?: unknown }).$client;
  // A Drizzle transaction runs on the pool client its session holds.
  const client = pool instanceof pg.Pool ? pool : (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as pg.PoolClient).query !== 'function')
    throw new Error('The job queue needs a database on a pg pool, or its transaction');
  const queryable = client as pg.Pool | pg.PoolClient;
  return { executeSql: (text: string, values: unknown[]) => queryable.query(text, values) };
}

/** How long the queue's queries must have been quiet before a stop counts them done (see trackedExecutor). */
const QUIET_AFTER_STOP_MS = 100;

/**
 * An executor that knows the queries it has under way. pg-boss marks a finished job done without waiting for that
 * query (`this.complete(…)` unawaited in its manager), and its graceful stop waits only for the jobs themselves: the
 * pool could end under the completion, whose failure was then an unhandled rejection. A step of pg-boss's already
 * running (its schedule's) may also ask again once its query answers: `settled` waits until no query has been under
 * way for QUIET_AFTER_STOP_MS.
 */
function trackedExecutor(db: Database): PgBoss.Db & { settled: () => Promise<void> } {
  const inner = executorOf(db);
  const underWay = new Set<Promise<unknown>>();
  return {
    executeSql: (text, values) => {
      const query = inner.executeSql(text, values);
      underWay.add(query);
      const forget = () => underWay.delete(query);
      query.then(forget, forget);
      return query;
    },
    settled: async () => {
      do {
        while (underWay.size > 0) await Promise.allSettled([...underWay]);
        await new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_STOP_MS));
      } while (underWay.size > 0);
    },
  };
}

/**
 * Creates or migrates pg-boss's schema and the product's queues; run with the migrations (db/migrate.ts), so any
 * request can send a job. pg-boss takes its own advisory lock; queues are created once (then their settings kept).
 */
export async function installJobQueue(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: executorOf(db),
    schema: JOB_QUEUE_SCHEMA,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  try {
    for (const name of JOB_NAMES) {
      await boss.createQueue(name, { name, ...QUEUES[name] });
      await boss.updateQueue(name, { name, ...QUEUES[name] });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

export interface SendOptions {
  /** The transaction of the change the job belongs to: the job commits with it, or not at all. */
  db?: DbOrTx;
  singletonKey?: string;
  singletonSeconds?: number;
}

/** The queue an app holds (`app.jobs`): sends from any server; works only where `start` was called. */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly executor: ReturnType<typeof trackedExecutor>;
  private starting: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: { db: Database; log: (line: string) => void }) {
    this.executor = trackedExecutor(options.db);
    this.boss = new PgBoss({
      db: this.executor,
      schema: JOB_QUEUE_SCHEMA,
      migrate: false,
      // Jobs done or failed are archived after an hour and deleted a day later: mail jobs carry links.
      archiveCompletedAfterSeconds: 60 * 60,
      archiveFailedAfterSeconds: 60 * 60,
      deleteAfterHours: 24,
    });
    this.boss.on('error', (error: Error) => options.log(`Job queue: ${error.message}`));
  }

  /** Queues a job; with `db` a transaction's handle, in that transaction. */
  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}): Promise<void> {
    const { db, ...rest } = options;
    await this.boss.send(name, data, { ...rest, ...(db ? { db: executorOf(db) } : {}) });
  }

  /**
   * Works every queue in this process and keeps the schedules (the same rows whoever writes them); the document
   * expiry reminders, the processing of photos stored before it existed and the reissue of credentials issued
   * before status lists also run once now.
   */
  start(handlers: JobHandlers, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    // A start asked for after the app closed (a shutdown during start-up) does nothing.
    if (this.stopped) return Promise.resolve();
    this.starting ??= (async () => {
      await this.boss.start();
      for (const [name, cron] of Object.entries(JOB_SCHEDULES)) await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
      for (const name of JOB_NAMES) await this.work(name, handlers[name], options.pollingIntervalSeconds ?? 2);
      await this.boss.send('document-expiry-reminders', {}, { singletonKey: 'start-up', singletonSeconds: 60 });
      await this.boss.send('process-existing-photos', {}, { singletonKey: 'start-up', singletonSeconds: 60 });
      await this.boss.send('reissue-credentials', {}, { singletonKey: 'start-up', singletonSeconds: 60 });
    })();
    return this.starting;
  }

  private async work<N extends JobName>(
    name: N,
    handler: JobHandlers[N],
    pollingIntervalSeconds: number,
  ): Promise<void> {
    await this.boss.work<JobPayloads[N]>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      try {
        await handler(job.data);
      } catch (error) {
        // The job's data is not logged: a mail's holds a link.
        this.options.log(
          `Job ${name} ${job.id} failed (pg-boss retries it): ${error instanceof Error ? error.message : String(error)}`,
        );
        throw error;
      }
    });
  }

  /**
   * Stops working (jobs under way get five seconds to end; unfinished ones run again elsewhere or later), then waits
   * for the queue's queries still under way (a finished job's completion), so the pool may end after it.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    await this.boss.stop({ graceful: true, timeout: 5_000, close: false });
    await this.executor.settled();
  }
}
