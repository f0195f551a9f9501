import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { useMediaQuery } from '@/lib/use-media-query';
import { lazyPartOrNotice } from '../load-failed-notice';
import { Spinner } from '../ui/spinner';
import { CardList } from './card-list';
import type { GridTableProps } from './grid-table';
import { TABLE_WIDTH, type TableViewProps } from './table-view-props';

const loadGridTable = () =>
  import('./grid-table').then((module) => module.GridTable as ComponentType<GridTableProps<unknown>>);

const isWide = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(TABLE_WIDTH).matches;

// On a wide screen the table is the first screen: this module, and so the page importing it, waits for the table's
// code, and the page renders whole. A phone shows cards, and fetches and evaluates none of TanStack Table (12 KB of a
// list's first screen, compressed) unless the screen widens.
let loadedGridTable: ComponentType<GridTableProps<unknown>> | undefined = isWide()
  ? await loadGridTable().catch(() => undefined)
  : undefined;

const LazyGridTable = lazyPartOrNotice(() =>
  loadGridTable().then((GridTable) => {
    loadedGridTable = GridTable;
    return GridTable;
  }),
);

export type CardsOrTableProps<T> = TableViewProps<T> & {
  /** Each row as a card, the layout of a phone (below `md`). */
  renderCard: (row: T) => ReactNode;
  /** The spinner's name while a screen that has turned wide loads the table's code. */
  loadingLabel: string;
};

/** The rows as cards below `md` (CardList), as a table from `md` up (GridTable, loaded on wide screens only). */
export function CardsOrTable<T>({ loadingLabel, ...props }: CardsOrTableProps<T>) {
  const wide = useMediaQuery(TABLE_WIDTH);
  const [loadedSorting, setLoadedSorting] = useState<SortingState>([]);
  if (!wide) return <CardList {...props} />;
  const tableProps = { ...props, loadedSorting: { value: loadedSorting, onChange: setLoadedSorting } };
  const GridTable = loadedGridTable as ComponentType<GridTableProps<T>> | undefined;
  if (GridTable) return <GridTable {...tableProps} />;
  const Lazy = LazyGridTable as ComponentType<GridTableProps<T>>;
  return (
    <Suspense fallback={<Spinner label={loadingLabel} className="justify-center py-10" />}>
      <Lazy {...tableProps} />
    </Suspense>
  );
}
