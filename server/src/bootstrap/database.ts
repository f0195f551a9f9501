import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { prepareEmbeddedPostgres } from '../db/embedded';

export interface RunningDatabase extends DatabaseHandle {
  kind: 'embedded' | 'external';
  /** Closes the pool, then stops the embedded server if there is one. */
  close: () => Promise<void>;
  /** Settles if the embedded PostgreSQL stops by itself (killed, crashed); never for an external one. */
  lost: Promise<void>;
}

export interface StartingDatabase extends RunningDatabase {
  /** Settles when the database accepts connections (the embedded one starts in the background). */
  started: Promise<void>;
}

/**
 * DATABASE_URL when set, else the embedded PostgreSQL in the data folder, whose start is only set going here, so
 * that the caller can load and build the app meanwhile. The pool connects when first used.
 */
export async function startDatabase(config: Config, log: (line: string) => void): Promise<StartingDatabase> {
  const dir = path.join(config.dataDir, 'postgres');
  const embedded = config.databaseUrl ? undefined : await prepareEmbeddedPostgres({ dir, report: log });
  const started = embedded
    ? embedded.start().then(() => log(`Embedded PostgreSQL running in ${dir}.`))
    : Promise.resolve();
  // A failed start is reported where `started` is awaited, which may be after it fails: not an unhandled rejection.
  started.catch(() => undefined);
  // Loaded only now, so that Drizzle and the schema load while PostgreSQL starts.
  const { connectDatabase } = await import('../db/client');
  const handle = connectDatabase(config.databaseUrl ?? embedded?.url ?? '');
  return {
    ...handle,
    kind: embedded ? 'embedded' : 'external',
    started,
    lost: embedded?.lost ?? new Promise<void>(() => undefined),
    close: async () => {
      await started.catch(() => undefined);
      await handle.pool.end();
      await embedded?.stop();
    },
  };
}

/** The product's database, started and migrated: for scripts that work on it (the demo seed). */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<RunningDatabase> {
  const database = await startDatabase(config, log);
  try {
    await database.started;
    const { migrateOnce } = await import('./prepare-database');
    await migrateOnce(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
