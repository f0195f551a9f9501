import type { Language } from '@contracts/languages';
import { FORMAT_LOCALES as LOCALES } from '@/lib/format';

// Made on first use, one per language: building an Intl formatter loads its locale's data.
const exactFormatters = new Map<Language, Intl.DateTimeFormat>();
const relativeFormatters = new Map<Language, Intl.RelativeTimeFormat>();
function exactFormatter(lang: Language): Intl.DateTimeFormat {
  let made = exactFormatters.get(lang);
  if (!made)
    exactFormatters.set(
      lang,
      (made = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' })),
    );
  return made;
}
function relativeFormatter(lang: Language): Intl.RelativeTimeFormat {
  let made = relativeFormatters.get(lang);
  if (!made) relativeFormatters.set(lang, (made = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' })));
  return made;
}

/** 'Mar 2, 2026, 10:15 AM' ('2 mar 2026, 10:15' in Spanish); empty for an unreadable date. */
export function exactTime(iso: string, lang: Language): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : exactFormatter(lang).format(time);
}

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday' ('hace 5 minutos', 'ayer'), … within a week; the date and time after that. */
export function timeAgo(iso: string, lang: Language, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) >= 7 * 86_400) return exactFormatter(lang).format(time);
  const [unit, size] = UNITS.find(([, span]) => Math.abs(seconds) >= span) ?? ['second', 1];
  return relativeFormatter(lang).format(Math.round(seconds / size), unit);
}
