import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnIntent, whenIdle } from './load-when-idle';

describe('work once the browser is idle after the first screen, and code on intent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs when the browser is idle after the next paint, at most after the timeout, and not once cancelled', () => {
    vi.useFakeTimers();
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    );
    const cancelled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const load = vi.fn();
    whenIdle(load, 2_000);
    // Nothing is asked of the idle callbacks before the frame is painted.
    expect(idle).toHaveLength(0);
    frames[0]!();
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(load).not.toHaveBeenCalled();
    expect(idle[0]!.timeout).toBe(2_000);
    idle[0]!.run();
    expect(load).toHaveBeenCalledTimes(1);
    // Once run, neither the idle callback nor the timeout runs it again.
    vi.advanceTimersByTime(2_000);
    expect(load).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(load);
    frames[1]!();
    vi.advanceTimersByTime(0);
    cancel();
    expect(cancelled).toContain(2);
    vi.advanceTimersByTime(3_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('where the browser reports the largest paint, waits for its first entry instead of a frame', () => {
    vi.useFakeTimers();
    let report: (() => void) | undefined;
    const observed: unknown[] = [];
    class Observer {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const load = vi.fn();
    whenIdle(load, 2_000);
    expect(observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    expect(frames).toHaveLength(0);
    expect(idle).toHaveLength(0);
    report!();
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs after the timeout when no frame is painted (a tab in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const load = vi.fn();
    whenIdle(load, 1_000);
    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, runs after the timeout', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const load = vi.fn();
    whenIdle(load, 500);
    vi.advanceTimersByTime(499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
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
