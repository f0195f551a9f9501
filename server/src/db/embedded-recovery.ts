import fs from 'node:fs';
import path from 'node:path';
import { isProcessRunning, processArguments, processWorkingDirectory } from '../lib/process-info';
import { stopPostmaster } from './stop-postmaster';

/** What a postmaster writes in `<cluster>/postmaster.pid`: its pid (line 1), data folder (2) and port (4). */
export interface PostmasterPidFile {
  pid: number;
  dataDir: string;
  port: number;
}

export function parsePostmasterPid(content: string): PostmasterPidFile | undefined {
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, dataDir: lines[1] ?? '', port: Number.isInteger(port) ? port : 0 };
}

function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

/**
 * Whether `pid` is a postmaster serving `databaseDir`: its program is `postgres` (backends rename themselves
 * "postgres: …"), and its `-D` argument or its working directory (a postmaster moves into its data folder) is
 * that folder.
 */
export function isPostmasterOf(pid: number, databaseDir: string): boolean {
  const args = processArguments(pid);
  if (!args?.[0] || path.basename(args[0]) !== 'postgres') return false;
  const dataArgument = args[args.indexOf('-D') + 1];
  const candidates = [
    args.includes('-D') && dataArgument && path.isAbsolute(dataArgument) ? dataArgument : undefined,
    processWorkingDirectory(pid),
  ];
  const target = realPath(databaseDir);
  return candidates.some((candidate) => candidate !== undefined && realPath(candidate) === target);
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Clears the way for a postmaster on `databaseDir`, which the caller holds (the data-folder lock: no live server
 * uses it). A postmaster still running there was left by a server that died without stopping it: it is shut
 * down (fast shutdown, escalating). A postmaster.pid naming a process that is gone, or that is not a postmaster
 * of this folder (its pid was reused), is stale: PostgreSQL would refuse to start over it, so it is removed.
 */
export async function clearStalePostmaster(options: {
  databaseDir: string;
  log: (line: string) => void;
  patienceMs?: number;
}): Promise<void> {
  const { databaseDir, log } = options;
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const content = readText(pidFile);
  if (content === undefined) return;
  const recorded = parsePostmasterPid(content);
  // Without /proc the process cannot be told apart: PostgreSQL's own checks of the file decide.
  if (recorded && isProcessRunning(recorded.pid) && processArguments(recorded.pid) === undefined) return;
  if (recorded && isProcessRunning(recorded.pid) && isPostmasterOf(recorded.pid, databaseDir)) {
    log(
      `A PostgreSQL (pid ${recorded.pid}) was left running on ${databaseDir} by a server that stopped abruptly: shutting it down.`,
    );
    if (!(await stopPostmaster({ pid: recorded.pid, patienceMs: options.patienceMs ?? 6_000 }))) {
      throw new Error(
        `The PostgreSQL (pid ${recorded.pid}) left running on ${databaseDir} did not stop; stop it by hand.`,
      );
    }
    // A clean shutdown removed its postmaster.pid; a killed one left it behind, stale now.
    if (readText(pidFile) === undefined) return;
  } else {
    log(
      `Removing a stale ${pidFile} (pid ${recorded?.pid ?? '?'} ${recorded && isProcessRunning(recorded.pid) ? 'is another process now' : 'is gone'}).`,
    );
  }
  fs.rmSync(pidFile, { force: true });
}
