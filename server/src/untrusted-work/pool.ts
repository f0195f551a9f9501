import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../lib/app-error';
import { outputOf, type TaskAnswer } from './task-answer';
import type { TaskInput, TaskName, TaskOutput } from './task-list';
import type { TaskMessage } from './worker';

/*
 * The bounded pool of threads that reads untrusted bytes (decision 030): uploaded credentials (PNG, SVG, JSON), their
 * JSON-LD canonicalisation and fetched documents, CSV imports. The main thread only hands bytes over and waits, so
 * no file, however built, holds it. Each task has a time limit (counted from when a thread takes it) and each
 * thread a memory limit; past either the thread is ended and a new one takes its place. The waiting line is
 * bounded, and waiting in it is too. Every refusal is an AppError in plain words.
 */

export interface UntrustedWorkLimits {
  threads: number;
  /** Tasks waiting for a thread; one more is refused at once (503). */
  maxQueue: number;
  /** How long a task may wait for a thread before it is refused (503). */
  maxWaitMs: number;
  /** How long a task may run, unless its name has its own limit in `taskTimeLimitMs`. */
  timeLimitMs: number;
  taskTimeLimitMs: Partial<Record<TaskName, number>>;
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

export const UNTRUSTED_WORK_LIMITS: UntrustedWorkLimits = {
  // One core is left to the main thread (and PostgreSQL, when embedded).
  threads: Math.max(1, os.availableParallelism() - 1),
  maxQueue: 32,
  maxWaitMs: 20_000,
  // A credential file of the largest size allowed (5 MB) is read in well under a second: a file that takes ten
  // times that is built to be slow.
  timeLimitMs: 5_000,
  taskTimeLimitMs: {
    // Checking a credential may fetch a did:web document and a status list, 5 s each at most (safe-fetch.ts).
    verifyCredential: 15_000,
    // An import of 20,000 rows (8 MB) is parsed and checked in about 2 s.
    readPeopleCsv: 15_000,
  },
  // The largest legitimate task, that import (20,000 rows, `npm run bench:people-csv -- --students 20000`), needs
  // between 32 and 48 MB of old generation. Kept near it: a thread at its limit is memory the server holds while a
  // hostile file is read (decision 031).
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 8,
};

export const UNTRUSTED_WORK_MESSAGES = {
  busy: /*i18n*/ {
    id: 'untrustedWork.busy',
    message: 'El servidor está leyendo muchos archivos a la vez. Vuelve a intentarlo en unos segundos.',
  },
  tooSlow: /*i18n*/ {
    id: 'untrustedWork.tooSlow',
    message:
      'El archivo tardó demasiado en leerse y se dejó de leer. Comprueba que es el archivo correcto o prueba con uno más sencillo.',
  },
  tooMuchMemory: /*i18n*/ {
    id: 'untrustedWork.tooMuchMemory',
    message: 'El archivo necesita demasiada memoria para leerse y se dejó de leer. Prueba con uno más sencillo.',
  },
  readerFailed: /*i18n*/ {
    id: 'untrustedWork.readerFailed',
    message: 'No se pudo leer el archivo: su lectura se interrumpió. Prueba con otro archivo.',
  },
  abandoned: /*i18n*/ {
    id: 'untrustedWork.abandoned',
    message: 'La petición se canceló antes de terminar de leer el archivo.',
  },
} as const;

/** Seconds a refused caller is told to wait (`Retry-After`). */
const BUSY_RETRY_AFTER_S = 5;

/**
 * Where the thread's code is: beside the bundle (dist/server/worker.js) when the server runs built, or the source
 * worker.ts, loaded through tsx, when it runs from sources (Vitest, tsx scripts).
 */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  const fromSources = import.meta.url.endsWith('.ts');
  return {
    filename: fileURLToPath(new URL(fromSources ? './worker.ts' : './worker.js', import.meta.url)),
    // Built, the thread inherits the process's options (Node leaves out those a thread cannot take).
    execArgv: fromSources ? ['--import', 'tsx'] : undefined,
  };
}

type Refusal = 'busy' | 'tooSlow' | 'abandoned';

/** Runs tasks for one request: its signal (the client leaving) cancels them. */
export interface UntrustedWork {
  run<Name extends TaskName>(name: Name, input: TaskInput<Name>): Promise<TaskOutput<Name>>;
}

