import type { ScreenLanguage } from './screen-language';

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
const dateFormatters: Partial<Record<ScreenLanguage, Intl.DateTimeFormat>> = {};

// Made on first use, each on its own: building an Intl formatter loads its locale's data, tens of milliseconds on a
// slow phone, and most screens need only one of them.
const relativeFormatter = (lang: ScreenLanguage) =>
  (relativeFormatters[lang] ??= new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }));
const dateFormatter = (lang: ScreenLanguage) =>
  (dateFormatters[lang] ??= new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }));

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
  return dateFormatter(lang).format(time);
}

/**
 * '22 nov 2026' ('Nov 22, 2026' on an English screen: `useScreenLanguage()`); empty for a missing or unreadable date.
 */
export function formatDate(iso: string | null | undefined, lang: ScreenLanguage = 'es'): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : dateFormatter(lang).format(time);
}
