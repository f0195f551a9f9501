import { listPagePath, type PageParams } from '@contracts/api-paths';
import { LIST_HEADERS } from '@contracts/list-limits';
import { api } from './api-client';

export { listPagePath, type PageParams };

/**
 * One page of a list call (decision 009): an array in a stable order, the total on the first page
 * (`X-Total-Count`, with `X-Total-Capped` when a search matched more than the cap) and the cursor of
 * the next page (`X-Next-Cursor`). Sent by the api client, so with the session cookie, errors and sign-out on 401.
 */
export interface ListPage<T> {
  items: T[];
  /** How many match in all; only the first page carries it. */
  total?: number;
  /** The total is a floor: at least that many match. */
  totalCapped: boolean;
  nextCursor?: string;
}

function listPageOf<T>(items: T[], headers: Headers): ListPage<T> {
  const totalHeader = headers.get(LIST_HEADERS.total);
  return {
    items,
    total: totalHeader === null ? undefined : Number(totalHeader),
    totalCapped: headers.get(LIST_HEADERS.totalCapped) === 'true',
    nextCursor: headers.get(LIST_HEADERS.nextCursor) ?? undefined,
  };
}

export async function getListPage<T>(path: string, page: PageParams, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await api.getResponse(listPagePath(path, page), { signal });
  return listPageOf((await response.json()) as T[], response.headers);
}

/** For useInfiniteQuery: the cursor of the next page, or undefined on the last one. */
export function nextCursor<T>(lastPage: ListPage<T>): string | undefined {
  return lastPage.nextCursor;
}

/** The total to show for loaded pages: the first page's, '200+' when capped, else what is loaded. */
export function totalLabel<T>(pages: ListPage<T>[]): string {
  const first = pages[0];
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (first?.total === undefined) return String(loaded);
  return first.totalCapped ? `${first.total}+` : String(first.total);
}
