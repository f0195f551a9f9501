import type { z } from 'zod';
import type { Text } from '@contracts/i18n/texts';
import { ENROLLMENT_YEAR_MIN } from '@contracts/students';

/*
 * A rejected row's reasons in plain words (issue 42), in the reader's language (decision 040): one per column, naming
 * the column as the file's header names it, saying what to write there. The schemas' own messages (and zod's English
 * defaults) never reach the screen: each field has its plain reason here, and any check not foreseen falls back to a
 * plain 'el valor no es válido'.
 *
 * The file is read in the pool's thread, where no request's language is known: there a reason is plain data (the id
 * of one of REASON_TEXTS and its values), kept so in the stored plan, and written in the requester's language when
 * the preview is answered (`writeReason`, people-import.service.ts; nothing here needs the catalogues).
 */

/** An apostrophe before a placeholder is written twice (ICU MessageFormat: `'{` would quote the placeholder). */
export const REASON_TEXTS = {
  /** Values: `header` (the column as the file names it, else as the template does), `reason` (written first). */
  column: /*i18n*/ { id: 'peopleImport.reason.column', message: "Columna ''{header}'': {reason}" },
  yesNo: /*i18n*/ { id: 'peopleImport.reason.yesNo', message: 'escribe sí o no' },
  email: /*i18n*/ {
    id: 'peopleImport.reason.email',
    message: 'escribe un correo electrónico válido, como nombre@escuela.edu',
  },
  required: /*i18n*/ { id: 'peopleImport.reason.required', message: 'no puede quedar vacía' },
  /** Values: `max`, written as a number of the reader's language. */
  maxChars: /*i18n*/ { id: 'peopleImport.reason.maxChars', message: 'admite como máximo {max, number} caracteres' },
  studentId: /*i18n*/ {
    id: 'peopleImport.reason.studentId',
    message: 'usa solo letras, números, punto, guion o guion bajo, sin espacios',
  },
  /** Values: `min`, `max` (years: written without grouping). */
  yearBetween: /*i18n*/ { id: 'peopleImport.reason.yearBetween', message: 'escribe un año entre {min} y {max}' },
  year: /*i18n*/ { id: 'peopleImport.reason.year', message: 'escribe un año de cuatro cifras, como 2015' },
  /** Values: `min`, `max`. */
  wholeNumber: /*i18n*/ {
    id: 'peopleImport.reason.wholeNumber',
    message: 'escribe un número entero entre {min} y {max}',
  },
  date: /*i18n*/ { id: 'peopleImport.reason.date', message: 'escribe una fecha como 21/03/1985 o 1985-03-21' },
  /** Values: `value` (as the file writes it), `example` (codes). */
  unknownAcademicTitle: /*i18n*/ {
    id: 'peopleImport.reason.unknownAcademicTitle',
    message: "''{value}'' no es un título académico del catálogo (escribe códigos como {example}, separados por ;)",
  },
  /** Values: `value`, `example`. */
  unknownExpertiseArea: /*i18n*/ {
    id: 'peopleImport.reason.unknownExpertiseArea',
    message: "''{value}'' no es un área de especialidad del catálogo (escribe códigos como {example}, separados por ;)",
  },
  /** Values: `value`, `example`. */
  unknownCountry: /*i18n*/ {
    id: 'peopleImport.reason.unknownCountry',
    message: "''{value}'' no es un país del catálogo (escribe códigos como {example}, separados por ;)",
  },
  repeated: /*i18n*/ { id: 'peopleImport.reason.repeated', message: 'repite un valor' },
  invalid: /*i18n*/ { id: 'peopleImport.reason.invalid', message: 'el valor no es válido' },
  row: /*i18n*/ { id: 'peopleImport.reason.row', message: 'la fila no es válida' },
  /** Values: `line`, the earlier line of the same email or code. */
  duplicate: /*i18n*/ { id: 'peopleImport.reason.duplicate', message: 'Duplicado en el archivo (línea {line})' },
  emailAndIdOfTwoStudents: /*i18n*/ {
    id: 'peopleImport.reason.emailAndIdOfTwoStudents',
    message: 'El correo y el carné son de estudiantes distintos',
  },
  emailAndCodeOfTwoTeachers: /*i18n*/ {
    id: 'peopleImport.reason.emailAndCodeOfTwoTeachers',
    message: 'El correo y el código son de profesores distintos',
  },
  accountWithoutProfile: /*i18n*/ {
    id: 'peopleImport.reason.accountWithoutProfile',
    message: 'El correo ya tiene una cuenta sin perfil',
  },
  emailOfAnotherAccount: /*i18n*/ {
    id: 'peopleImport.reason.emailOfAnotherAccount',
    message: 'El correo pertenece a otra cuenta',
  },
} as const satisfies Record<string, Text>;

