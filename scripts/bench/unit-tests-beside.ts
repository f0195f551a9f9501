import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { PROJECT_ROOT } from '../../server/src/lib/project-paths';

export interface UnitTestsBeside {
  /** How many full `vitest run` passes ended while it ran. */
  passes: () => number;
  stop: () => Promise<void>;
}

/**
 * `npx vitest run` again and again beside a measurement, in its own process group (Vitest's workers and the API
 * tests' embedded PostgreSQL with it), so a figure is taken on a busy machine; stopped as a group at the end.
 */
export function startUnitTestsBeside(): UnitTestsBeside {
  let child: ChildProcess | undefined;
  let stopping = false;
  let passes = 0;
  const start = (): void => {
    child = spawn('npx', ['vitest', 'run'], { cwd: PROJECT_ROOT, detached: true, stdio: 'ignore' });
    child.once('exit', () => {
      child = undefined;
      if (stopping) return;
      passes += 1;
      start();
    });
  };
  start();
  return {
    passes: () => passes,
    stop: async () => {
      stopping = true;
      const running = child;
      if (!running?.pid) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      try {
        process.kill(-running.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const killAfter = setTimeout(() => {
        try {
          if (running.pid) process.kill(-running.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(killAfter);
    },
  };
}

/** The one-minute load average, sampled every few seconds; `mean()` of the samples taken since the last `reset()`. */
export function sampleLoadAverage(everyMs = 5_000): { mean: () => number; reset: () => void; stop: () => void } {
  let samples: number[] = [];
  const take = () => samples.push(os.loadavg()[0] ?? 0);
  take();
  const timer = setInterval(take, everyMs);
  return {
    mean: () => samples.reduce((sum, value) => sum + value, 0) / Math.max(samples.length, 1),
    reset: () => {
      samples = [];
      take();
    },
    stop: () => clearInterval(timer),
  };
}
