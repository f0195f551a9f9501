import { isId } from '@contracts/ids';
import { LIST_TOTAL_CAP, type ListQuery } from '@contracts/lists';
import { AppError } from './app-error';

/** Where a row sits in a list's order: its sort value, then its id to break ties. */
/** A list's `cursor` that is not one the list gave. */
export const INVALID_CURSOR = /*i18n*/ { id: 'lists.invalidCursor', message: 'Cursor de página inválido' };

export type Keyset = readonly [string, number];

export interface ListPage<Row> {
  rows: Row[];
  /** How many rows match; only on the first page (no cursor), where screens read it. */
  total?: number;
  /** The filtered total reached LIST_TOTAL_CAP: at least that many match. */
  totalCapped: boolean;
  /** Opaque cursor of the next page; undefined on the last one. */
  nextCursor?: string;
}

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify(keyset)).toString('base64url');
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !value[0].includes('\u0000') &&
      typeof value[1] === 'number' &&
      isId(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('INVALID_CURSOR', INVALID_CURSOR);
}

/**
 * The one list pattern (decision 009). Rows come in (sort value, id) order after the cursor, so a page
 * costs one index range scan wherever it is; the total comes from a counter when unfiltered, and from a
 * count that stops at LIST_TOTAL_CAP when filtered (skipped when a counter already shows more than the cap match).
 */
export async function listPage<Row>(options: {
  query: Pick<ListQuery, 'limit' | 'cursor'>;
  filtered: boolean;
  /** The rows after `after` in list order, at most `limit` (all when undefined). */
  rows: (after: Keyset | undefined, limit: number | undefined) => Promise<Row[]>;
  keysetOf: (row: Row) => Keyset;
  /** The unfiltered total, from row_counts. */
  counter: () => Promise<number>;
  /** How many rows match the filter, counting no further than `cap`. */
  cappedCount: (cap: number) => Promise<number>;
  /** A floor of the filtered total read from counters; when it passes the cap, no row is counted. */
  atLeast?: () => Promise<number>;
}): Promise<ListPage<Row>> {
  const { limit, cursor } = options.query;
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const fetched = await options.rows(after, limit === undefined ? undefined : limit + 1);
  const hasMore = limit !== undefined && fetched.length > limit;
  const rows = hasMore ? fetched.slice(0, limit) : fetched;
  const last = rows.at(-1);
  const nextCursor = hasMore && last ? encodeCursor(options.keysetOf(last)) : undefined;
  if (after) return { rows, totalCapped: false, nextCursor };
  if (!hasMore) return { rows, total: rows.length, totalCapped: false, nextCursor };
  if (!options.filtered) return { rows, total: await options.counter(), totalCapped: false, nextCursor };
  if (options.atLeast && (await options.atLeast()) > LIST_TOTAL_CAP)
    return { rows, total: LIST_TOTAL_CAP, totalCapped: true, nextCursor };
  const counted = await options.cappedCount(LIST_TOTAL_CAP + 1);
  return { rows, total: Math.min(counted, LIST_TOTAL_CAP), totalCapped: counted > LIST_TOTAL_CAP, nextCursor };
}
