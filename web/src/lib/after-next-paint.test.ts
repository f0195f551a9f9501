import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next frame, in a task of its own, and once only', () => {
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(50);
    expect(then).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms when no frame comes', () => {
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(100);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    frames.forEach((frame) => frame());
    vi.advanceTimersByTime(200);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    frames.at(-1)?.();
    cancel();
    vi.advanceTimersByTime(200);
    expect(late).not.toHaveBeenCalled();
  });
});
