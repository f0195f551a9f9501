import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB with 2 decimals, whole bytes without, in English numbers', () => {
    expect(formatFileSize(0, undefined, 'en')).toBe('0 Bytes');
    expect(formatFileSize(917, undefined, 'en')).toBe('917 Bytes');
    expect(formatFileSize(1024, undefined, 'en')).toBe('1.00 KB');
    expect(formatFileSize(1843, undefined, 'en')).toBe('1.80 KB');
    expect(formatFileSize(2446, undefined, 'en')).toBe('2.39 KB');
    expect(formatFileSize(10 * 1024 * 1024, undefined, 'en')).toBe('10.00 MB');
    expect(formatFileSize(3.456 * 1024 ** 3, undefined, 'en')).toBe('3.46 GB');
  });

  it('writes the decimal comma and groups thousands in Spanish', () => {
    expect(formatFileSize(0, undefined, 'es')).toBe('0 Bytes');
    expect(formatFileSize(917, undefined, 'es')).toBe('917 Bytes');
    expect(formatFileSize(1843, undefined, 'es')).toBe('1,80 KB');
    expect(formatFileSize(3.456 * 1024 ** 3, undefined, 'es')).toBe('3,46 GB');
    expect(formatFileSize(5 * 1024 ** 4, undefined, 'es')).toBe('5.120,00 GB');
  });

  it('stays in GB above it and treats bad input as nothing', () => {
    expect(formatFileSize(5 * 1024 ** 4, undefined, 'en')).toBe('5,120.00 GB');
    expect(formatFileSize(Number.NaN, undefined, 'en')).toBe('0 Bytes');
    expect(formatFileSize(-5, undefined, 'es')).toBe('0 Bytes');
  });

  it('writes a size in the unit asked for, with 2 decimals', () => {
    expect(formatFileSize(2446, 'KB', 'en')).toBe('2.39 KB');
    expect(formatFileSize(2446, 'KB', 'es')).toBe('2,39 KB');
    expect(formatFileSize(0, 'KB', 'es')).toBe('0,00 KB');
    expect(formatFileSize(97_475, 'MB', 'en')).toBe('0.09 MB');
    expect(formatFileSize(97_475, 'MB', 'es')).toBe('0,09 MB');
    expect(formatFileSize(Number.NaN, 'MB', 'en')).toBe('0.00 MB');
  });
});
