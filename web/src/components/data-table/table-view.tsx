import { useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { useMediaQuery } from '@/lib/use-media-query';
import { CardList } from './card-list';
import { GridTable } from './grid-table';
import { TABLE_WIDTH, type TableViewProps } from './table-view-props';

export { TABLE_WIDTH, type TableViewProps } from './table-view-props';

/**
 * A table of rows (cards on a phone when renderCard is given) on TanStack Table, in one of the looks. With cards,
 * only the layout the screen shows is rendered: a phone drew the hidden table's cells too (each row's switch and
 * tooltips), twice the first render's work for nothing it showed. The cards build no TanStack table (a third of a
 * list's first render on a phone): they show the rows in the order given, with no headers to sort by.
 */
export function TableView<T>(props: TableViewProps<T>) {
  const wide = useMediaQuery(TABLE_WIDTH);
  const [loadedSorting, setLoadedSorting] = useState<SortingState>([]);
  const { renderCard } = props;
  if (renderCard !== undefined && !wide) return <CardList {...props} renderCard={renderCard} />;
  return <GridTable {...props} loadedSorting={{ value: loadedSorting, onChange: setLoadedSorting }} />;
}
