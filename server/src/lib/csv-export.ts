import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type pg from 'pg';
import { openSnapshotCursor, type SqlQuery } from './snapshot-cursor';

/**
 * A CSV answer (csv-stringify: a header row, RFC 4180 quoting, a BOM so spreadsheet programs read UTF-8) streamed
 * from a cursor in one snapshot: 100,000 rows are never held in memory.
 */
export async function streamCsv<Row>(options: {
  pool: pg.Pool;
  rows: SqlQuery;
  columns: readonly string[];
  record: (row: Row) => unknown[];
}): Promise<Readable> {
  const cursor = await openSnapshotCursor<Row>({ pool: options.pool, rows: options.rows });
  async function* records(): AsyncGenerator<unknown[]> {
    for await (const rows of cursor.batches()) for (const row of rows) yield options.record(row);
  }
  // pipeline, not .pipe: the answer closed (client gone) ends the records too, and an error reaches the answer.
  const csv = pipeline(
    Readable.from(records()),
    stringify({ header: true, columns: [...options.columns], bom: true }),
    () => {},
  );
  return cursor.releaseWith(csv);
}
