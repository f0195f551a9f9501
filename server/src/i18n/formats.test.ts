import { describe, expect, it } from 'vitest';
import { formatDay } from './formats';

describe('days as each language writes them', () => {
  it('are day/month/year in Spanish and month/day/year in English, from a calendar day or a moment (UTC)', () => {
    expect(formatDay('2026-11-28', 'es')).toBe('28/11/2026');
    expect(formatDay('2026-11-28', 'en')).toBe('11/28/2026');
    expect(formatDay(new Date('2026-03-05T23:30:00Z'), 'es')).toBe('05/03/2026');
    expect(formatDay(new Date('2026-03-05T23:30:00Z'), 'en')).toBe('03/05/2026');
  });

  it('leave what is not a day as it is', () => {
    expect(formatDay('pronto', 'es')).toBe('pronto');
  });
});
