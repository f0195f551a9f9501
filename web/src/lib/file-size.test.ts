import { describe, expect, it } from 'vitest';
import { formatFileSize, formatKilobytes, formatMegabytes } from './file-size';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB with at most 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(917)).toBe('917 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2446)).toBe('2.39 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(3.456 * 1024 ** 3)).toBe('3.46 GB');
  });

  it('stays in GB above it and treats bad input as nothing', () => {
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
  });
});

describe('formatMegabytes', () => {
  it('writes the total in MB with 2 decimals', () => {
    expect(formatMegabytes(97_475)).toBe('0.09 MB');
    expect(formatMegabytes(0)).toBe('0.00 MB');
  });
});

describe('formatKilobytes', () => {
  it('writes the size in KB with 2 decimals', () => {
    expect(formatKilobytes(2446)).toBe('2.39 KB');
    expect(formatKilobytes(0)).toBe('0.00 KB');
  });
});
