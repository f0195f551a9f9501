import type { Key, ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { totalLabel, type ListPage } from '@/lib/api-page';
import { ListState, type ListQuery, type ListTexts } from './list-state';
import { LoadMore } from './load-more';

/** What the list reads of a useInfiniteQuery over list pages (decision 009). */
interface PagedQuery<T> extends ListQuery<InfiniteData<ListPage<T>>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => unknown;
}

interface PagedListProps<T> extends ListTexts {
  query: PagedQuery<T>;
  /** The list's accessible name. */
  label: string;
  className?: string;
  itemKey: (item: T) => Key;
  children: (item: T) => ReactNode;
  /** The line under the rows, e.g. (50, '120') → 'Mostrando 50 de 120 profesores'. */
  status: (shown: number, total: string) => string;
  /** The button that loads the next page ('Cargar más') and the spinner's name while it loads. */
  more: { label: string; loadingLabel: string };
}

/** A paged list: its states, the rows of the loaded pages, and the next page as the end scrolls into view. */
export function PagedList<T>({
  query,
  label,
  className,
  itemKey,
  children,
  status,
  more,
  ...texts
}: PagedListProps<T>) {
  return (
    <ListState query={query} isEmpty={(data) => data.pages.every((page) => page.items.length === 0)} {...texts}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        return (
          <>
            <ul aria-label={label} aria-busy={query.isPlaceholderData} className={className}>
              {items.map((item) => (
                <li key={itemKey(item)}>{children(item)}</li>
              ))}
            </ul>
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              status={status(items.length, totalLabel(data.pages))}
              label={more.label}
              loadingLabel={more.loadingLabel}
            />
          </>
        );
      }}
    </ListState>
  );
}
