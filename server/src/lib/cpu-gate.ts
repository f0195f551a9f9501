import os from 'node:os';
import type { Text } from '@contracts/i18n/texts';
import { AppError } from './app-error';

/**
 * How many pieces of CPU-heavy work (an image's render) run at once in this process: the cores but one, so the
 * event loop (every other person's sign-in, pages, lists) always has a core; at most 4, since each may hold a
 * decoded image (up to ~200 MB at PHOTO_MAX_MEGAPIXELS).
 */
export function cpuWorkSlots(cores = os.availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

export const CPU_BUSY_MESSAGE = /*i18n*/ {
  id: 'images.serverBusy',
  message: 'El servidor está procesando otras imágenes. Inténtalo de nuevo en unos segundos.',
};

/** 503 SERVER_BUSY with `Retry-After`: the work was not started, nothing was kept. */
export class CpuBusyError extends AppError {
  constructor(
    message: Text,
    readonly retryAfterSeconds: number,
  ) {
    super('SERVER_BUSY', message, { 'Retry-After': String(retryAfterSeconds) });
    this.name = 'CpuBusyError';
  }
}

interface Waiter {
  resolve: () => void;
  timer?: NodeJS.Timeout;
}

export interface CpuGateLimits {
  /** Pieces of work running at once. */
  slots: number;
  /** Pieces waiting for a slot at most; one more is refused at once. */
  maxWaiting: number;
  /** The longest a piece waits for a slot before it is refused. */
  maxWaitMs: number;
}

/**
 * A bounded turn for work that costs CPU: `slots` run at once, a few wait a short while, the rest are refused with
 * 503 and `Retry-After` (no unbounded line that grows with every upload sent at once). The slot is given back when
 * the work settles, whatever it answers; the work itself is bounded in time (sharp's `timeout`).
 */
export class CpuGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limits: CpuGateLimits,
    private readonly busyMessage = CPU_BUSY_MESSAGE,
  ) {}

  /** Runs `work` in its turn. `patient`: a background job's work, which waits as long as it takes. */
  async run<T>(work: () => Promise<T>, options: { patient?: boolean } = {}): Promise<T> {
    await this.take(options.patient === true);
    try {
      return await work();
    } finally {
      this.give();
    }
  }

  get runningNow(): number {
    return this.running;
  }

  get waitingNow(): number {
    return this.waiting.length;
  }

  private take(patient: boolean): Promise<void> {
    if (this.running < this.limits.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    if (!patient && this.waiting.length >= this.limits.maxWaiting) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve };
      if (!patient)
        waiter.timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(this.busy());
        }, this.limits.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  /** The slot passes straight to the first in line; with nobody waiting it is freed. */
  private give(): void {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve();
    } else this.running -= 1;
  }

  private busy(): CpuBusyError {
    return new CpuBusyError(this.busyMessage, Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000)));
  }
}
