import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { installJobQueue } from '../jobs/job-queue';
import { MIGRATIONS_DIR } from '../lib/project-paths';
import type { Database } from './client';

export { MIGRATIONS_DIR };

/** Our schema (the committed Drizzle migrations), then the job queue's (pg-boss's own schema and our queues). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueue(db);
}
