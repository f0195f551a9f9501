import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnIntent, loadWhenIdle } from './load-when-idle';

describe('loading code once the browser is idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads when the browser says it is idle, at most after the timeout, and not once cancelled', () => {
    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    const cancelled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const load = vi.fn(() => Promise.resolve());
    loadWhenIdle(load, 2_000);
    expect(load).not.toHaveBeenCalled();
    expect(idle[0]!.timeout).toBe(2_000);
    idle[0]!.run();
    expect(load).toHaveBeenCalledTimes(1);
    const cancel = loadWhenIdle(load);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  it('without idle callbacks, loads after the timeout; a failed load is left for the first use to report', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loadWhenIdle(load, 500);
    vi.advanceTimersByTime(499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('on intent, loads once while loading or loaded, and again after a failure', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const prefetch = loadOnIntent(load);
    prefetch();
    prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    fail = false;
    prefetch();
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    prefetch();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
