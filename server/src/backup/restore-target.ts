import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { lockDataDir } from '../lib/data-dir-lock';
import { BackupError } from './errors';
import { assertFilesRootEmpty } from './file-restore';
import { connectClient } from './pg-client';
import { namesInFolder } from '../lib/read-folder';

/** The database a restore writes into, opened only once the archive has passed its checks. */
export interface RestoreTarget {
  description: string;
  /** Refuses, creating nothing, unless the target is empty. */
  assertEmpty(): Promise<void>;
  /** The URL to restore into (starting the embedded PostgreSQL where there is one to start). */
  open(): Promise<string>;
  /** After a successful restore. */
  close(): Promise<void>;
  /** After a failed one: removes whatever open() created. */
  discard(): Promise<void>;
}

/** An external PostgreSQL (DATABASE_URL): its public schema must hold no table, and no migration may be recorded. */
export function externalTarget(url: string): RestoreTarget {
  return {
    description: 'the PostgreSQL of DATABASE_URL',
    async assertEmpty() {
      const client = await connectClient(url);
      try {
        const result = await client.query<{ tables: number; migrations: boolean }>(`
          SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')) AS tables,
                 to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrations`);
        const { tables = 0, migrations = false } = result.rows[0] ?? {};
        if (tables > 0 || migrations) {
          throw new BackupError(
            `The database is not empty (${tables} tables in its public schema${migrations ? ', migrations recorded' : ''}): restore only into an empty database.`,
          );
        }
      } finally {
        await client.end();
      }
    },
    open: async () => url,
    close: async () => undefined,
    discard: async () => undefined,
  };
}

/**
 * The embedded PostgreSQL in DATA_DIR/postgres: the data folder must be missing or hold nothing but the key file
 * (and an empty files folder). The restore locks the folder as the server does, initialises and starts the
 * database, and stops it at the end; a failed restore removes the database folder it created.
 */
export function embeddedTarget(dataDir: string): RestoreTarget {
  const postgresDir = path.join(dataDir, 'postgres');
  let database: EmbeddedDatabase | undefined;
  let unlock: (() => void) | undefined;
  const release = () => {
    unlock?.();
    unlock = undefined;
  };
  return {
    description: `the embedded PostgreSQL in ${postgresDir}`,
    async assertEmpty() {
      const names = await namesInFolder(dataDir);
      const others = names.filter((name) => name !== 'encryption.key' && name !== 'files');
      if (others.length > 0) {
        throw new BackupError(
          `The data folder ${dataDir} is not empty (${others.slice(0, 5).join(', ')}): restore only into an empty or missing data folder.`,
        );
      }
      await assertFilesRootEmpty(path.join(dataDir, 'files'));
    },
    async open() {
      // 0711: the embedded PostgreSQL runs as its own user when started by root and must traverse this folder.
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 });
      try {
        unlock = lockDataDir(dataDir);
      } catch (error) {
        throw new BackupError((error as Error).message, { cause: error });
      }
      database = await startEmbeddedPostgres({ dir: postgresDir });
      return database.url;
    },
    async close() {
      await database?.stop();
      release();
    },
    async discard() {
      // Only the holder of the lock created the database folder (assertEmpty saw none).
      if (!unlock) return;
      await database?.stop().catch(() => undefined);
      await fsp.rm(postgresDir, { recursive: true, force: true });
      release();
    },
  };
}
