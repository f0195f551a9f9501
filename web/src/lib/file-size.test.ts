import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB with 2 decimals, whole bytes without', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(917)).toBe('917 Bytes');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1843)).toBe('1.80 KB');
    expect(formatFileSize(2446)).toBe('2.39 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.00 MB');
    expect(formatFileSize(3.456 * 1024 ** 3)).toBe('3.46 GB');
  });

  it('stays in GB above it and treats bad input as nothing', () => {
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120.00 GB');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
  });

  it('writes a size in the unit asked for, with 2 decimals', () => {
    expect(formatFileSize(2446, 'KB')).toBe('2.39 KB');
    expect(formatFileSize(0, 'KB')).toBe('0.00 KB');
    expect(formatFileSize(97_475, 'MB')).toBe('0.09 MB');
    expect(formatFileSize(0, 'MB')).toBe('0.00 MB');
    expect(formatFileSize(Number.NaN, 'MB')).toBe('0.00 MB');
  });
});
