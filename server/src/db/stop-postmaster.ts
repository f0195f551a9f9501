import { isProcessRunning } from '../lib/process-info';

/**
 * How a postmaster is asked to stop, most polite first: SIGINT is PostgreSQL's fast shutdown (backends end, a
 * checkpoint is written); SIGQUIT its immediate shutdown (crash recovery at the next start, nothing committed
 * lost); SIGKILL for a postmaster that answers neither. Each step gets its share of the patience.
 */
const STEPS: { signal: NodeJS.Signals; share: number }[] = [
  { signal: 'SIGINT', share: 0.6 },
  { signal: 'SIGQUIT', share: 0.3 },
  { signal: 'SIGKILL', share: 0.1 },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a postmaster and waits until it is gone, escalating when it does not go. `isGone` tells when it has
 * exited (for our own child: its exit was seen; by default: no running process has the pid). Resolves whether
 * it is gone.
 */
export async function stopPostmaster(options: {
  pid: number;
  isGone?: () => boolean;
  patienceMs?: number;
}): Promise<boolean> {
  const isGone = options.isGone ?? (() => !isProcessRunning(options.pid));
  const patienceMs = options.patienceMs ?? 15_000;
  for (const step of STEPS) {
    if (isGone()) return true;
    try {
      process.kill(options.pid, step.signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
      throw error;
    }
    const deadline = Date.now() + patienceMs * step.share;
    while (Date.now() < deadline) {
      if (isGone()) return true;
      await sleep(25);
    }
  }
  return isGone();
}
