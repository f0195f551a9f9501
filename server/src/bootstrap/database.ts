import path from 'node:path';
import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';

export interface RunningDatabase extends DatabaseHandle {
  /** Closes the pool, then stops the embedded server if there is one. */
  close: () => Promise<void>;
  kind: 'embedded' | 'external';
}

/** DATABASE_URL when set, else the embedded PostgreSQL in the data folder; migrated either way. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<RunningDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres') });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('No database URL');
  const handle = connectDatabase(url);
  try {
    await runMigrations(handle.db);
  } catch (error) {
    await handle.pool.end();
    await embedded?.stop();
    throw error;
  }
  log(embedded ? `Embedded PostgreSQL running in ${path.join(config.dataDir, 'postgres')}.` : 'Connected to the external PostgreSQL (DATABASE_URL).');
  return {
    ...handle,
    kind: embedded ? 'embedded' : 'external',
    close: async () => {
      await handle.pool.end();
      await embedded?.stop();
    },
  };
}
