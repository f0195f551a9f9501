import { parse } from 'csv-parse/sync';
import { ROSTER_FILE_MAX_ROWS, ROSTER_MESSAGES } from '@contracts/enrolments';
import { AppError } from '../../lib/app-error';
import {
  SPREADSHEET_TEXTS,
  decodeSpreadsheetBytes,
  detectSeparator,
  hasNulCharacter,
} from '../../lib/spreadsheet-text';

/** A roster line names one student; a spreadsheet adds a few columns (a name beside the id). */
const MAX_COLUMNS = 50;
const MAX_RECORD_CHARS = 10_000;

/**
 * Header cells that name the column of student ids or emails (compared lower-case, without accents), in either
 * language: the export's headers (ROSTER_CSV_COLUMNS) and the usual others.
 */
const ID_HEADERS = new Set(['carne', 'carnet', 'student_id', 'student id', 'codigo', 'code', 'id']);
const EMAIL_HEADERS = new Set(['correo', 'email', 'correo electronico', 'e-mail', 'email address']);

export interface RosterLine {
  /** The line of the file (1 the first). */
  line: number;
  /** A student id or an email, as written (trimmed). */
  value: string;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * A roster CSV (issue 42), in the pool of untrusted work: the file's encoding and separator as schools save it
 * (lib/spreadsheet-text.ts), then one student id or email a line — the column a header names 'Carné' or 'Correo'
 * (the first such column), else the first column of every line. Empty lines are skipped; bounded in lines, columns
 * and characters.
 */
export function readRosterCsvTask(input: { bytes: Uint8Array }): { lines: RosterLine[] } {
  const { text } = decodeSpreadsheetBytes(input.bytes);
  if (hasNulCharacter(text)) throw new AppError('VALIDATION_FAILED', SPREADSHEET_TEXTS.nulCharacter);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter: detectSeparator(text),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_CHARS,
      // Each record with where it is: its line in the file, empty lines counted.
      info: true,
      to: ROSTER_FILE_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw new AppError('VALIDATION_FAILED', ROSTER_MESSAGES.notCsv);
  }
  const records = parsed.map((entry) => entry.record);
  if (records.some((record) => record.length > MAX_COLUMNS))
    throw new AppError(
      'FILE_TOO_COMPLEX',
      /*i18n*/ { id: 'rosters.tooManyColumns', message: 'El archivo tiene más de {max} columnas.' },
      undefined,
      {
        max: MAX_COLUMNS,
      },
    );
  const header = (records[0] ?? []).map(plain);
  const named = header.findIndex((cell) => ID_HEADERS.has(cell) || EMAIL_HEADERS.has(cell));
  const column = Math.max(named, 0);
  const body = named >= 0 ? parsed.slice(1) : parsed;
  if (body.length > ROSTER_FILE_MAX_ROWS)
    throw new AppError('VALIDATION_FAILED', ROSTER_MESSAGES.tooManyRows, undefined, {
      max: ROSTER_FILE_MAX_ROWS,
    });
  const lines: RosterLine[] = [];
  for (const { record, info } of body) {
    const value = (record[column] ?? '').trim();
    if (value !== '') lines.push({ line: info.lines, value: value.slice(0, 200) });
  }
  if (lines.length === 0) throw new AppError('ROSTER_FILE_REFUSED', ROSTER_MESSAGES.emptyFile);
  return { lines };
}
