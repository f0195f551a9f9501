import { z } from 'zod';
import { ACADEMIC_TITLES } from '@contracts/catalogues/academic-titles';
import { declaredLabelOf } from '@contracts/catalogues/catalogue';
import { isCountryCode } from '@contracts/countries';
import { CSV_LIST_SEPARATOR, STUDENT_CSV_COLUMNS, TEACHER_CSV_COLUMNS } from '@contracts/people-csv';
import type { ImportKind } from '@contracts/people-import';
import { StudentFieldsSchema } from '@contracts/students';
import { TeacherFieldsSchema } from '@contracts/teachers';
import { csvCellRead } from '../../lib/csv-safe-cell';

/** The columns a file must have; the others of the template are optional. */
export const REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
  teachers: ['full_name', 'email'],
  students: ['full_name', 'student_id', 'email'],
};
export const KNOWN_COLUMNS: Record<ImportKind, readonly string[]> = {
  teachers: TEACHER_CSV_COLUMNS,
  students: STUDENT_CSV_COLUMNS,
};

const email = z
  .email({ error: 'Correo electrónico inválido' })
  .max(254, { error: 'Correo electrónico inválido' })
  .transform((value) => value.toLowerCase());

/**
 * A CSV cell as the schemas read it: empty is absent, lists split on ';' (the export's separator) or ',' (codes hold
 * neither), yes/no words as booleans.
 */
const list = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(new RegExp(`[${CSV_LIST_SEPARATOR},]`))
        .map((item) => item.trim())
        .filter(Boolean)
    : value;
const flag = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  // Spanish Excel writes a spreadsheet's TRUE and FALSE as VERDADERO and FALSO.
  if (['true', '1', 'sí', 'si', 'yes', 'x', 'verdadero'].includes(word)) return true;
  if (['false', '0', 'no', '', 'falso'].includes(word)) return false;
  return value;
};
/** A date as a Spanish spreadsheet writes it (21/03/1985, 21-3-1985) made ISO; anything else is left to the schema. */
const date = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : value;
};

export const TeacherRowSchema = TeacherFieldsSchema.pick({
  full_name: true,
  teacher_code: true,
  phone: true,
  start_year: true,
  experience_years: true,
  birthdate: true,
  academic_titles: true,
  expertise_areas: true,
  esarte_alumni: true,
  is_active: true,
  bio: true,
})
  .extend({
    email,
    countries: z.array(z.string().toUpperCase().refine(isCountryCode, { error: 'País desconocido' })).default([]),
  })
  .transform((row) => ({
    ...row,
    countries: [...new Set(row.countries)],
    academic_title_descriptions: row.academic_titles.map((code) => declaredLabelOf(ACADEMIC_TITLES, code)),
  }));
export type TeacherRow = z.output<typeof TeacherRowSchema>;

export const StudentRowSchema = StudentFieldsSchema.extend({ email });
export type StudentRow = z.output<typeof StudentRowSchema>;

/** The record of one CSV line made ready for its schema; the quote an export put before `=`, `+`, … is taken off. */
export function prepareRecord(kind: ImportKind, record: Record<string, string>): Record<string, unknown> {
  const known = Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      KNOWN_COLUMNS[kind].includes(key) ? [[key, csvCellRead(value)]] : [],
    ),
  );
  if (kind === 'students') {
    return {
      ...known,
      can_upload_documents: flag(known.can_upload_documents ?? ''),
      is_active: known.is_active === undefined || known.is_active === '' ? true : flag(known.is_active),
    };
  }
  return {
    ...known,
    academic_titles: list(known.academic_titles ?? ''),
    expertise_areas: list(known.expertise_areas ?? ''),
    countries: list(known.countries ?? ''),
    birthdate: date(known.birthdate ?? ''),
    esarte_alumni: flag(known.esarte_alumni ?? ''),
    is_active: known.is_active === undefined || known.is_active === '' ? true : flag(known.is_active),
  };
}
