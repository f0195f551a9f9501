import type { Language } from '@contracts/languages';

/**
 * Days as each language writes them (decision 040, 'Formats'): 28/11/2026 in Spanish, 11/28/2026 in English. Written
 * by hand, not by `Intl`: the server's Node may be built without full ICU data, and the same day must read the same
 * in a mail and a notification. A calendar day ('2026-11-28', or a Date read in UTC).
 */
export function formatDay(day: string | Date, language: Language): string {
  const iso = typeof day === 'string' ? day : day.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return String(day);
  const [, year, month, date] = match;
  return language === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}
