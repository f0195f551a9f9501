import { describe, expect, it } from 'vitest';
import { CpuGate, cpuWorkSlots } from './cpu-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('cpuWorkSlots', () => {
  it('leaves a core to the event loop, at least one slot, at most four', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => cpuWorkSlots(cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });
});

describe('CpuGate', () => {
  it('runs `slots` at once, lets `maxWaiting` wait, refuses one more at once and a waiter after maxWaitMs', async () => {
    const gate = new CpuGate({ slots: 1, maxWaiting: 1, maxWaitMs: 100 });
    const first = deferred();
    const running = gate.run(() => first.promise);
    const waiting = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toMatchObject({
      code: 'SERVER_BUSY',
      headers: { 'Retry-After': '1' },
    });
    expect([gate.runningNow, gate.waitingNow]).toEqual([1, 1]);
    first.resolve();
    await running;
    expect(await waiting).toBe('second');
    expect([gate.runningNow, gate.waitingNow]).toEqual([0, 0]);

    const held = deferred();
    const holding = gate.run(() => held.promise);
    const started = performance.now();
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(gate.waitingNow).toBe(0);
    held.resolve();
    await holding;
    expect(gate.runningNow).toBe(0);
  });

  it('gives the slot back when the work fails, and lets a patient caller wait beyond the bounds', async () => {
    const gate = new CpuGate({ slots: 1, maxWaiting: 0, maxWaitMs: 10 });
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    const held = deferred();
    const holding = gate.run(() => held.promise);
    const patient = gate.run(async () => 'waited', { patient: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.resolve();
    await holding;
    expect(await patient).toBe('waited');
    expect(gate.runningNow).toBe(0);
  });
});
