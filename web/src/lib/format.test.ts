import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  compareText,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatGrade,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatRelativeTime,
  formatTime,
  parseDecimal,
} from './format';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
// A moment written in the machine's time zone, so the expected day and hour do not depend on where the tests run.
const local = (year: number, month: number, day: number, hour: number, minute: number, second = 0) =>
  new Date(year, month - 1, day, hour, minute, second).toISOString();

afterEach(() => {
  i18n.activate('es');
});

describe('the active language', () => {
  it('is what every format writes in when not told otherwise', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatDate('2026-11-28')).toBe('11/28/2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(formatDate('2026-11-28')).toBe('28/11/2026');
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
});

describe('formatDate', () => {
  it('writes the day in the order of the language', () => {
    expect(formatDate(local(2026, 11, 28, 15, 13), 'es')).toBe('28/11/2026');
    expect(formatDate(local(2026, 11, 28, 15, 13), 'en')).toBe('11/28/2026');
    expect(formatDate(local(2026, 3, 5, 9, 0), 'es')).toBe('05/03/2026');
    expect(formatDate(local(2026, 3, 5, 9, 0), 'en')).toBe('03/05/2026');
  });

  it('writes a date alone as that day, whatever the time zone', () => {
    expect(formatDate('1985-03-02', 'es')).toBe('02/03/1985');
    expect(formatDate('1985-03-02', 'en')).toBe('03/02/1985');
  });

  it('says nothing for a missing or unreadable date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'es')).toBe('');
    expect(formatDate('not a date', 'es')).toBe('');
  });
});

describe('formatLongDate, formatMonthYear and formatDayMonth', () => {
  it('write the month in words in each language', () => {
    expect(formatLongDate('2026-11-28', 'es')).toBe('28 de noviembre de 2026');
    expect(formatLongDate('2026-11-28', 'en')).toBe('November 28, 2026');
    expect(formatLongDate(null, 'es')).toBe('');
    expect(formatMonthYear('2026-09-28T00:00:00Z', 'es')).toBe('sept 2026');
    expect(formatMonthYear('2026-09-28T00:00:00Z', 'en')).toBe('Sep 2026');
    expect(formatDayMonth('2026-09-28T00:00:00Z', 'es')).toBe('28 sept');
    expect(formatDayMonth('2026-09-28T00:00:00Z', 'en')).toBe('Sep 28');
  });
});

describe('formatTime and formatDateTime', () => {
  it('write 24-hour time in Spanish and 12-hour time in English', () => {
    const moment = local(2026, 11, 28, 15, 13, 5);
    expect(formatTime(moment, 'es')).toBe('15:13');
    expect(formatTime(moment, 'en')).toBe('3:13 PM');
    expect(formatTime(moment, 'es', { seconds: true })).toBe('15:13:05');
    expect(formatTime(moment, 'en', { seconds: true })).toBe('3:13:05 PM');
    expect(formatTime(local(2026, 11, 28, 0, 5), 'es')).toBe('00:05');
    expect(formatTime(local(2026, 11, 28, 0, 5), 'en')).toBe('12:05 AM');
  });

  it('write the day and the time together', () => {
    const moment = local(2026, 11, 28, 15, 13, 5);
    expect(formatDateTime(moment, 'es')).toBe('28/11/2026, 15:13');
    expect(formatDateTime(moment, 'en')).toBe('11/28/2026, 3:13 PM');
    expect(formatDateTime(moment, 'es', { seconds: true })).toBe('28/11/2026, 15:13:05');
    expect(formatDateTime(moment, 'en', { seconds: true })).toBe('11/28/2026, 3:13:05 PM');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  it('speaks Spanish', () => {
    expect(formatRelativeTime(ago(14 * 60), NOW, 'es')).toBe('hace 14 minutos');
    expect(formatRelativeTime(ago(86_400), NOW, 'es')).toBe('ayer');
    expect(formatRelativeTime(ago(3 * 3600), NOW, 'es')).toBe('hace 3 horas');
  });

  it('speaks English', () => {
    expect(formatRelativeTime(ago(5 * 60), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(86_400), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(10), NOW, 'en')).toBe('10 seconds ago');
  });

  it('writes the date after a week, in the order of the language', () => {
    const older = local(2026, 10, 20, 12, 0);
    expect(formatRelativeTime(older, NOW, 'en')).toBe('10/20/2026');
    expect(formatRelativeTime(older, NOW, 'es')).toBe('20/10/2026');
  });

  it('says nothing for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW, 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups and marks decimals as each language does, four-digit numbers too in Spanish', () => {
    expect(formatNumber(1234.5, 'es')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatNumber(1234567, 'es')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(87.5, 'es')).toBe('87,5');
    expect(formatNumber(0, 'es')).toBe('0');
  });

  it('writes the decimals asked for', () => {
    expect(formatNumber(2, 'es', { minimumFractionDigits: 2 })).toBe('2,00');
    expect(formatNumber(2.345, 'en', { maximumFractionDigits: 1 })).toBe('2.3');
  });
});

describe('parseDecimal', () => {
  it('reads a Spanish decimal comma, and a point as the decimal point when it does not group thousands', () => {
    expect(parseDecimal('87,5', 'es')).toBe(87.5);
    expect(parseDecimal(' 1.234,5 ', 'es')).toBe(1234.5);
    expect(parseDecimal('87.5', 'es')).toBe(87.5);
    expect(parseDecimal('1.234', 'es')).toBe(1234);
    expect(parseDecimal('100', 'es')).toBe(100);
  });

  it('reads an English decimal point and thousands commas', () => {
    expect(parseDecimal('87.5', 'en')).toBe(87.5);
    expect(parseDecimal('1,234.5', 'en')).toBe(1234.5);
  });

  it('reads nothing from what is not a number', () => {
    expect(parseDecimal('', 'es')).toBeUndefined();
    expect(parseDecimal('A+', 'es')).toBeUndefined();
    expect(parseDecimal('8,7,5', 'es')).toBeUndefined();
  });
});

describe('formatGrade', () => {
  it('shows a stored numeric grade with the decimal sign of the language, letters as they are', () => {
    expect(formatGrade('87.5', 'es')).toBe('87,5');
    expect(formatGrade('87.5', 'en')).toBe('87.5');
    expect(formatGrade('90', 'es')).toBe('90');
    expect(formatGrade('A+', 'es')).toBe('A+');
  });
});

describe('compareText', () => {
  it('orders names alphabetically whatever the accents and case, in either language', () => {
    const names = ['óleo digital', 'Fotogrametría', 'acuarela', 'Ñandú', 'Nube'];
    expect([...names].sort((a, b) => compareText(a, b, 'es'))).toEqual([
      'acuarela',
      'Fotogrametría',
      'Nube',
      'Ñandú',
      'óleo digital',
    ]);
    expect(compareText('Árbol', 'arbol', 'en')).toBe(0);
    expect(compareText('Zebra', 'apple', 'en')).toBeGreaterThan(0);
  });
});
