import type { ScreenLanguage } from './document-language';
import { activeLanguage } from './document-language';
import { formatNumber } from './format';

// eslint-disable-next-line lingui/no-unlocalized-strings -- units, written alike in both languages
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
type Unit = Exclude<(typeof UNITS)[number], 'Bytes'>;

const twoDecimals = (value: number, lang: ScreenLanguage) =>
  formatNumber(value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every size the screens show, with 2 decimals (spec §2.10, and the teacher page's and statistics' sizes), in the
 * numbers of the language: '0 Bytes', '917 Bytes' (whole bytes have no decimals), '1,80 KB' ('1.80 KB' in English),
 * '2,35 MB', '3,46 GB'. With a unit, always in it: the teacher detail's documents in KB (bytes / 1024, spec §9), the
 * statistics' total in MB ('0,09 MB', '0,00 MB').
 */
export function formatFileSize(bytes: number, unit?: Unit, lang: ScreenLanguage = activeLanguage()): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (unit) return `${twoDecimals(size / 1024 ** UNITS.indexOf(unit), lang)} ${unit}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a unit, written alike in both languages
  if (size === 0) return '0 Bytes';
  const power = Math.max(0, Math.min(Math.floor(Math.log(size) / Math.log(1024)), UNITS.length - 1));
  return power === 0
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a unit, written alike in both languages
      `${formatNumber(Math.round(size), lang)} Bytes`
    : `${twoDecimals(size / 1024 ** power, lang)} ${UNITS[power]}`;
}
