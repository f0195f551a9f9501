const dateFormatter = new Intl.DateTimeFormat('es', { dateStyle: 'medium' });

/** '22 nov 2026'; empty for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : dateFormatter.format(time);
}
