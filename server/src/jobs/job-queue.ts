import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { sendExpiryReminders } from '../modules/documents/document-expiry.service';

export const EXPIRY_REMINDERS_JOB = 'document-expiry-reminders';
/** Every day at 06:00 UTC, and once at start-up (a day the servers were down is caught up). */
const EXPIRY_REMINDERS_CRON = '0 6 * * *';

/**
 * The product's scheduled work, on pg-boss (a job queue in PostgreSQL: its schedule survives restarts and, with
 * several app servers, each run is taken by one of them). It shares the app's connection pool.
 */
export async function startJobQueue(options: { db: Database; log: (line: string) => void }): Promise<{ stop: () => Promise<void> }> {
  const pool = (options.db as Database & { $client: pg.Pool }).$client;
  const boss = new PgBoss({ db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) }, schema: 'pgboss' });
  boss.on('error', (error: Error) => options.log(`Job queue: ${error.message}`));
  await boss.start();
  await boss.createQueue(EXPIRY_REMINDERS_JOB);
  await boss.schedule(EXPIRY_REMINDERS_JOB, EXPIRY_REMINDERS_CRON, {}, { tz: 'UTC' });
  await boss.work(EXPIRY_REMINDERS_JOB, async () => {
    const sent = await sendExpiryReminders({ db: options.db });
    if (sent > 0) options.log(`Sent ${sent} document expiry reminders.`);
  });
  await boss.send(EXPIRY_REMINDERS_JOB, {}, { singletonKey: 'start-up', singletonSeconds: 60 });
  return { stop: () => boss.stop({ graceful: true, timeout: 5_000 }) };
}
