import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber, prepareFormatting } from './format';

// In a module graph of its own (NEEDS_ISOLATION): it counts the formatters built, which other files would have built.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the first screens' formatters", () => {
  it('are built ahead, each in a task of its own, and the first screen builds none of them again', () => {
    vi.useFakeTimers();
    let formatters = 0;
    const { NumberFormat, DateTimeFormat } = Intl;
    const counted = Object.create(Intl) as typeof Intl;
    // Called with or without `new`, as the format module does: each call builds one formatter.
    counted.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      formatters += 1;
      return new NumberFormat(...args);
    } as typeof NumberFormat;
    counted.DateTimeFormat = function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      formatters += 1;
      return new DateTimeFormat(...args);
    } as typeof DateTimeFormat;
    vi.stubGlobal('Intl', counted);
    const built = () => formatters;

    prepareFormatting('es');
    expect(built()).toBe(0);
    expect(vi.getTimerCount()).toBe(4);
    vi.runAllTimers();
    const ahead = built();
    expect(ahead).toBe(4);

    expect(formatNumber(1234.5, 'es')).toBe('1.234,5');
    expect(formatNumber(2.5, 'es', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('2,50');
    expect(formatDate('2026-11-29', 'es')).toBe('29/11/2026');
    expect(formatDate(new Date(2026, 10, 29, 12).toISOString(), 'es')).toBe('29/11/2026');
    expect(built()).toBe(ahead);
  });
});
