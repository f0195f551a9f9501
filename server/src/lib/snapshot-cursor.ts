import type { Readable } from 'node:stream';
import type pg from 'pg';
import Cursor from 'pg-cursor';

/** Rows read from PostgreSQL per step of a streamed answer: written while the next ones arrive. */
export const ROWS_PER_READ = 1_000;

export interface SqlQuery {
  text: string;
  values: unknown[];
}

export interface SnapshotCursor<Row> {
  /** The count of `total`, taken in the same snapshot as the rows (undefined without a `total` query). */
  total?: number;
  /**
   * The rows in batches of ROWS_PER_READ; after the last, the snapshot is committed. Once the answer is abandoned
   * it touches the connection no more: a read under way fails, and the next step throws.
   */
  batches: () => AsyncGenerator<Row[]>;
  /**
   * Gives the connection back when `body` closes, the one place that does: as it was after the last batch, or —
   * the answer abandoned mid-way (client gone, HEAD) — released with an error, so the pool closes it (PostgreSQL
   * then drops the cursor and the snapshot) rather than reuse a connection left inside a transaction.
   */
  releaseWith: (body: Readable) => Readable;
}

/**
 * A cursor over `rows` in one `repeatable read, read only` transaction of its own pooled connection: an export or
 * a whole list streamed in batches, never held in memory, consistent with the `total` counted first. Callers must
 * hand the answer they build to `releaseWith`, and build it so that its close ends the batches (stream.pipeline,
 * not .pipe); if building it throws, the connection is released here.
 */
export async function openSnapshotCursor<Row>(options: {
  pool: pg.Pool;
  rows: SqlQuery;
  total?: SqlQuery;
  config?: { rowMode?: 'array'; types?: { getTypeParser: (...args: never[]) => unknown } };
}): Promise<SnapshotCursor<Row>> {
  const client = await options.pool.connect();
  let state: 'reading' | 'finished' | 'released' = 'reading';
  const release = (error?: Error) => {
    if (state === 'released') return;
    state = 'released';
    client.release(error);
  };
  const usable = () => {
    if (state === 'released') throw new Error('The answer was abandoned: its connection is gone');
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const counted = options.total
      ? await client.query<[string | number]>({
          text: options.total.text,
          values: options.total.values,
          rowMode: 'array',
        })
      : undefined;
    const cursor = client.query(
      new Cursor<Row>(options.rows.text, options.rows.values, options.config as Cursor.CursorQueryConfig),
    );
    // A failed read rejects its promise with the same error; the event must never be one nobody listens to.
    cursor.on('error', () => {});
    return {
      total: counted ? Number(counted.rows[0]?.[0] ?? 0) : undefined,
      batches: async function* () {
        for (;;) {
          usable();
          const rows = await cursor.read(ROWS_PER_READ);
          if (rows.length === 0) break;
          yield rows;
        }
        usable();
        await cursor.close();
        usable();
        await client.query('commit');
        usable();
        state = 'finished';
      },
      releaseWith: (body) =>
        body.once('close', () =>
          release(state === 'finished' ? undefined : new Error('The answer ended before its last row')),
        ),
    };
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
