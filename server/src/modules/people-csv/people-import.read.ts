import { parse } from 'csv-parse/sync';
import { csvColumnOfHeader } from '@contracts/people-csv';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type ImportKind } from '@contracts/people-import';
import { AppError } from '../../lib/app-error';
import {
  SPREADSHEET_TEXTS,
  decodeSpreadsheetBytes,
  detectSeparator,
  hasNulCharacter,
  type SpreadsheetEncoding,
} from '../../lib/spreadsheet-text';
import { reasonsOf, type ImportReason } from './people-import.reasons';
import {
  prepareRecord,
  StudentRowSchema,
  TeacherRowSchema,
  type StudentRow,
  type TeacherRow,
} from './people-import.rows';

/*
 * Reading an import's CSV (decision 014), in the pool of untrusted work (untrusted-work/tasks/read-people-csv.ts,
 * decision 030): parsed and each row checked against its schema there; the database work stays on the main thread
 * (people-import.service.ts). Bounded: rows, columns and the characters of one record.
 */

/** The template has 15 columns; a spreadsheet adds a few empty ones. */
export const IMPORT_MAX_COLUMNS = 100;
/** One line of the file: a long biography is a few thousand characters. */
export const IMPORT_MAX_RECORD_CHARS = 100_000;

export const IMPORT_READ_MESSAGES = {
  /** Values: `max`. */
  tooManyColumns: /*i18n*/ { id: 'peopleImport.tooManyColumns', message: 'El archivo tiene más de {max} columnas.' },
  /** Values: `max`, written as a number of the reader's language. */
  recordTooLong: /*i18n*/ {
    id: 'peopleImport.recordTooLong',
    message: 'Una fila del archivo tiene más de {max, number} caracteres.',
  },
} as const;

export type ImportPerson = TeacherRow | StudentRow;

/**
 * One line of the file as the preview needs it: who it names (null when nothing: the preview says 'Línea N' in the
 * reader's language), and its row when valid or why not (plain data, written in a language on the main thread).
 */
export interface ReadImportRow {
  line: number;
  label: string | null;
  row: ImportPerson | null;
  reasons: ImportReason[];
}

class ColumnsRefused extends Error {}

interface ReadCsv {
  records: Record<string, string>[];
  /** The file's header of each column it has, as the file writes it (for the reasons). */
  headers: Record<string, string>;
  encoding: SpreadsheetEncoding;
  separator: ',' | ';';
}

/**
 * Parses the file as a spreadsheet saves it: UTF-8 (with or without BOM) or Windows-1252, comma or semicolon, a
 * header row whose names are the template's Spanish headers or the field names (any case, accents or not). Columns
 * of no known header, and a second column of the same field, are skipped. A malformed file is one clear 400.
 */
function readCsv(kind: ImportKind, content: Uint8Array): ReadCsv {
  const { text, encoding } = decodeSpreadsheetBytes(content);
  if (hasNulCharacter(text)) throw new AppError('VALIDATION_FAILED', SPREADSHEET_TEXTS.nulCharacter);
  const separator = detectSeparator(text);
  const headers: Record<string, string> = {};
  try {
    const records = parse(text, {
      bom: true,
      columns: (names: string[]) => {
        if (names.length > IMPORT_MAX_COLUMNS) throw new ColumnsRefused();
        return names.map((name) => {
          const column = csvColumnOfHeader(kind, name);
          if (!column || column in headers) return false;
          headers[column] = name.trim();
          return column;
        });
      },
      delimiter: separator,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: IMPORT_MAX_RECORD_CHARS,
      // One more than allowed: enough to tell the file is over the limit without reading the rest.
      to: IMPORT_MAX_ROWS + 1,
    }) as Record<string, string>[];
    return { records, headers, encoding, separator };
  } catch (error) {
    if (error instanceof ColumnsRefused || (error as { cause?: unknown }).cause instanceof ColumnsRefused)
      throw new AppError('FILE_TOO_COMPLEX', IMPORT_READ_MESSAGES.tooManyColumns, undefined, {
        max: IMPORT_MAX_COLUMNS,
      });
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw new AppError('FILE_TOO_COMPLEX', IMPORT_READ_MESSAGES.recordTooLong, undefined, {
        max: IMPORT_MAX_RECORD_CHARS,
      });
    throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.notCsv);
  }
}

/** The columns the file's header names (field names), how it names them, and how the file was read. */
export interface ReadImport {
  columns: string[];
  headers: Record<string, string>;
  encoding: SpreadsheetEncoding;
  separator: ',' | ';';
  rows: ReadImportRow[];
}

/** Reads and checks each line of an import's file; refuses a file over the limits in plain words. */
export function readImportFile(kind: ImportKind, content: Uint8Array): ReadImport {
  const { records, headers, encoding, separator } = readCsv(kind, content);
  if (records.length > IMPORT_MAX_ROWS)
    throw new AppError('VALIDATION_FAILED', IMPORT_MESSAGES.tooManyRows, undefined, {
      max: IMPORT_MAX_ROWS,
    });
  const schema = kind === 'students' ? StudentRowSchema : TeacherRowSchema;
  const rows = records.map((record, index): ReadImportRow => {
    const line = index + 2;
    const label =
      [record.full_name, record.email, record.student_id ?? record.teacher_code].filter(Boolean).join(' · ') || null;
    const prepared = prepareRecord(kind, record);
    const result = schema.safeParse(prepared);
    return result.success
      ? { line, label, row: result.data as ImportPerson, reasons: [] }
      : { line, label, row: null, reasons: reasonsOf(result.error, prepared, headers) };
  });
  return { columns: Object.keys(headers), headers, encoding, separator, rows };
}
