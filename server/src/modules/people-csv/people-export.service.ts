import type { Readable } from 'node:stream';
import { asc, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Language } from '@contracts/languages';
import {
  CSV_LIST_SEPARATOR,
  csvTemplateHeaders,
  STUDENT_CSV_COLUMNS,
  TEACHER_CSV_COLUMNS,
} from '@contracts/people-csv';
import type { Database } from '../../db/client';
import { peopleSearchTexts, students, teachers } from '../../db/schema/index';
import { streamCsv } from '../../lib/csv-export';
import { csvSafeCell } from '../../lib/csv-safe-cell';
import { matchesSearch } from '../../lib/text-search';
import { teacherSearchFilter } from '../teachers/teacher.search';

const dialect = new PgDialect();
const poolOf = (db: Database) => (db as Database & { $client: pg.Pool }).$client;
type Row = Record<string, unknown>;

/** Yes and no as each language writes them in a cell (the import reads both, and true/false). */
const YES_NO: Record<Language, readonly [string, string]> = { es: ['Sí', 'No'], en: ['Yes', 'No'] };

/**
 * A cell: lists joined by ';', booleans as yes/no words of the language, dates as YYYY-MM-DD (what the import reads
 * back whatever the language), nothing for null; text that a spreadsheet would read as a formula (a name
 * `=HYPERLINK(…)`, a phone `+502…`) quoted by csvSafeCell.
 */
function cell(value: unknown, language: Language): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return csvSafeCell(value.join(CSV_LIST_SEPARATOR));
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1];
  return csvSafeCell(value);
}

/** The teachers the staff list shows for `q`, in its order, as TEACHER_CSV_COLUMNS headed in the requester's language. */
export async function exportTeachersCsv(options: {
  db: Database;
  q: string | undefined;
  language: Language;
}): Promise<Readable> {
  const where = options.q ? teacherSearchFilter('staff', options.q) : undefined;
  const query = dialect.sqlToQuery(
    sql`select ${teachers.fullName} as full_name, ${teachers.email} as email, ${teachers.teacherCode} as teacher_code, ${teachers.phone} as phone,
      ${teachers.startYear} as start_year, ${teachers.experienceYears} as experience_years, ${teachers.birthdate}::text as birthdate,
      ${teachers.academicTitles} as academic_titles, ${teachers.expertiseAreas} as expertise_areas, ${teachers.countries} as countries,
      ${teachers.esarteAlumni} as esarte_alumni, ${teachers.isActive} as is_active, ${teachers.bio} as bio
      from ${teachers} ${where ? sql`where ${where}` : sql``} order by ${asc(teachers.fullName)}, ${asc(teachers.id)}`,
  );
  return streamCsv<Row>({
    pool: poolOf(options.db),
    rows: { text: query.sql, values: query.params },
    columns: csvTemplateHeaders('teachers', options.language),
    record: (row) => TEACHER_CSV_COLUMNS.map((column) => cell(row[column], options.language)),
  });
}

/** The students the staff list shows for `q`, in its order, as STUDENT_CSV_COLUMNS headed in the requester's language. */
export async function exportStudentsCsv(options: {
  db: Database;
  q: string | undefined;
  language: Language;
}): Promise<Readable> {
  const where = options.q ? matchesSearch(peopleSearchTexts.studentStaff, options.q) : undefined;
  const query = dialect.sqlToQuery(
    sql`select ${students.fullName} as full_name, ${students.studentId} as student_id, ${students.email} as email, ${students.phone} as phone,
      ${students.program} as program, ${students.enrollmentYear} as enrollment_year, ${students.canUploadDocuments} as can_upload_documents, ${students.isActive} as is_active
      from ${students} ${where ? sql`where ${where}` : sql``} order by ${asc(students.fullName)}, ${asc(students.id)}`,
  );
  return streamCsv<Row>({
    pool: poolOf(options.db),
    rows: { text: query.sql, values: query.params },
    columns: csvTemplateHeaders('students', options.language),
    record: (row) => STUDENT_CSV_COLUMNS.map((column) => cell(row[column], options.language)),
  });
}
