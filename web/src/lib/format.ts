import { activeLanguage, type ScreenLanguage } from './document-language';

/** Up to two initials: from a full name, else from the part of an email before '@'. */
export function initialsOf(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  const local = email.split('@')[0] ?? email;
  const parts = local.split(/[._-]+/).filter(Boolean);
  if (parts.length >= 2) return `${parts[0]![0]}${parts[1]![0]}`.toUpperCase();
  return local.slice(0, 2).toUpperCase();
}

/**
 * The regional data each language is written with (decision 040): Spain's Spanish (28/11/2026, 15:13, 1.234,5) and
 * the United States' English (11/28/2026, 3:13 PM, 1,234.5). The functions below write in the active language
 * (`activeLanguage()`: Lingui's `i18n.locale`) unless given one.
 */
export const FORMAT_LOCALES: Record<ScreenLanguage, string> = { es: 'es-ES', en: 'en-US' };

// Made on first use, one per language and kind: building an Intl formatter loads its locale's data, tens of
// milliseconds on a slow phone.
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.Collator;
const formatters = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date alone ('2026-11-28', a birthdate or an expiry) is that day wherever the screen is: written in UTC. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function timeOf(value: string | number | Date | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

const dayFields = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
// Spanish writes 24-hour time ('15:13'), English 12-hour ('3:13 PM').
const timeFields = (lang: ScreenLanguage, seconds: boolean): Intl.DateTimeFormatOptions => ({
  hour: lang === 'es' ? '2-digit' : 'numeric',
  minute: '2-digit',
  second: seconds ? '2-digit' : undefined,
  hourCycle: lang === 'es' ? 'h23' : 'h12',
});

const dateFormatter = (lang: ScreenLanguage, utc: boolean) =>
  cached(`date:${lang}:${utc}`, () =>
    Intl.DateTimeFormat(FORMAT_LOCALES[lang], { ...dayFields, ...(utc ? { timeZone: 'UTC' } : {}) }),
  );

/**
 * The day: '28/11/2026' in Spanish, '11/28/2026' in English; empty for a missing or unreadable date. A date alone
 * ('2026-11-28') is written as that day, a moment as the day it is here.
 */
export function formatDate(iso: string | null | undefined, lang: ScreenLanguage = activeLanguage()): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  return dateFormatter(lang, DATE_ONLY.test(iso!)).format(time);
}

/** The time of day: '15:13' in Spanish, '3:13 PM' in English (with `seconds`, '15:13:05', '3:13:05 PM'). */
export function formatTime(
  iso: string | number | Date | null | undefined,
  lang: ScreenLanguage = activeLanguage(),
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  return cached(`time:${lang}:${seconds}`, () =>
    Intl.DateTimeFormat(FORMAT_LOCALES[lang], timeFields(lang, seconds)),
  ).format(time);
}

/**
 * A moment: '28/11/2026, 15:13' in Spanish, '11/28/2026, 3:13 PM' in English (with `seconds`, '28/11/2026, 15:13:05');
 * empty for a missing or unreadable one.
 */
export function formatDateTime(
  iso: string | number | Date | null | undefined,
  lang: ScreenLanguage = activeLanguage(),
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  return cached(`datetime:${lang}:${seconds}`, () =>
    Intl.DateTimeFormat(FORMAT_LOCALES[lang], { ...dayFields, ...timeFields(lang, seconds) }),
  ).format(time);
}

/**
 * The day written out, for a record's facts ('28 de noviembre de 2026', 'November 28, 2026'); empty for a missing or
 * unreadable date.
 */
export function formatLongDate(iso: string | null | undefined, lang: ScreenLanguage = activeLanguage()): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  const utc = DATE_ONLY.test(iso!);
  return cached(`long:${lang}:${utc}`, () =>
    Intl.DateTimeFormat(FORMAT_LOCALES[lang], { dateStyle: 'long', ...(utc ? { timeZone: 'UTC' } : {}) }),
  ).format(time);
}

/** A chart's month ('sept 2026', 'Sep 2026') and day ('28 sept', 'Sep 28'), of a date counted in UTC. */
export function formatMonthYear(iso: string | number, lang: ScreenLanguage = activeLanguage()): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  return cached(`month:${lang}`, () =>
    Intl.DateTimeFormat(FORMAT_LOCALES[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ).format(time);
}

export function formatDayMonth(iso: string | number, lang: ScreenLanguage = activeLanguage()): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  return cached(`daymonth:${lang}`, () =>
    Intl.DateTimeFormat(FORMAT_LOCALES[lang], { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  ).format(time);
}

const relativeFormatter = (lang: ScreenLanguage) =>
  cached(`relative:${lang}`, () => new Intl.RelativeTimeFormat(FORMAT_LOCALES[lang], { numeric: 'auto' }));

/**
 * 'hace 5 minutos', 'ayer' ('5 minutes ago', 'yesterday') for the last week; the date after that ('27/10/2026').
 */
export function formatRelativeTime(
  iso: string,
  now: number = Date.now(),
  lang: ScreenLanguage = activeLanguage(),
): string {
  const time = timeOf(iso);
  if (time === undefined) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relativeFormatter(lang).format(seconds, 'second');
  if (abs < 3600) return relativeFormatter(lang).format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relativeFormatter(lang).format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return relativeFormatter(lang).format(Math.round(seconds / 86400), 'day');
  return dateFormatter(lang, false).format(time);
}

/**
 * A number: '1.234,5' in Spanish (four-digit numbers grouped too: `useGrouping: 'always'`), '1,234.5' in English.
 * At most `maximumFractionDigits` decimals (3 by default), at least `minimumFractionDigits`.
 */
export function formatNumber(
  value: number,
  lang: ScreenLanguage = activeLanguage(),
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) } = {},
): string {
  return cached(
    `number:${lang}:${minimumFractionDigits}:${maximumFractionDigits}`,
    () =>
      new Intl.NumberFormat(FORMAT_LOCALES[lang], {
        useGrouping: 'always',
        minimumFractionDigits,
        maximumFractionDigits,
      }),
  ).format(value);
}

/**
 * A decimal number as typed in a language: '87,5' or '1.234,5' in Spanish, '87.5' or '1,234.5' in English; a point
 * typed in Spanish without a comma ('87.5') is read as the decimal point too, unless it groups thousands ('1.234').
 * Undefined for anything else.
 */
export function parseDecimal(text: string, lang: ScreenLanguage = activeLanguage()): number | undefined {
  let value = text.trim().replace(/\s/g, '').replace('−', '-');
  if (lang === 'es') {
    if (value.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '').replace(',', '.');
  } else {
    value = value.replace(/,/g, '');
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(value)) return undefined;
  return Number(value);
}

/** A grade as stored ('87.5', 'A+') in a language: '87,5' in Spanish, '87.5' in English; letters as they are. */
export function formatGrade(grade: string, lang: ScreenLanguage = activeLanguage()): string {
  return lang === 'es' && /^\d+\.\d+$/.test(grade) ? grade.replace('.', ',') : grade;
}

/**
 * The alphabetical order of names and titles in a language, whatever the accents and case ('Acuarela' <
 * 'Fotogrametría' < 'óleo'): for `sort((a, b) => compareText(a.label, b.label))`.
 */
export function compareText(a: string, b: string, lang: ScreenLanguage = activeLanguage()): number {
  return cached(`collator:${lang}`, () => new Intl.Collator(FORMAT_LOCALES[lang], { sensitivity: 'base' })).compare(
    a,
    b,
  );
}
