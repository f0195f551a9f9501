import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './format';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('speaks Spanish unless told the screen is English', () => {
    expect(formatRelativeTime(ago(14 * 60), NOW)).toBe('hace 14 minutos');
    expect(formatRelativeTime(ago(14 * 60), NOW, 'es')).toBe('hace 14 minutos');
  });

  it('speaks English on an English screen, the older date included', () => {
    expect(formatRelativeTime(ago(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(86_400), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(30 * 86_400), NOW, 'en')).toBe('Oct 27, 2026');
    expect(formatRelativeTime(ago(30 * 86_400), NOW, 'es')).toMatch(/^27 oct 2026$/);
  });

  it('says nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes the date in the screen language, Spanish unless told otherwise', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toMatch(/^22 nov 2026$/);
    expect(formatDate('2026-11-22T10:00:00Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDate(null, 'en')).toBe('');
  });
});

describe('the medium date', () => {
  it('is what Intl writes for every month, in both languages', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 5, 12);
      for (const lang of ['es', 'en'] as const) {
        expect(formatDate(date.toISOString(), lang)).toBe(
          new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date),
        );
      }
    }
  });
});
