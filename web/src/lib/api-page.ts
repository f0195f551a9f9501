import { ApiError, getToken } from './api-client';

/**
 * One page of a list call that answers an array plus the total in `X-Total-Count`
 * (GET /api/staff/teachers, GET /api/teachers). Same rules as the api client:
 * bearer token, cookies included, a non-OK answer throws `Error('{status}: {text}')`.
 */
export interface ListPage<T> {
  items: T[];
  /** How many items match in all, from X-Total-Count. */
  total: number;
}

export interface PageParams {
  q?: string;
  limit: number;
  offset: number;
}

export async function getListPage<T>(path: string, { q, limit, offset }: PageParams, signal?: AbortSignal): Promise<ListPage<T>> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${path}?${params}`, { headers, credentials: 'include', signal });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text);
  const items = JSON.parse(text) as T[];
  const header = Number(response.headers.get('X-Total-Count'));
  // Without the header, assume more when the page came back full.
  const total = Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : offset + items.length + (items.length === limit ? 1 : 0);
  return { items, total };
}

/** For useInfiniteQuery: the next offset, or undefined when every match is loaded. */
export function nextOffset<T>(lastPage: ListPage<T>, pages: ListPage<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}
