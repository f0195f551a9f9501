import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { nextCursor, type ListPage } from './api-page';

/**
 * The infinite query of a paged list (decision 009): `fetchPage` reads the page after `cursor` (none for the first),
 * the next page's cursor comes from the last page. `keepPrevious` keeps the shown rows while a new search loads.
 */
export function listPagesQueryOptions<T, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor<T>,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
