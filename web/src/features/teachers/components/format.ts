const dateFormatter = new Intl.DateTimeFormat('es', { dateStyle: 'medium' });

/** '22 nov 2026'; empty for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : dateFormatter.format(time);
}

/** Size in KB (bytes / 1024, spec §9), two decimals. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
