import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isProcessRunning, processArguments, processesUsing, startedAfter } from '../lib/process-info';

/**
 * Files every cluster initdb finished holds: the version, the control file, and template1 (the bootstrap's first
 * database, whose PG_VERSION is written once it is complete).
 */
const COMPLETE_CLUSTER_FILES = ['PG_VERSION', 'global/pg_control', 'base/1/PG_VERSION'];
/** Written by every start of a postmaster, never by initdb: a cluster that has it may hold data. */
const STARTED_MARK = 'postmaster.opts';

export type ClusterState = 'missing' | 'complete' | 'never-completed' | 'damaged';

/**
 * What is in the cluster folder: nothing; a cluster initdb completed; one initdb left half-made (killed midway:
 * files missing, never started), which may be removed and made again; or a damaged one that once ran, which
 * is never removed.
 */
export function clusterState(databaseDir: string): ClusterState {
  if (!fs.existsSync(databaseDir)) return 'missing';
  if (COMPLETE_CLUSTER_FILES.every((file) => fs.existsSync(path.join(databaseDir, file)))) return 'complete';
  return fs.existsSync(path.join(databaseDir, STARTED_MARK)) ? 'damaged' : 'never-completed';
}

/** Makes a rename inside `folder` durable (a power cut after it does not undo it). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fsp.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Removes a half-made cluster folder. The initdb that was making it (or its bootstrap postgres) may still run: its
 * server was killed, not initdb. It is killed first, or it would go on writing into what is being removed.
 */
async function removeHalfMade(folder: string): Promise<void> {
  const workers = processesUsing(folder).filter((pid) =>
    /^(initdb|postgres)/.test(path.basename(processArguments(pid)?.[0] ?? '')),
  );
  for (const pid of workers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  const deadline = Date.now() + 5_000;
  while (workers.some(isProcessRunning) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  await fsp.rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

const initFolderPrefix = (databaseDir: string) => `${path.basename(databaseDir)}.init-`;

/**
 * Removes the folders where initdb ran for a process that is gone (a first start killed during initdb). Another
 * live process's folder is kept: it may be initialising right now.
 */
async function removeAbandonedInitFolders(databaseDir: string, log: (line: string) => void): Promise<void> {
  const parent = path.dirname(databaseDir);
  const prefix = initFolderPrefix(databaseDir);
  for (const name of await fsp.readdir(parent).catch(() => [])) {
    if (!name.startsWith(prefix)) continue;
    const folder = path.join(parent, name);
    const pid = Number.parseInt(name.slice(prefix.length), 10);
    const modifiedMs = (await fsp.stat(folder).catch(() => undefined))?.mtimeMs ?? 0;
    if (isProcessRunning(pid) && !startedAfter(pid, modifiedMs)) continue;
    log(`Removing ${folder}: a first start was stopped while it created the database cluster.`);
    await removeHalfMade(folder);
  }
}

/**
 * Makes sure `databaseDir` holds a complete cluster. initdb runs in a private sibling folder that is renamed into
 * place only once complete, so a start killed at any moment leaves either no cluster or a whole one; a half-made
 * cluster (left by an earlier version, which ran initdb in place) is removed and made again.
 */
export async function ensureCluster(options: {
  databaseDir: string;
  initialise: (dir: string) => Promise<void>;
  log: (line: string) => void;
}): Promise<void> {
  const { databaseDir, log } = options;
  await removeAbandonedInitFolders(databaseDir, log);
  const state = clusterState(databaseDir);
  if (state === 'complete') return;
  if (state === 'damaged') {
    throw new Error(
      `The database cluster in ${databaseDir} has run before but misses files (${COMPLETE_CLUSTER_FILES.join(', ')}): restore it from a backup.`,
    );
  }
  if (state === 'never-completed') {
    log(
      `Removing the half-created database cluster in ${databaseDir} (a first start was stopped during initdb); creating it again.`,
    );
    await removeHalfMade(databaseDir);
  }
  const draft = path.join(
    path.dirname(databaseDir),
    `${initFolderPrefix(databaseDir)}${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  try {
    await options.initialise(draft);
    await fsp.rename(draft, databaseDir);
    await syncFolder(path.dirname(databaseDir));
  } catch (error) {
    await fsp.rm(draft, { recursive: true, force: true });
    throw error;
  }
}
