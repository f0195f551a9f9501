// eslint-disable-next-line lingui/no-unlocalized-strings -- units, written alike in both languages
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
type Unit = Exclude<(typeof UNITS)[number], 'Bytes'>;

/**
 * Every size the screens show, with 2 decimals (spec §2.10, and the teacher page's and statistics' sizes): '0 Bytes',
 * '917 Bytes' (whole bytes have no decimals), '1.80 KB', '2.35 MB', '3.46 GB'. With a unit, always in it: the teacher
 * detail's documents in KB (bytes / 1024, spec §9), the statistics' total in MB ('0.09 MB', '0.00 MB').
 */
export function formatFileSize(bytes: number, unit?: Unit): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (unit) return `${(size / 1024 ** UNITS.indexOf(unit)).toFixed(2)} ${unit}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a unit, written alike in both languages
  if (size === 0) return '0 Bytes';
  const power = Math.max(0, Math.min(Math.floor(Math.log(size) / Math.log(1024)), UNITS.length - 1));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a unit, written alike in both languages
  return power === 0 ? `${Math.round(size)} Bytes` : `${(size / 1024 ** power).toFixed(2)} ${UNITS[power]}`;
}
