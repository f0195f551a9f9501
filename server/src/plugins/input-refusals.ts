import pg from 'pg';
import { INPUT_MESSAGES } from '@contracts/errors';
import type { Text } from '@contracts/i18n/texts';

export interface InputRefusal {
  status: number;
  message: Text;
  /** What refused it and why, for the log: the SQLSTATE and PostgreSQL's message (not the query's parameters, which may hold private data), or the form parser's message. */
  reason: string;
}

/**
 * PostgreSQL errors that only a value sent by the client causes (SQLSTATE). The schemas in contracts/ should
 * refuse such values first; this is the last resort, so that a value they miss is a 4xx and a log line, not a 500.
 */
const DATABASE_REFUSALS: Record<string, { status: number; message: Text }> = {
  '22001': { status: 400, message: INPUT_MESSAGES.textTooLong }, // string_data_right_truncation (varchar(n))
  '22003': { status: 400, message: INPUT_MESSAGES.numberOutOfRange }, // numeric_value_out_of_range (id=99999999999 for int4)
  '22007': { status: 400, message: INPUT_MESSAGES.invalidDate }, // invalid_datetime_format
  '22008': { status: 400, message: INPUT_MESSAGES.invalidDate }, // datetime_field_overflow (year 0)
  '22021': { status: 400, message: INPUT_MESSAGES.invalidText }, // character_not_in_repertoire (NUL in text)
  '22P02': { status: 400, message: INPUT_MESSAGES.invalidValue }, // invalid_text_representation (bad json escape)
  '22P05': { status: 400, message: INPUT_MESSAGES.invalidText }, // untranslatable_character (\u0000 in jsonb)
  '23502': { status: 400, message: INPUT_MESSAGES.invalidValue }, // not_null_violation
  '23503': { status: 409, message: INPUT_MESSAGES.relatedMissing }, // foreign_key_violation (deleted meanwhile)
  '23514': { status: 400, message: INPUT_MESSAGES.invalidValue }, // check_violation
  '54000': { status: 400, message: INPUT_MESSAGES.textTooLong }, // program_limit_exceeded (index row too big)
};

/**
 * What busboy (under @fastify/multipart) throws, without a status, for a form that is not one: no or an empty
 * boundary (thrown by `request.parts()` before our code reads anything), a body that ends inside a part.
 */
const MALFORMED_FORM = [
  /^Multipart: Boundary not found$/,
  /^The needle cannot/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

function databaseErrorOf(error: unknown): pg.DatabaseError | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof pg.DatabaseError) return current;
  }
  return undefined;
}

/** The 4xx answer for an error caused by what the client sent, or undefined when it is ours (a 500). */
export function inputRefusalOf(error: unknown): InputRefusal | undefined {
  const databaseError = databaseErrorOf(error);
  if (databaseError?.code) {
    const reason = `SQLSTATE ${databaseError.code}: ${databaseError.message}`;
    const known = DATABASE_REFUSALS[databaseError.code];
    if (known) return { ...known, reason };
    // Class 22 is "data exception": a value, not the server, is wrong.
    if (databaseError.code.startsWith('22')) return { status: 400, message: INPUT_MESSAGES.invalidValue, reason };
    return undefined;
  }
  if (error instanceof Error && !('code' in error) && MALFORMED_FORM.some((pattern) => pattern.test(error.message))) {
    return { status: 400, message: INPUT_MESSAGES.malformedForm, reason: `multipart parser: ${error.message}` };
  }
  return undefined;
}
