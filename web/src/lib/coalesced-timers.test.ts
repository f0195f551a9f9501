import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeoutProvider } from './coalesced-timers';

describe("TanStack Query's timers on one browser timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each callback at its time, in order, with one browser timer waiting at a time', () => {
    const timers = coalescedTimeoutProvider();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('gc 300'), 300);
    timers.setTimeout(() => ran.push('stale 100'), 100);
    timers.setTimeout(() => ran.push('gc 300 again'), 300);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale 100']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['stale 100', 'gc 300', 'gc 300 again']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets a cleared timer without a browser call, and a timer set from a callback still runs', () => {
    const timers = coalescedTimeoutProvider();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 50);
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('set by first'), 10);
    }, 60);
    const clearTimeout = vi.spyOn(globalThis, 'clearTimeout');
    timers.clearTimeout(cleared);
    expect(clearTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(70);
    expect(ran).toEqual(['first', 'set by first']);
  });

  it('keeps intervals on the browser', () => {
    const timers = coalescedTimeoutProvider();
    let ticks = 0;
    const id = timers.setInterval(() => (ticks += 1), 10);
    vi.advanceTimersByTime(35);
    timers.clearInterval(id);
    vi.advanceTimersByTime(50);
    expect(ticks).toBe(3);
  });
});
