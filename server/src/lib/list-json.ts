import { and, asc, count, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { ListQuery } from '@contracts/lists';
import type { Database } from '../db/client';
import type { Readable } from 'node:stream';
import { rowCounts, type CountedTable } from '../db/schema/index';
import { streamJsonList } from './json-list-stream';
import type { JsonRowPlan } from './json-rows';
import { decodeCursor, listPage, type Keyset, type ListPage } from './list-page';
import { afterKeyset, cappedCount, countedRows, type TextKey } from './list-sql';

/** Every column as the text PostgreSQL sends: nothing parsed into objects that would only be written out again. */
const RAW_TEXT = { getTypeParser: () => (value: string) => value };
const dialect = new PgDialect();

/** A row as texts: its sort value, its id, then the plan's columns. */
export type RawRow = (string | null)[];

/** A list answer of keysetJsonList: the page's headers and its JSON array, written (a page) or streamed (the whole list). */
export type JsonPage = Omit<ListPage<RawRow>, 'rows'> & { body: string | Readable };

interface PageQuery {
  text: string;
  values: unknown[];
  /** Set for the unfiltered shapes, whose text never changes: PostgreSQL keeps them prepared per connection. */
  name?: string;
}

/** The unfiltered page queries, made once per plan and shape (first or after a cursor, paged or whole). */
const unfilteredQueries = new WeakMap<JsonRowPlan, Map<string, { name: string; text: string }>>();
let preparedCount = 0;

function pageQuery(options: {
  table: PgTable & { id: AnyColumn };
  sort: AnyColumn;
  plan: JsonRowPlan;
  where: SQL | undefined;
  after: Keyset | undefined;
  limit: number | undefined;
}): PageQuery {
  const { table, sort, plan, where, after, limit } = options;
  const build = (keyset: Keyset | undefined, rows: number | undefined) => {
    const condition = and(where, afterKeyset(sort, table.id, keyset));
    return dialect.sqlToQuery(
      sql`select ${sort}, ${table.id}, ${sql.join(plan.columns, sql`, `)} from ${table}${condition ? sql` where ${condition}` : sql``} order by ${asc(sort)}, ${asc(table.id)}${rows === undefined ? sql`` : sql` limit ${rows}`}`,
    );
  };
  const values = [...(after ?? []), ...(limit === undefined ? [] : [limit])];
  if (where !== undefined) {
    const built = build(after, limit);
    return { text: built.sql, values: built.params };
  }
  const shape = `${after ? 'after' : 'first'}-${limit === undefined ? 'whole' : 'page'}`;
  const queries = unfilteredQueries.get(plan) ?? new Map<string, { name: string; text: string }>();
  unfilteredQueries.set(plan, queries);
  let query = queries.get(shape);
  if (query === undefined) {
    // Built with stand-in values of the same shape: the parameters are the keyset, then the limit, in that order.
    query = {
      name: `json-list-${++preparedCount}`,
      text: build(after && ['', 0], limit === undefined ? undefined : 1).sql,
    };
    queries.set(shape, query);
  }
  return { ...query, values };
}

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
  /** A floor of the filtered total from counters (listPage). */
  atLeast?: () => Promise<number>;
}): Promise<JsonPage> {
  const { db, table, where, plan } = options;
  const sort = getTableColumns(table)[options.sortKey] as AnyColumn;
  const pool = (db as Database & { $client: pg.Pool }).$client;
  if (options.query.limit === undefined) {
    // The whole list (the specification's unpaged call) is streamed; its total, when it starts at the top, counted in the same snapshot.
    const after = options.query.cursor === undefined ? undefined : decodeCursor(options.query.cursor);
    const total = after
      ? undefined
      : dialect.sqlToQuery(
          where
            ? sql`select ${count()} from ${table} where ${where}`
            : sql`select ${rowCounts.rowCount} from ${rowCounts} where ${eq(rowCounts.tableName, options.counted)}`,
        );
    const streamed = await streamJsonList({
      pool,
      rows: pageQuery({ table, sort, plan, where, after, limit: undefined }),
      total: total && { text: total.sql, values: total.params },
      plan,
    });
    return { total: streamed.total, totalCapped: false, body: streamed.body };
  }
  const page = await listPage({
    query: options.query,
    filtered: where !== undefined,
    rows: async (after, limit) => {
      const query = pageQuery({ table, sort, plan, where, after, limit });
      const result = await pool.query<RawRow>({ ...query, rowMode: 'array', types: RAW_TEXT });
      return result.rows;
    },
    keysetOf: (row) => [row[0] ?? '', Number(row[1])],
    counter: () => countedRows(db, options.counted),
    cappedCount: (cap) => cappedCount(db, table, [asc(sort), asc(table.id)], where, cap),
    atLeast: options.atLeast,
  });
  const { rows, ...headers } = page;
  return { ...headers, body: plan.write(rows, 2) };
}
