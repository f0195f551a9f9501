import fs from 'node:fs';
import os from 'node:os';

/*
 * Work done for one person's upload (the pool's threads, libvips's workers) runs at a lower priority than the rest
 * of the server: under load, the kernel gives the cores to the event loop, the password hashes of sign-ins and
 * PostgreSQL first, and the uploads get what is left (all of it when nothing else waits). Linux sets a priority per
 * thread (setpriority with a thread id); elsewhere, and where it is refused, nothing changes.
 */

/** The niceness of that work: 10 weighs about a tenth of a normal thread when both want the core. */
export const BACKGROUND_NICENESS = 10;

function lower(threadId: number): boolean {
  try {
    if (os.getPriority(threadId) < BACKGROUND_NICENESS) os.setPriority(threadId, BACKGROUND_NICENESS);
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's id on Linux (`/proc/thread-self`), else undefined. */
export function currentThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(threadId) ? threadId : undefined;
  } catch {
    return undefined;
  }
}

/** Lowers the calling thread's priority (a pool thread, as it starts). Answers whether it did. */
export function lowerThisThreadsPriority(): boolean {
  const threadId = currentThreadId();
  return threadId !== undefined && lower(threadId);
}

const LIBVIPS_WORKER = 'libvips worker';
const lowered = new Set<number>();

/**
 * Lowers the priority of this process's libvips worker threads not lowered yet (libvips starts them as it needs
 * them and keeps them). Answers how many it lowered now.
 */
export function lowerLibvipsWorkersPriority(): number {
  if (process.platform !== 'linux') return 0;
  let count = 0;
  let threads: string[];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  for (const name of threads) {
    const threadId = Number(name);
    if (lowered.has(threadId)) continue;
    try {
      if (fs.readFileSync(`/proc/self/task/${name}/comm`, 'utf8').trim() !== LIBVIPS_WORKER) continue;
    } catch {
      continue; // the thread ended meanwhile
    }
    if (lower(threadId)) {
      lowered.add(threadId);
      count++;
    }
  }
  return count;
}
