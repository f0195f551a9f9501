import { useDeferredValue, type CSSProperties, type Key, type ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { totalLabel, type ListPage } from '@/lib/api-page';
import { useProgressiveCount } from '@/lib/use-progressive-count';
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
  /**
   * About how tall a row is (a CSS length). Given, the rows after the first screen are styled and laid out only as they
   * near the screen (`content-visibility: auto`), this height standing in for them until then.
   */
  offscreenRowHeight?: string;
}

/**
 * Rows drawn whatever the screen: more than a phone's or a desktop's first screen holds. A row that starts skipped is
 * first painted at its stand-in height, so one on the first screen would move the rows under it once drawn.
 */
export const ROWS_ALWAYS_DRAWN = 8;

/** The style of the row at `index`: skipped while off the screen from ROWS_ALWAYS_DRAWN on, when a height is given. */
export function offscreenRowStyle(index: number, rowHeight: string | undefined): CSSProperties | undefined {
  if (rowHeight === undefined || index < ROWS_ALWAYS_DRAWN) return undefined;
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${rowHeight}` };
}

/**
 * A paged list: its states, the rows of the loaded pages, and the next page as the end scrolls into view.
 * The rows follow the answer as a deferred value: the answer's own update (synchronous, from the query) keeps what
 * was shown, and the new rows render in a transition, which React splits into short tasks and interrupts for the
 * person's input, where a page of cards rendered at once was one long task on a phone.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, label, className, itemKey, children, status, more, offscreenRowHeight, ...texts } = props;
  const list = { query, label, className, itemKey, children, status, more, offscreenRowHeight };
  const data = useDeferredValue(query.data);
  const shownQuery = {
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    data,
  };
  return (
    <ListState query={shownQuery} isEmpty={(data) => data.pages.every((page) => page.items.length === 0)} {...texts}>
      {(data) => (
        <PagedRows items={data.pages.flatMap((page) => page.items)} total={totalLabel(data.pages)} list={list} />
      )}
    </ListState>
  );
}

interface PagedRowsProps<T> {
  items: T[];
  total: string;
  list: Omit<PagedListProps<T>, keyof ListTexts>;
}

/** The loaded rows, rendered a few at a time (useProgressiveCount); the next page loads once all are shown. */
function PagedRows<T>({ items, total, list }: PagedRowsProps<T>) {
  const { query, more } = list;
  const shown = useProgressiveCount(items.length);
  const allShown = shown === items.length;
  return (
    <>
      <ul aria-label={list.label} aria-busy={query.isPlaceholderData || !allShown} className={list.className}>
        {items.slice(0, shown).map((item, index) => (
          <li key={list.itemKey(item)} style={offscreenRowStyle(index, list.offscreenRowHeight)}>
            {list.children(item)}
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={allShown && query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        status={list.status(items.length, total)}
        label={more.label}
        loadingLabel={more.loadingLabel}
      />
    </>
  );
}
