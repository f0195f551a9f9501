import type { InfiniteData } from '@tanstack/react-query';
import { totalLabel, type ListPage } from '@/lib/api-page';
import { useFirstRowsThenAllNearScreen } from '@/lib/use-progressive-count';
import { ListState, type ListQuery, type ListTexts } from '../list-state';
import { LoadMore } from '../load-more';
import { TooltipGroup } from '../ui/tooltip';
import { CardsOrTable, type CardsOrTableProps } from './cards-or-table';

/** What the table reads of a useInfiniteQuery over list pages (decision 009). */
export interface PagedTableQuery<T> extends ListQuery<InfiniteData<ListPage<T>>> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => unknown;
}

/** The table's own props: everything CardsOrTable takes but the rows shown and the spinner's name. */
type ViewProps<T> = Omit<CardsOrTableProps<T>, 'rows' | 'loadingLabel'>;

export interface DataTableProps<T> extends ListTexts, ViewProps<T> {
  query: PagedTableQuery<T>;
  /** The line under the rows, e.g. (50, '120') → 'Mostrando 50 de 120 cursos'. */
  status: (shown: number, total: string) => string;
  /** The button that loads the next page ('Cargar más') and the spinner's name while it loads. */
  more: { label: string; loadingLabel: string };
}

/**
 * Every paged list's table: the query's loading, error and empty states (ListState), the loaded pages' rows as a
 * table (as cards on a phone, where the table's code is not loaded: CardsOrTable), busy while a new search's rows are
 * placeholders, and the 'Mostrando N de T' line with the next page (LoadMore). Its row actions' tooltips share one
 * timing (TooltipGroup).
 */
export function DataTable<T>({ query, status, more, loading, error, empty, ...view }: DataTableProps<T>) {
  return (
    <ListState
      query={query}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      loading={loading}
      error={error}
      empty={empty}
    >
      {(data) => (
        <PagedTableRows
          rows={data.pages.flatMap((page) => page.items)}
          total={totalLabel(data.pages)}
          query={query}
          status={status}
          more={more}
          view={view}
          loadingLabel={loading.label}
        />
      )}
    </ListState>
  );
}

interface PagedTableRowsProps<T> extends Pick<DataTableProps<T>, 'query' | 'status' | 'more'> {
  rows: T[];
  total: string;
  view: ViewProps<T>;
  loadingLabel: string;
}

/**
 * The loaded rows: the first few with the page, the rest in a transition once the end of those nears the screen or
 * focus enters the list (useFirstRowsThenAllNearScreen). A page of 50 rows or cards rendered at once was one long
 * task on a phone, for a screen that shows three. The next page loads once all are shown.
 */
function PagedTableRows<T>({ rows, total, query, status, more, view, loadingLabel }: PagedTableRowsProps<T>) {
  const { shown, sentinel, reveal } = useFirstRowsThenAllNearScreen(rows.length);
  const allShown = shown === rows.length;
  return (
    // Rows not drawn yet are not 'busy' for a screen reader (aria-busy would hide the drawn ones from it until the
    // person scrolls): data-rows-pending only says so to the tests.
    <div
      aria-busy={query.isPlaceholderData}
      data-rows-pending={allShown ? undefined : ''}
      onFocus={allShown ? undefined : reveal}
    >
      <TooltipGroup>
        <CardsOrTable rows={allShown ? rows : rows.slice(0, shown)} loadingLabel={loadingLabel} {...view} />
      </TooltipGroup>
      {allShown ? null : <div ref={sentinel} aria-hidden="true" />}
      <LoadMore
        hasMore={allShown && query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        status={status(rows.length, total)}
        label={more.label}
        loadingLabel={more.loadingLabel}
      />
    </div>
  );
}
