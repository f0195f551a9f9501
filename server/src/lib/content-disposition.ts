/**
 * A Content-Disposition header that carries any original name safely: an ASCII fallback without quotes
 * or control characters, and the exact name in RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\;]/g, '_')
    .slice(0, 150);
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback || 'documento'}"; filename*=UTF-8''${encoded}`;
}
