import { and, asc, count, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@contracts/lists';
import type { DbOrTx } from '../db/client';
import { rowCounts, type CountedTable } from '../db/schema/index';
import { listPage, type Keyset, type ListPage } from './list-page';

/** Rows strictly after the keyset in (sort, id) order; served by a btree index on (sort, id). */
export function afterKeyset(sort: AnyColumn, id: AnyColumn, after: Keyset | undefined): SQL | undefined {
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
export async function cappedCount(
  db: DbOrTx,
  table: PgTable,
  order: SQL[],
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(cap)
    .as('matching');
  const [row] = await db.select({ value: count() }).from(matching);
  return row?.value ?? 0;
}

type Row<Table extends PgTable> = Table['$inferSelect'];
export type TextKey<Table extends PgTable> = {
  [Key in keyof Row<Table>]: Row<Table>[Key] extends string ? Key : never;
}[keyof Row<Table>] &
  string;

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
