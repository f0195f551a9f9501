import { Readable } from 'node:stream';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { JsonRowPlan } from './json-rows';

/** Rows read from PostgreSQL per step of a streamed list: written and compressed while the next ones arrive. */
const ROWS_PER_READ = 1_000;

/** Every column as the text PostgreSQL sends (see list-json.ts). */
const RAW_TEXT = { getTypeParser: () => (value: string) => value };

interface Query {
  text: string;
  values: unknown[];
}

/**
 * A whole list written as it is read: a cursor over `rows` in one read-only snapshot, each batch of rows written
 * by the plan and sent on, so PostgreSQL, the writer and the compression overlap and no answer-sized string or
 * row array is ever held. `total` counts in the same snapshot, so the header and the rows agree. The connection
 * goes back to the pool when the answer ends, fails or its client goes away.
 */
export async function streamJsonList(options: { pool: pg.Pool; rows: Query; total: Query | undefined; plan: JsonRowPlan }): Promise<{ total?: number; body: Readable }> {
  const client = await options.pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const counted = options.total ? await client.query<[string | number]>({ text: options.total.text, values: options.total.values, rowMode: 'array' }) : undefined;
    const total = counted ? Number(counted.rows[0]?.[0] ?? 0) : undefined;
    const cursor = client.query(new Cursor<(string | null)[]>(options.rows.text, options.rows.values, { rowMode: 'array', types: RAW_TEXT }));
    let finished = false;
    async function* parts(): AsyncGenerator<string> {
      yield '[';
      let first = true;
      for (;;) {
        const rows = await cursor.read(ROWS_PER_READ);
        if (rows.length === 0) break;
        yield (first ? '' : ',') + options.plan.writeItems(rows, 2);
        first = false;
      }
      await cursor.close();
      await client.query('commit');
      finished = true;
      yield ']';
    }
    const body = Readable.from(parts(), { objectMode: false });
    // A connection left inside the snapshot with an open cursor is not reused: released with an error, the pool drops it.
    body.once('close', () => release(finished ? undefined : new Error('The list answer ended before its last row')));
    return { total, body };
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