/** A row's label when it names nobody. Values: `line`. */
export const LINE_LABEL = /*i18n*/ { id: 'peopleImport.lineLabel', message: 'Línea {line}' };

export type ReasonId = keyof typeof REASON_TEXTS;

/** What to write in one column (or about a whole row), as plain data: written in a language by `writeReason`. */
export interface ImportReasonText {
  id: ReasonId;
  values?: Record<string, string | number>;
}

/**
 * One reason of a rejected row, as plain data (structured-cloneable, JSON in the stored plan). With `column`, it is
 * about that column: `header` is how the file names it (absent when the file lacks the column: then the template's
 * header in the reader's language).
 */
export interface ImportReason extends ImportReasonText {
  column?: { name: string; header?: string };
}

const YES_NO = new Set(['can_upload_documents', 'is_active', 'esarte_alumni']);
/** Columns whose values are catalogue codes separated by ';': the reason of an unknown one, and an example. */
const CODES: Record<string, { id: ReasonId; example: string }> = {
  academic_titles: { id: 'unknownAcademicTitle', example: 'licenciado, magister' },
  expertise_areas: { id: 'unknownExpertiseArea', example: '2d_animation, 3d_animation' },
  countries: { id: 'unknownCountry', example: 'GT, SV' },
};
/** Fields the schemas add from a column (the titles' descriptions come from the titles). */
const COLUMN_OF_FIELD: Record<string, string> = { academic_title_descriptions: 'academic_titles' };

const say = (id: ReasonId, values?: Record<string, string | number>): ImportReasonText =>
  values ? { id, values } : { id };

function tooLong(issue: z.core.$ZodIssue): ImportReasonText | null {
  return issue.code === 'too_big' && issue.origin === 'string' ? say('maxChars', { max: Number(issue.maximum) }) : null;
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
function plainReason(column: string, issue: z.core.$ZodIssue, value: unknown): ImportReasonText {
  const codes = CODES[column];
  if (YES_NO.has(column)) return say('yesNo');
  if (codes) {
    const item = typeof issue.path[1] === 'number' && Array.isArray(value) ? value[issue.path[1]] : undefined;
    return typeof item === 'string' ? say(codes.id, { value: item, example: codes.example }) : say('repeated');
  }
  switch (column) {
    case 'email':
      return say(emptyText(issue, value) ? 'required' : 'email');
    case 'full_name':
      return tooLong(issue) ?? say('required');
    case 'student_id':
      return tooLong(issue) ?? say(emptyText(issue, value) ? 'required' : 'studentId');
    case 'enrollment_year':
      return say('yearBetween', { min: ENROLLMENT_YEAR_MIN, max: new Date().getFullYear() + 1 });
    case 'start_year':
      return say('year');
    case 'experience_years':
      return say('wholeNumber', { min: 0, max: 80 });
    case 'birthdate':
      return say('date');
    default:
      return tooLong(issue) ?? say('invalid');
  }
}

/**
 * The reasons of a row the schema refused: one per column (`Columna '<header>': <what to write>` once written), in
 * the order of the checks. `headers` are the file's own headers by column.
 */
export function reasonsOf(
  error: z.ZodError,
  record: Record<string, unknown>,
  headers: Readonly<Record<string, string>>,
): ImportReason[] {
  const byColumn = new Map<string, ImportReason>();
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') {
      byColumn.set('', say('row'));
      continue;
    }
    const column = COLUMN_OF_FIELD[field] ?? field;
    if (byColumn.has(column)) continue;
    const header = headers[column];
    byColumn.set(column, {
      ...plainReason(column, issue, record[column]),
      column: header === undefined ? { name: column } : { name: column, header },
    });
  }
  return [...byColumn.values()];
}
