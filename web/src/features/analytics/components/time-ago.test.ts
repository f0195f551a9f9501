import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('reads the last week relative to now, in English', () => {
    expect(timeAgo('2026-03-10T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(timeAgo('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
  });

  it('reads it in Spanish to a person who reads Spanish', () => {
    expect(timeAgo('2026-03-10T11:55:00Z', 'es', now)).toBe('hace 5 minutos');
    expect(timeAgo('2026-03-09T12:00:00Z', 'es', now)).toBe('ayer');
  });

  it('gives the date and time after a week, and nothing for an unreadable date', () => {
    expect(timeAgo('2026-02-01T12:00:00Z', 'en', now)).toBe(exactTime('2026-02-01T12:00:00Z', 'en'));
    expect(timeAgo('not a date', 'en', now)).toBe('');
    expect(exactTime('not a date', 'en')).toBe('');
  });
});
