import fs from 'node:fs';
import path from 'node:path';
import { isProcessRunning, startedAfter } from './process-info';

/** A takeover guard older than this was left by a process that died mid-takeover. */
const STALE_TAKEOVER_MS = 10_000;

/**
 * Whether the lock's holder still runs. A pid that now names a process started after the lock was written was
 * reused by the system since its holder died (a crash leaves the lock behind): that holder is gone.
 */
function holderRuns(lockPath: string, holder: number): boolean {
  if (!isProcessRunning(holder)) return false;
  try {
    return !startedAfter(holder, fs.statSync(lockPath).mtimeMs);
  } catch {
    return true;
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(holder) ? holder : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Publishes a lock holding our pid, whole from its first instant (link fails if the name exists). */
function createLock(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(draft, String(process.pid), { mode: 0o600 });
  try {
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a lock whose holder no longer runs. Two starters may find the same dead holder at once; the takeover
 * guard (an exclusive file) lets only one of them remove it, so neither can delete the lock the other just took.
 */
function removeStaleLock(lockPath: string, deadHolder: number | undefined): void {
  const guardPath = `${lockPath}.takeover`;
  let guard: number;
  try {
    guard = fs.openSync(guardPath, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - fs.statSync(guardPath).mtimeMs > STALE_TAKEOVER_MS) fs.rmSync(guardPath, { force: true });
    } catch {
      // the other starter finished its takeover meanwhile
    }
    sleepSync(20);
    return;
  }
  try {
    if (readHolder(lockPath) === deadHolder) fs.rmSync(lockPath, { force: true });
  } finally {
    fs.closeSync(guard);
    fs.rmSync(guardPath, { force: true });
  }
}

/**
 * Takes an exclusive lock on the data folder so that a second process cannot start the embedded database on it.
 * A lock left by a process that no longer runs (killed, crashed, or whose pid now names another process) is taken
 * over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createLock(lockPath)) {
      return () => {
        if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    }
    const holder = readHolder(lockPath);
    if (holder !== undefined && holder !== process.pid && holderRuns(lockPath, holder)) {
      throw new DataDirInUseError(
        `Another server (pid ${holder}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    removeStaleLock(lockPath, holder);
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

/** Another live server holds the data folder: starting again will not help until it stops. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}
