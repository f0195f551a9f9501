const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** '0 Bytes', '512 Bytes', '1.5 KB', '2.35 MB', … (spec §2.10: Bytes/KB/MB/GB, at most 2 decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return `${parseFloat((bytes / 1024 ** power).toFixed(2))} ${UNITS[power]}`;
}

/** Bytes as megabytes with 2 decimals: '0.09 MB' (the statistics card's total). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Bytes as kilobytes (bytes / 1024, spec §9) with 2 decimals: '2.39 KB' (the teacher detail's documents). */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
