import { t } from '@lingui/core/macro';
import { isLanguage } from '@contracts/languages';
import { csvTemplateHeaders } from '@contracts/people-csv';
import type { ImportKind, ImportResult } from '@contracts/people-import';

function quote(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The empty template of an import: the export's columns, in its order and with its comma, under the headers the
 * screens give the fields in the active language (`locale`; the import reads either language's, and the field
 * names). saveText writes it as the export is written, UTF-8 with a BOM, so a spreadsheet opens the accents right.
 */
export function templateOf(kind: ImportKind, locale: string): string {
  return `${csvTemplateHeaders(kind, isLanguage(locale) ? locale : 'es')
    .map(quote)
    .join(',')}\n`;
}

/** The template's file name in the active language ('plantilla-profesores.csv', 'teachers-template.csv'). */
export const templateFileName = (kind: ImportKind): string =>
  kind === 'teachers' ? t`plantilla-profesores.csv` : t`plantilla-estudiantes.csv`;

/** The one-time links' file name in the active language ('enlaces-profesores.csv', 'teachers-links.csv'). */
export const linksFileName = (kind: ImportKind): string =>
  kind === 'teachers' ? t`enlaces-profesores.csv` : t`enlaces-estudiantes.csv`;

/** The links' column headers, in the active language. */
const linkHeaders = () => [t`Nombre`, t`Correo`, t`Enlace`];

/** The one-time password links of an import as a CSV for staff to hand out (shown once). */
export function linksCsv(links: ImportResult['password_links']): string {
  return (
    [
      linkHeaders().map(quote).join(','),
      ...links.map((link) => [link.name, link.email, link.link].map(quote).join(',')),
    ].join('\n') + '\n'
  );
}

/** The same links as tab-separated lines, for the clipboard: they paste into a spreadsheet as three columns. */
export function linksTsv(links: ImportResult['password_links']): string {
  const clean = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
  return [
    linkHeaders().map(clean).join('\t'),
    ...links.map((link) => [link.name, link.email, link.link].map(clean).join('\t')),
  ].join('\n');
}

/** The preview rows of one action ('all' for every row), at most `limit` of them, and how many there are. */
export function rowsOf<T extends { action: string }>(
  rows: readonly T[],
  action: string,
  limit: number,
): { shown: T[]; total: number } {
  const matching = action === 'all' ? rows : rows.filter((row) => row.action === action);
  return { shown: matching.slice(0, limit), total: matching.length };
}

export function saveText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(url);
}
