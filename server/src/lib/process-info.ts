import fs from 'node:fs';
import path from 'node:path';

/**
 * What Linux says about a process, read from /proc. Every function answers undefined where the process (or /proc)
 * is not there, so callers fall back to the portable `process.kill(pid, 0)` where /proc does not exist.
 */

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every Linux build we run on). */
const TICKS_PER_SECOND = 100;

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const readProc = (pid: number, file: string) => readText(`/proc/${pid}/${file}`);

/** The fields of /proc/<pid>/stat after the command name: [0] is the state, [19] the start time in ticks. */
function statFields(pid: number): string[] | undefined {
  const stat = readProc(pid, 'stat');
  if (stat === undefined) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Whether a process of that id runs: a zombie (exited, not yet reaped by its parent) does not. */
export function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user (the embedded PostgreSQL runs as `postgres` when we are root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return statFields(pid)?.[0] !== 'Z';
}

/** The start time of a process in clock ticks since boot: with the pid, it names one process for ever. */
export function processStartTicks(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

let bootTimeMs: number | undefined;

/** When a process started, in epoch milliseconds (to within about a second: the kernel gives boot time in seconds). */
export function processStartedAtMs(pid: number): number | undefined {
  const ticks = Number(processStartTicks(pid));
  if (!Number.isFinite(ticks)) return undefined;
  if (bootTimeMs === undefined) {
    const btime = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
    if (btime === undefined) return undefined;
    bootTimeMs = Number(btime) * 1000;
  }
  return bootTimeMs + (ticks / TICKS_PER_SECOND) * 1000;
}

/**
 * Whether the process now running under `pid` started after `sinceMs` (with a margin for the clock's coarseness):
 * then it is not the process that wrote a file at `sinceMs` naming that pid, whose id was reused since.
 */
export function startedAfter(pid: number, sinceMs: number, marginMs = 2_000): boolean {
  const startedAt = processStartedAtMs(pid);
  return startedAt !== undefined && startedAt > sinceMs + marginMs;
}

/** The arguments a process was started with (argv[0] first). */
export function processArguments(pid: number): string[] | undefined {
  const cmdline = readProc(pid, 'cmdline');
  if (!cmdline) return undefined;
  return cmdline.split('\0').filter((argument, index, all) => argument !== '' || index < all.length - 1);
}

/** The working directory of a process (readable for our own user's processes, or all of them as root). */
export function processWorkingDirectory(pid: number): string | undefined {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/**
 * The processes working in `folder`: those whose current directory is in it or that name it (or a path in it) in
 * their arguments, such as an initdb still filling a cluster for a server that was killed.
 */
export function processesUsing(folder: string): number[] {
  const target = path.resolve(folder);
  const inside = (candidate: string) => candidate === target || candidate.startsWith(`${target}${path.sep}`);
  const pids: number[] = [];
  for (const entry of readFolder('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const cwd = processWorkingDirectory(pid);
    const args = processArguments(pid) ?? [];
    if ((cwd !== undefined && inside(cwd)) || args.some((argument) => inside(argument.replace(/^--?[A-Za-z-]+=/, ''))))
      pids.push(pid);
  }
  return pids;
}

function readFolder(folder: string): string[] {
  try {
    return fs.readdirSync(folder);
  } catch {
    return [];
  }
}
