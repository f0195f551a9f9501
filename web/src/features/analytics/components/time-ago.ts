const exactFormatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 2, 2026, 10:15 AM'; empty for an unreadable date. */
export function exactTime(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : exactFormatter.format(time);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', … within a week; the date and time after that (the screen's texts are English). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) >= 7 * 86_400) return exactFormatter.format(time);
  const [unit, size] = UNITS.find(([, span]) => Math.abs(seconds) >= span) ?? ['second', 1];
  return relative.format(Math.round(seconds / size), unit);
}
