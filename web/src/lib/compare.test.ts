import { describe, expect, it } from 'vitest';
import { compareCodes } from './compare';

describe('compareCodes', () => {
  it('orders ISO timestamps in time order and says equal for equal strings', () => {
    const stamps = ['2026-11-26T10:00:00.000Z', '2025-01-02T00:00:00.000Z', '2026-11-26T09:59:59.999Z'];
    expect([...stamps].sort(compareCodes)).toEqual([
      '2025-01-02T00:00:00.000Z',
      '2026-11-26T09:59:59.999Z',
      '2026-11-26T10:00:00.000Z',
    ]);
    expect(compareCodes('2026-S1', '2026-S1')).toBe(0);
    expect(compareCodes('2026-S2', '2026-S1')).toBeGreaterThan(0);
  });
});
