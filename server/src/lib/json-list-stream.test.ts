import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/database';
import { streamJsonList } from './json-list-stream';
import { jsonRowPlan } from './json-rows';

const probe = pgTable('stream_probe', { id: integer('id').primaryKey(), name: text('name').notNull() });
const plan = jsonRowPlan(z.object({ id: z.number(), name: z.string() }), {
  id: { column: probe.id, kind: 'number' },
  name: { column: probe.name, kind: 'text' },
});
const dialect = new PgDialect();
const rowsQuery = () => {
  const query = dialect.sqlToQuery(
    sql`select ${probe.name}, ${probe.id}, ${sql.join(plan.columns, sql`, `)} from ${probe} order by ${probe.id}`,
  );
  return { text: query.sql, values: query.params };
};
const ROWS = 2_500;
let pool: pg.Pool;

beforeAll(async () => {
  ({ pool } = await createTestDatabase());
  await pool.query('create table stream_probe (id integer primary key, name text not null)');
  await pool.query(`insert into stream_probe select n, 'Nombre "' || n || '" ñ' from generate_series(1, ${ROWS}) n`);
});

async function collect(body: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of body) text += String(chunk);
  return text;
}

describe('a whole list streamed from a cursor', () => {
  it('writes every row, in order, across several reads, with the total counted in the same snapshot', async () => {
    const { total, body } = await streamJsonList({
      pool,
      rows: rowsQuery(),
      total: { text: 'select count(*) from stream_probe', values: [] },
      plan,
    });
    const rows = JSON.parse(await collect(body)) as { id: number; name: string }[];
    expect(total).toBe(ROWS);
    expect(rows).toHaveLength(ROWS);
    expect(rows[0]).toEqual({ id: 1, name: 'Nombre "1" ñ' });
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: ROWS }, (_, index) => index + 1));
    expect(pool.idleCount).toBe(pool.totalCount);
  });

  it('answers an empty array for no rows', async () => {
    const empty = dialect.sqlToQuery(
      sql`select ${probe.name}, ${probe.id}, ${sql.join(plan.columns, sql`, `)} from ${probe} where false`,
    );
    const { total, body } = await streamJsonList({
      pool,
      rows: { text: empty.sql, values: empty.params },
      total: undefined,
      plan,
    });
    expect(total).toBeUndefined();
    expect(await collect(body)).toBe('[]');
  });

  it('gives its connection back when the answer is abandoned after the first rows', async () => {
    const { body } = await streamJsonList({ pool, rows: rowsQuery(), total: undefined, plan });
    body.resume();
    await once(body, 'data');
    body.destroy();
    await once(body, 'close');
    // No connection stays checked out; released with an error, the one left inside its snapshot is closed rather than reused.
    await expect.poll(() => pool.idleCount === pool.totalCount, { timeout: 5_000 }).toBe(true);
    const { rows } = await pool.query<{ n: number }>('select 1 as n');
    expect(rows[0]!.n).toBe(1);
    const again = await streamJsonList({ pool, rows: rowsQuery(), total: undefined, plan });
    expect(JSON.parse(await collect(again.body))).toHaveLength(ROWS);
  });
});
