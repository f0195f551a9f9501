/**
 * The one list pattern (decision 009): a page in a stable order, the next page asked for with the
 * opaque cursor of the last one, and the total on the first page only. Without zod: a first screen that pages a
 * list imports this, not the query schema.
 */
export const LIST_PAGE_MAX = 200;
/** Filtered totals are counted up to this many; past it the answer says "at least". */
export const LIST_TOTAL_CAP = 200;

export const LIST_HEADERS = {
  /** How many rows match (first page only). */
  total: 'x-total-count',
  /** 'true' when the filtered total reached LIST_TOTAL_CAP and more may match. */
  totalCapped: 'x-total-capped',
  /** The cursor of the next page; absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;
