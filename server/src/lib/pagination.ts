export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of a list and the total that match: without a limit, the whole list (the plain list the
 * specification names); with one, the page and a count run side by side.
 */
export async function pageOf<Row>(options: {
  limit?: number;
  offset?: number;
  all: () => Promise<Row[]>;
  page: (limit: number, offset: number) => Promise<Row[]>;
  count: () => Promise<number>;
}): Promise<Page<Row>> {
  if (options.limit === undefined) {
    const rows = await options.all();
    return { rows, total: rows.length };
  }
  const [rows, total] = await Promise.all([options.page(options.limit, options.offset ?? 0), options.count()]);
  return { rows, total };
}
