import type { ScreenLanguage } from './document-language';

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

const relativeFormatters: Partial<Record<ScreenLanguage, Intl.RelativeTimeFormat>> = {};

// Made on first use: building an Intl formatter loads its locale's data, tens of milliseconds on a slow phone.
const relativeFormatter = (lang: ScreenLanguage) =>
  (relativeFormatters[lang] ??= new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));

/** The month abbreviations of Intl's `dateStyle: 'medium'` (format.test.ts holds them to it). */
const MONTHS: Record<ScreenLanguage, readonly string[]> = {
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/**
 * What `new Intl.DateTimeFormat(lang, { dateStyle: 'medium' })` writes ('22 nov 2026', 'Nov 22, 2026'), without
 * building one: the first date on a screen would otherwise wait for the locale's calendar data.
 */
function mediumDate(time: number, lang: ScreenLanguage): string {
  const date = new Date(time);
  const month = MONTHS[lang][date.getMonth()]!;
  return lang === 'es'
    ? `${date.getDate()} ${month} ${date.getFullYear()}`
    : `${month} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * 'hace 5 minutos', 'ayer', … for the last week; a date after that. In the language of the screen around it
 * (`useScreenLanguage()`; docs/product.md): 'hace 5 minutos' on a Spanish screen, '5 minutes ago' on an English one.
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), lang: ScreenLanguage = 'es'): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relativeFormatter(lang).format(seconds, 'second');
  if (abs < 3600) return relativeFormatter(lang).format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relativeFormatter(lang).format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return relativeFormatter(lang).format(Math.round(seconds / 86400), 'day');
  return mediumDate(time, lang);
}

/**
 * '22 nov 2026' ('Nov 22, 2026' on an English screen: `useScreenLanguage()`); empty for a missing or unreadable date.
 */
export function formatDate(iso: string | null | undefined, lang: ScreenLanguage = 'es'): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : mediumDate(time, lang);
}
