import { and, asc, count, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { ListQuery } from '@contracts/lists';
import type { Database, DbOrTx } from '../db/client';
import { rowCounts, type CountedTable } from '../db/schema/index';
import type { JsonRowPlan } from './json-rows';
import { listPage, type Keyset, type ListPage } from './list-page';

/** Rows strictly after the keyset in (sort, id) order; served by a btree index on (sort, id). */
function afterKeyset(sort: AnyColumn, id: AnyColumn, after: Keyset | undefined): SQL | undefined {
  return after ? sql`(${sort}, ${id}) > (${after[0]}, ${after[1]})` : undefined;
}

const countedRowsStatements = new WeakMap<DbOrTx, ReturnType<typeof prepareCountedRows>>();

function prepareCountedRows(db: DbOrTx) {
  return db
    .select({ value: rowCounts.rowCount })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, sql.placeholder('table')))
    .prepare('counted_rows');
}

/** The unfiltered total of a counted table, kept by triggers (migration 0005); a prepared statement, as every first page reads it. */
export async function countedRows(db: DbOrTx, table: CountedTable): Promise<number> {
  let statement = countedRowsStatements.get(db);
  if (!statement) {
    statement = prepareCountedRows(db);
    countedRowsStatements.set(db, statement);
  }
  const [row] = await statement.execute({ table });
  return row?.value ?? 0;
}

/**
 * How many rows match, reading no more than `cap` of them. Ordered like the list, so PostgreSQL picks the
 * page's plan: for a common term the (sort, id) index walked until `cap` matches (flat as the table grows), for a
 * rare one the search index; unordered, it built a bitmap of every match first (45 ms at 100,000 teachers).
 */
async function cappedCount(db: DbOrTx, table: PgTable, order: SQL[], where: SQL | undefined, cap: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(table).where(where).orderBy(...order).limit(cap).as('matching');
  const [row] = await db.select({ value: count() }).from(matching);
  return row?.value ?? 0;
}

type Row<Table extends PgTable> = Table['$inferSelect'];
type TextKey<Table extends PgTable> = { [Key in keyof Row<Table>]: Row<Table>[Key] extends string ? Key : never }[keyof Row<Table>] & string;

/**
 * A page of a table in (sort, id) order after the query's cursor, with its total: the list pattern of
 * decision 009 for one counted table. The table needs a btree index on (sort, id).
 */
export async function keysetList<Table extends PgTable & { id: AnyColumn }>(options: {
  db: DbOrTx;
  table: Table;
  counted: CountedTable;
  /** The text column the list is ordered by (then id). */
  sortKey: TextKey<Table>;
  where: SQL | undefined;
  query: ListQuery;
}): Promise<ListPage<Row<Table>>> {
  const { db, table, where } = options;
  const sort = getTableColumns(table)[options.sortKey] as AnyColumn;
  const order = [asc(sort), asc(table.id)];
  return listPage({
    query: options.query,
    filtered: where !== undefined,
    rows: async (after, limit) => {
      const rows = db
        .select()
        .from(table as PgTable)
        .where(and(where, afterKeyset(sort, table.id, after)))
        .orderBy(...order);
      return (await (limit === undefined ? rows : rows.limit(limit))) as Row<Table>[];
    },
    keysetOf: (row) => [row[options.sortKey] as string, row.id as number],
    counter: () => countedRows(db, options.counted),
    cappedCount: (cap) => cappedCount(db, table, order, where, cap),
  });
}

/** Every column as the text PostgreSQL sends: nothing parsed into objects that would only be written out again. */
const RAW_TEXT = { getTypeParser: () => (value: string) => value };
const dialect = new PgDialect();

/** A row as texts: its sort value, its id, then the plan's columns. */
export type RawRow = (string | null)[];

/** A page read by keysetJsonList, with the plan that writes its answer. */
export type JsonPage = ListPage<RawRow> & { plan: JsonRowPlan };

/**
 * keysetList for a list answered as JSON text (json-rows.ts): the same pages, totals and cursors, with the rows
 * selected as the plan's columns only and read as raw texts, written by replyWithJsonPage.
 */
export async function keysetJsonList<Table extends PgTable & { id: AnyColumn }>(options: {
  db: Database;
  table: Table;
  counted: CountedTable;
  sortKey: TextKey<Table>;
  where: SQL | undefined;
  query: ListQuery;
  plan: JsonRowPlan;
}): Promise<JsonPage> {
  const { db, table, where, plan } = options;
  const sort = getTableColumns(table)[options.sortKey] as AnyColumn;
  const order = [asc(sort), asc(table.id)];
  const pool = (db as Database & { $client: pg.Pool }).$client;
  const page = await listPage({
    query: options.query,
    filtered: where !== undefined,
    rows: async (after, limit) => {
      const condition = and(where, afterKeyset(sort, table.id, after));
      const statement = sql`select ${sort}, ${table.id}, ${sql.join(plan.columns, sql`, `)} from ${table}${condition ? sql` where ${condition}` : sql``} order by ${sql.join(order, sql`, `)}${limit === undefined ? sql`` : sql` limit ${limit}`}`;
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const result = await pool.query<RawRow>({ text, values: params, rowMode: 'array', types: RAW_TEXT });
      return result.rows;
    },
    keysetOf: (row) => [row[0] ?? '', Number(row[1])],
    counter: () => countedRows(db, options.counted),
    cappedCount: (cap) => cappedCount(db, table, order, where, cap),
  });
  return { ...page, plan };
}