export class UntrustedWorkPool {
  readonly limits: UntrustedWorkLimits;
  private readonly piscina: Piscina<TaskMessage, TaskAnswer<unknown>>;
  private readonly onStart = new Map<number, () => void>();
  private nextId = 1;

  constructor(options: { limits?: Partial<UntrustedWorkLimits>; filename?: string; minThreads?: number } = {}) {
    this.limits = { ...UNTRUSTED_WORK_LIMITS, ...options.limits };
    const entry = workerEntry();
    this.piscina = new Piscina({
      filename: options.filename ?? entry.filename,
      execArgv: entry.execArgv,
      minThreads: Math.min(options.minThreads ?? 1, this.limits.threads),
      maxThreads: this.limits.threads,
      idleTimeout: 60_000,
      maxQueue: this.limits.maxQueue,
      concurrentTasksPerWorker: 1,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.limits.maxYoungGenerationSizeMb,
      },
    });
    this.piscina.on('message', (message: { started?: number }) => {
      if (typeof message?.started === 'number') this.onStart.get(message.started)?.();
    });
  }

  /** Tasks running or waiting now. */
  get pending(): number {
    return this.onStart.size;
  }

  /** Runs a task in a thread; `signal` (the request's) cancels it, waiting or running. */
  async run<Name extends TaskName>(
    name: Name,
    input: TaskInput<Name>,
    signal?: AbortSignal,
  ): Promise<TaskOutput<Name>> {
    if (signal?.aborted) throw refusal('abandoned');
    // Counted here: piscina keeps a task that has an abort signal and finds no free thread in a second queue that
    // its `maxQueue` does not bound.
    if (this.onStart.size >= this.limits.threads + this.limits.maxQueue) throw refusal('busy');
    const id = this.nextId++;
    const stop = new AbortController();
    let stoppedFor: Refusal | undefined;
    const stopFor = (reason: Refusal) => {
      stoppedFor ??= reason;
      stop.abort(reason);
    };
    let timer = setTimeout(() => stopFor('busy'), this.limits.maxWaitMs);
    this.onStart.set(id, () => {
      clearTimeout(timer);
      timer = setTimeout(() => stopFor('tooSlow'), this.limits.taskTimeLimitMs[name] ?? this.limits.timeLimitMs);
    });
    const onAbandon = () => stopFor('abandoned');
    signal?.addEventListener('abort', onAbandon, { once: true });
    try {
      const answer = await this.piscina.run({ id, name, input }, { signal: stop.signal });
      return outputOf(answer) as TaskOutput<Name>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (stoppedFor) throw refusal(stoppedFor);
      throw refusalOfFailure(error);
    } finally {
      clearTimeout(timer);
      this.onStart.delete(id);
      signal?.removeEventListener('abort', onAbandon);
    }
  }

  /** The pool as one request uses it: cancelled when that request's signal aborts. */
  forRequest(signal: AbortSignal): UntrustedWork {
    return { run: (name, input) => this.run(name, input, signal) };
  }

  /** Ends the threads; tasks still waiting or running are refused. */
  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

function refusal(reason: Refusal): AppError {
  if (reason === 'busy')
    return new AppError('READERS_BUSY', UNTRUSTED_WORK_MESSAGES.busy, { 'retry-after': String(BUSY_RETRY_AFTER_S) });
  if (reason === 'tooSlow') return new AppError('FILE_READ_TOO_SLOW', UNTRUSTED_WORK_MESSAGES.tooSlow);
  return new AppError('REQUEST_ABANDONED', UNTRUSTED_WORK_MESSAGES.abandoned);
}

/** What piscina or the thread answered instead of a result: a full queue, the memory limit, a thread that died. */
function refusalOfFailure(error: unknown): Error {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (message === 'Task queue is at limit' || message === 'No task queue available and all Workers are busy')
    return refusal('busy');
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return new AppError('FILE_TOO_COMPLEX', UNTRUSTED_WORK_MESSAGES.tooMuchMemory);
  if (message?.startsWith('worker exited with code') || message === 'Terminating worker thread')
    return new AppError('FILE_TOO_COMPLEX', UNTRUSTED_WORK_MESSAGES.readerFailed);
  return error instanceof Error ? error : new Error(String(error));
}
