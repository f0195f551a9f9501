import type { z } from 'zod';
import { csvHeaderLabel } from '@contracts/people-csv';
import { IMPORT_CODE_KINDS, IMPORT_REASONS as SAY, type ImportKind } from '@contracts/people-import';
import { translate, type Text } from '@contracts/i18n/texts';
import { ENROLLMENT_YEAR_MIN } from '@contracts/students';

/*
 * A rejected row's reasons in plain Spanish (issue 42): one per column, naming the column as the file's header names
 * it, saying what to write there. The schemas' own messages (and zod's English defaults) never reach the screen:
 * each field has its plain message here, and any check not foreseen falls back to a plain 'el valor no es válido'.
 */

const YES_NO = new Set(['can_upload_documents', 'is_active', 'esarte_alumni']);
/** Columns whose values are catalogue codes separated by ';': what one code is, and an example. */
const CODES: Record<string, { what: Text; example: string }> = {
  academic_titles: { what: IMPORT_CODE_KINDS.academic_titles, example: 'licenciado, magister' },
  expertise_areas: { what: IMPORT_CODE_KINDS.expertise_areas, example: '2d_animation, 3d_animation' },
  countries: { what: IMPORT_CODE_KINDS.countries, example: 'GT, SV' },
};
/** Fields the schemas add from a column (the titles' descriptions come from the titles). */
const COLUMN_OF_FIELD: Record<string, string> = { academic_title_descriptions: 'academic_titles' };

function tooLong(issue: z.core.$ZodIssue): string | null {
  return issue.code === 'too_big' && issue.origin === 'string'
    ? translate(SAY.maxChars, { max: Number(issue.maximum) })
    : null;
}

function emptyText(issue: z.core.$ZodIssue, value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (issue.code === 'too_small' && issue.origin === 'string')
  );
}

/** What to write in one column, for one failed check of it. */
function plainReason(kind: ImportKind, column: string, issue: z.core.$ZodIssue, value: unknown): string {
  const codes = CODES[column];
  if (YES_NO.has(column)) return translate(SAY.yesNo);
  if (codes) {
    const item = typeof issue.path[1] === 'number' && Array.isArray(value) ? value[issue.path[1]] : undefined;
    return typeof item === 'string'
      ? translate(SAY.unknownCode, { value: item, what: translate(codes.what), example: codes.example })
      : translate(SAY.repeated);
  }
  switch (column) {
    case 'email':
      return translate(emptyText(issue, value) ? SAY.required : SAY.email);
    case 'full_name':
      return tooLong(issue) ?? translate(SAY.required);
    case 'student_id':
      return tooLong(issue) ?? translate(emptyText(issue, value) ? SAY.required : SAY.studentId);
    case 'enrollment_year':
      return translate(SAY.yearBetween, { min: ENROLLMENT_YEAR_MIN, max: new Date().getFullYear() + 1 });
    case 'start_year':
      return translate(SAY.year);
    case 'experience_years':
      return translate(SAY.wholeNumber, { min: 0, max: 80 });
    case 'birthdate':
      return translate(SAY.date);
    default:
      return tooLong(issue) ?? translate(SAY.invalid);
  }
}

/**
 * The reasons of a row the schema refused: `Columna '<header>': <what to write>`, one per column, in the order of
 * the checks. `headers` are the file's own headers by column (a column the file lacks is named as the template does).
 */
export function reasonsOf(
  kind: ImportKind,
  error: z.ZodError,
  record: Record<string, unknown>,
  headers: Readonly<Record<string, string>>,
): string[] {
  const byColumn = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') {
      byColumn.set('', translate(SAY.row));
      continue;
    }
    const column = COLUMN_OF_FIELD[field] ?? field;
    if (byColumn.has(column)) continue;
    // The reasons are written in Spanish in the pool's thread (no request there yet), so is a missing column's name.
    const header = headers[column] ?? csvHeaderLabel(kind, column, 'es');
    byColumn.set(column, translate(SAY.column, { header, reason: plainReason(kind, column, issue, record[column]) }));
  }
  return [...byColumn.values()];
}
