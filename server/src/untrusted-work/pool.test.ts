import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { UntrustedWorkPool, type UntrustedWorkLimits } from './pool';
import type { TaskName } from './task-list';

/*
 * The pool's limits on real threads, with a worker entry whose tasks misbehave on purpose (pool.test-worker.ts):
 * a task that never ends, one that allocates without end, a full queue, a client that leaves, and the main
 * thread's event loop while a thread burns the CPU.
 */

const TEST_WORKER = fileURLToPath(new URL('./pool.test-worker.ts', import.meta.url));
const pools: UntrustedWorkPool[] = [];

function testPool(limits: Partial<UntrustedWorkLimits>): UntrustedWorkPool {
  const pool = new UntrustedWorkPool({ filename: TEST_WORKER, minThreads: 0, limits: { threads: 1, ...limits } });
  pools.push(pool);
  return pool;
}
const run = (pool: UntrustedWorkPool, name: string, input: unknown, signal?: AbortSignal) =>
  pool.run(name as TaskName, input as never, signal) as Promise<unknown>;

/** A first task, so that a thread has started (a thread's start under tsx counts as waiting, and may be slow). */
async function warm(pool: UntrustedWorkPool): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(pool, 'echo', { value: 'warm' });
      return;
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
}

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('the pool of untrusted work', () => {
  it('answers a task, and gives back an AppError thrown in the thread as the same AppError', async () => {
    const pool = testPool({});
    expect(await run(pool, 'echo', { value: { a: [1, 'b'] } })).toEqual({ a: [1, 'b'] });
    const refused = await refusalOf(run(pool, 'refuse', { message: 'Demasiado' }));
    expect(refused).toMatchObject({ code: 'FILE_TOO_COMPLEX', status: 422, message: 'Demasiado' });
    expect(refused.headers).toEqual({ 'x-test': 'yes' });
  });

  it('stops a task that never ends at its time limit, and serves the next task', async () => {
    const pool = testPool({ timeLimitMs: 500 });
    await warm(pool); // the thread's start is not the task's time
    const started = performance.now();
    const refused = await refusalOf(run(pool, 'loopForever', {}));
    const took = performance.now() - started;
    expect(refused.code).toBe('FILE_READ_TOO_SLOW');
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/^El archivo tardó demasiado en leerse/);
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(3_000);
    expect(await run(pool, 'echo', { value: 'next' })).toBe('next');
  });

  it('counts the time limit from when a thread takes the task, not while it waits', async () => {
    const pool = testPool({ timeLimitMs: 700 });
    await warm(pool);
    const first = run(pool, 'wait', { ms: 500 });
    const second = run(pool, 'wait', { ms: 500 }); // waits 500 ms, runs 500 ms: within its 700
    expect(await Promise.all([first, second])).toEqual(['waited', 'waited']);
  });

  it('stops a task that allocates without end at the memory limit, and serves the next task', async () => {
    const pool = testPool({ maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8, timeLimitMs: 20_000 });
    const refused = await refusalOf(run(pool, 'allocateForever', {}));
    expect(refused.code).toBe('FILE_TOO_COMPLEX');
    expect(refused.message).toMatch(/demasiada memoria/);
    expect(await run(pool, 'echo', { value: 'after' })).toBe('after');
  });

  it('refuses at once when the queue is full, with Retry-After', async () => {
    const pool = testPool({ maxQueue: 2 });
    await warm(pool);
    const busy = [run(pool, 'wait', { ms: 400 }), run(pool, 'wait', { ms: 10 }), run(pool, 'wait', { ms: 10 })];
    const started = performance.now();
    const refused = await refusalOf(run(pool, 'wait', { ms: 10 }));
    // Not after a wait for a thread (the first task holds it 400 ms), with room for a busy machine's pauses.
    expect(performance.now() - started).toBeLessThan(200);
    expect(refused).toMatchObject({ code: 'READERS_BUSY', status: 503 });
    expect(refused.headers?.['retry-after']).toBe('5');
    expect(await Promise.all(busy)).toEqual(['waited', 'waited', 'waited']);
  });

  it('refuses a task that waited too long for a thread', async () => {
    const pool = testPool({ maxWaitMs: 200 });
    await warm(pool);
    const long = run(pool, 'wait', { ms: 600 });
    const refused = await refusalOf(run(pool, 'echo', { value: 'late' }));
    expect(refused.code).toBe('READERS_BUSY');
    expect(await long).toBe('waited');
  });

  it('stops a running and a waiting task when their client goes away', async () => {
    const pool = testPool({ timeLimitMs: 20_000 });
    await warm(pool);
    const client = new AbortController();
    const running = run(pool, 'loopForever', {}, client.signal);
    const waiting = run(pool, 'echo', { value: 'never' }, client.signal);
    setTimeout(() => client.abort(), 200);
    const started = performance.now();
    expect((await refusalOf(running)).code).toBe('REQUEST_ABANDONED');
    expect((await refusalOf(waiting)).code).toBe('REQUEST_ABANDONED');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(pool.pending).toBe(0);
    expect(await run(pool, 'echo', { value: 'still serving' })).toBe('still serving');
    expect((await refusalOf(run(pool, 'echo', { value: 'x' }, AbortSignal.abort()))).code).toBe('REQUEST_ABANDONED');
  });

  it('keeps the main thread free while a thread burns the CPU', async () => {
    const pool = testPool({});
    await warm(pool);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    expect(await run(pool, 'burn', { ms: 1_500 })).toBeGreaterThan(0);
    delay.disable();
    expect(delay.percentile(99) / 1e6).toBeLessThan(100);
  });
});
