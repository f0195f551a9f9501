import { monitorEventLoopDelay } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEACHER_CSV_COLUMNS } from '@contracts/people-csv';
import { IMPORT_MAX_ROWS, type ImportPreview } from '@contracts/people-import';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart } from '../../../test/multipart';
import { peopleImports } from '../../db/schema/imports';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_RECORD_CHARS } from './people-import.read';

/*
 * An import's CSV is parsed and its rows checked in the pool of untrusted work (decision 030): a file at the largest
 * size allowed is read there while the main thread stays free, and a file over the reader's limits (columns, the
 * characters of one line, rows) is refused in plain words, with nothing kept.
 */

const [context, staff] = await signedInApp('staff');

async function preview(csv: string) {
  const body = multipart({}, [{ filename: 'profesores.csv', content: Buffer.from(csv), contentType: 'text/csv' }]);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/staff/import/teachers/preview',
    payload: body.payload,
    headers: { ...body.headers, ...staff.auth },
  });
  delay.disable();
  return { response, ms: performance.now() - started, delayP99Ms: delay.percentile(99) / 1e6 };
}

const header = TEACHER_CSV_COLUMNS.join(',');
const teacherLine = (i: number, bio = 'Profesora de dibujo') =>
  `Persona ${i},persona${i}@escuela.test,T-${i},555-${i},2010,5,1980-01-01,,,,no,sí,${bio}`;

describe('reading an import file in the pool', () => {
  it(`reads ${IMPORT_MAX_ROWS.toLocaleString('en')} rows of about 8 MB, the main thread free meanwhile`, async () => {
    const bio = 'Biografía de la persona, larga como las que se escriben en un perfil. '.repeat(5);
    const lines = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => teacherLine(i, bio));
    const csv = [header, ...lines].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(8_000_000);
    const { response, delayP99Ms } = await preview(csv);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json<ImportPreview>().summary).toEqual({ create: IMPORT_MAX_ROWS, update: 0, reject: 0 });
    // The answer itself (20,000 rows of preview) is written on the main thread; the reading is not.
    expect(delayP99Ms).toBeLessThan(300);
  }, 60_000);

  it('refuses a file with more columns than the limit', async () => {
    const wide = [header, ...Array.from({ length: IMPORT_MAX_COLUMNS }, (_, i) => `extra_${i}`)].join(',');
    const { response } = await preview(`${wide}\n${teacherLine(1)}\n`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'FILE_TOO_COMPLEX',
      message: `El archivo tiene más de ${IMPORT_MAX_COLUMNS} columnas.`,
    });
  });

  it('refuses a line longer than the limit, however it is quoted', async () => {
    const long = `"${'a'.repeat(IMPORT_MAX_RECORD_CHARS + 10)}"`;
    const { response, ms } = await preview(`${header}\n${teacherLine(1, long)}\n`);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: 'FILE_TOO_COMPLEX',
      message: expect.stringMatching(/^Una fila del archivo tiene más de/),
    });
    expect(ms).toBeLessThan(2_000);
  });

  it('refuses a file of more rows than allowed without reading the rest', async () => {
    const lines = Array.from({ length: IMPORT_MAX_ROWS + 5 }, (_, i) => `P ${i},p${i}@e.test`);
    const { response } = await preview(['full_name,email', ...lines].join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^El archivo tiene más de/);
  });

  it('still answers a file that is no CSV with the one clear 400', async () => {
    const { response } = await preview('full_name,email\n"unterminated,quote\n');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a file with NUL characters as a whole, in the reader, before any row is planned or kept', async () => {
    const kept = async () => (await context.db.select({ value: count() }).from(peopleImports))[0]!.value;
    const before = await kept();
    const lines = Array.from({ length: 2_000 }, (_, i) => `Persona\u0000 ${i},p${i}@e.test`);
    const { response } = await preview(['full_name,email', ...lines].join('\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; message: string }>()).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'El archivo contiene caracteres nulos y no es un CSV de texto. Guárdalo como «CSV UTF-8» y vuelve a subirlo.',
    });
    expect(await kept()).toBe(before);
  });
});
