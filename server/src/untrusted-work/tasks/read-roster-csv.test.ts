import { describe, expect, it } from 'vitest';
import { ROSTER_FILE_MAX_ROWS, ROSTER_MESSAGES } from '@contracts/enrolments';
import { AppError } from '../../lib/app-error';
import { readRosterCsvTask } from './read-roster-csv';
import { asDeclared } from '@contracts/i18n/texts';

const bytes = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));
const valuesOf = (text: string, encoding?: BufferEncoding) =>
  readRosterCsvTask({ bytes: bytes(text, encoding) }).lines.map((line) => [line.line, line.value]);

describe('a roster CSV', () => {
  it('reads one student id or email a line, the first column, without a header', () => {
    expect(valuesOf('S-1\n\n  s-2@school.test  \nS-3,Ana\n')).toEqual([
      [1, 'S-1'],
      [3, 's-2@school.test'],
      [4, 'S-3'],
    ]);
  });

  it("takes the column a header names 'Correo' or 'Carné' (accents and case aside), as Spanish Excel saves it", () => {
    const text = 'Nombre;CORREO;Carné\r\nJosé Peña;jose@school.test;S-9\r\nÁngel;angel@school.test;S-10\r\n';
    expect(valuesOf(text, 'latin1')).toEqual([
      [2, 'jose@school.test'],
      [3, 'angel@school.test'],
    ]);
    expect(valuesOf(`\uFEFFCarne,Nombre\nS-1,Núñez\n`)).toEqual([[2, 'S-1']]);
  });

  it("takes the column the English export heads 'Student ID' or 'Email'", () => {
    expect(valuesOf('Student ID,Name,Email\nS-7,Ann,ann@school.test\n')).toEqual([[2, 'S-7']]);
    expect(valuesOf('Name,EMAIL\nAnn,ann@school.test\n')).toEqual([[2, 'ann@school.test']]);
  });

  it('refuses an empty file, too many lines or columns, in plain words', () => {
    const refusal = (text: string) => {
      try {
        readRosterCsvTask({ bytes: bytes(text) });
      } catch (error) {
        return error instanceof AppError ? [error.code, error.message] : ['other', String(error)];
      }
      return undefined;
    };
    expect(refusal('Carné\n\n')).toEqual(['ROSTER_FILE_REFUSED', ROSTER_MESSAGES.emptyFile.message]);
    expect(refusal(Array.from({ length: ROSTER_FILE_MAX_ROWS + 1 }, (_, i) => `S-${i}`).join('\n'))).toEqual([
      'VALIDATION_FAILED',
      asDeclared(ROSTER_MESSAGES.tooManyRows, { max: ROSTER_FILE_MAX_ROWS }),
    ]);
    expect(refusal(`${Array(60).fill('x').join(',')}\n`)?.[0]).toBe('FILE_TOO_COMPLEX');
    expect(refusal('"S-1\n')).toEqual(['VALIDATION_FAILED', ROSTER_MESSAGES.notCsv.message]);
  });
});
