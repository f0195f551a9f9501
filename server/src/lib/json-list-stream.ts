import { Readable } from 'node:stream';
import type pg from 'pg';
import type { JsonRowPlan } from './json-rows';
import { openSnapshotCursor, type SqlQuery } from './snapshot-cursor';

/** Every column as the text PostgreSQL sends (see list-json.ts). */
const RAW_TEXT = { getTypeParser: () => (value: string) => value };

/**
 * A whole list written as it is read (snapshot-cursor.ts): each batch of rows written by the plan and sent on, so
 * PostgreSQL, the writer and the compression overlap and no answer-sized string or row array is ever held. `total`
 * counts in the same snapshot, so the header and the rows agree.
 */
export async function streamJsonList(options: {
  pool: pg.Pool;
  rows: SqlQuery;
  total: SqlQuery | undefined;
  plan: JsonRowPlan;
}): Promise<{ total?: number; body: Readable }> {
  const cursor = await openSnapshotCursor<(string | null)[]>({
    pool: options.pool,
    rows: options.rows,
    total: options.total,
    config: { rowMode: 'array', types: RAW_TEXT },
  });
  async function* parts(): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for await (const rows of cursor.batches()) {
      yield (first ? '' : ',') + options.plan.writeItems(rows, 2);
      first = false;
    }
    yield ']';
  }
  return { total: cursor.total, body: cursor.releaseWith(Readable.from(parts(), { objectMode: false })) };
}
