import type { Language } from '@contracts/languages';

/**
 * Dates as each language writes them (decision 040, 'Formats'): 28/11/2026 and 24-hour time in Spanish, 11/28/2026
 * and 12-hour time in English. Written by hand, not by `Intl`: the server's Node may be built without full ICU data,
 * and the same date must read the same in a mail, a notification and a CSV file.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day ('2026-11-28', or a Date read in UTC) as the language writes it: 28/11/2026, 11/28/2026. */
export function formatDay(day: string | Date, language: Language): string {
  const iso = typeof day === 'string' ? day : day.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return String(day);
  const [, year, month, date] = match;
  return language === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}

/** A moment, in UTC, as the language writes it: 28/11/2026 17:05 UTC, 11/28/2026 5:05 PM UTC. */
export function formatMoment(moment: Date, language: Language): string {
  const day = formatDay(moment, language);
  const hours = moment.getUTCHours();
  const minutes = pad(moment.getUTCMinutes());
  if (language === 'es') return `${day} ${pad(hours)}:${minutes} UTC`;
  return `${day} ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}
