import { describe, expect, it } from 'vitest';
import { RefusalMemory } from './refusal-memory';

describe('RefusalMemory', () => {
  it('answers the seconds left until each refusal ends, then forgets it', () => {
    let now = 1_000_000;
    const memory = new RefusalMemory(10, () => now);
    memory.remember('a', 2_500);
    memory.remember('b', 0);
    expect([memory.secondsLeft('a'), memory.secondsLeft('b'), memory.secondsLeft('c')]).toEqual([3, 0, 0]);
    now += 2_400;
    expect(memory.secondsLeft('a')).toBe(1);
    now += 100;
    expect(memory.secondsLeft('a')).toBe(0);
    expect(memory.size).toBe(0);
  });

  it('holds at most maxKeys: ended ones are swept, and past the bound a refusal is not remembered', () => {
    let now = 0;
    const memory = new RefusalMemory(2, () => now);
    memory.remember('a', 1_000);
    memory.remember('b', 5_000);
    memory.remember('c', 5_000);
    expect(memory.secondsLeft('c')).toBe(0);
    now = 2_000;
    memory.remember('c', 5_000);
    expect([memory.secondsLeft('a'), memory.secondsLeft('b'), memory.secondsLeft('c')]).toEqual([0, 3, 5]);
    expect(memory.size).toBe(2);
  });
});
