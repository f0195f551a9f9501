import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded';
import { lockDataDir } from '../lib/data-dir-lock';
import { BackupError } from './errors';
import { isProcessAlive } from './process-alive';

/** The role and database db/embedded.ts creates for the server. */
const EMBEDDED_ROLE = 'school';
const EMBEDDED_DATABASE = 'school';

export interface BackupSource {
  url: string;
  description: string;
  close(): Promise<void>;
}

/** The embedded PostgreSQL a running server started: its postmaster.pid names the port, pg-password the password. */
function runningEmbedded(postgresDir: string): { url: string; port: number } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(postgresDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid) || !Number.isInteger(port) || port <= 0)
    return undefined;
  const password = fs.readFileSync(path.join(postgresDir, 'pg-password'), 'utf8').trim();
  return {
    port,
    url: `postgres://${EMBEDDED_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
  };
}

/**
 * Where a backup reads the database, from the server's own configuration:
 * - DATABASE_URL: that PostgreSQL, whether or not a server runs;
 * - embedded, its PostgreSQL running (a server runs): a connection to it on 127.0.0.1;
 * - embedded, nothing running: the backup locks the data folder (so no server starts meanwhile) and starts the
 *   embedded PostgreSQL itself, stopping it at the end.
 * A server that holds the data folder but has not started its database yet is refused.
 */
export async function openBackupSource(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<BackupSource> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, description: 'the PostgreSQL of DATABASE_URL', close: async () => undefined };
  const postgresDir = path.join(config.dataDir, 'postgres');
  if (!fs.existsSync(path.join(postgresDir, 'pg', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${postgresDir}: nothing to back up (set DATABASE_URL for an external PostgreSQL).`,
    );
  }
  const running = runningEmbedded(postgresDir);
  if (running)
    return {
      url: running.url,
      description: `the running embedded PostgreSQL (127.0.0.1:${running.port})`,
      close: async () => undefined,
    };

  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message} Its embedded PostgreSQL is not running yet: run the backup once the server has started.`,
      { cause: error },
    );
  }
  try {
    const database = await startEmbeddedPostgres({ dir: postgresDir });
    return {
      url: database.url,
      description: `the embedded PostgreSQL in ${postgresDir} (started for the backup: no server was running)`,
      close: async () => {
        await database.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
