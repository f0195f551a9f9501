import type { ReactNode } from 'react';
import type { ColumnDef, OnChangeFn, SortingState } from '@tanstack/react-table';
import type { TableLook } from './table-looks';

export { TABLE_WIDTH } from '@contracts/constants';

export interface TableViewProps<T> {
  rows: T[];
  /** TanStack column definitions; `meta` carries the cells' classes, `rowHeader` and `title` (table-looks.ts). */
  columns: ColumnDef<T, unknown>[];
  rowKey: (row: T) => string | number;
  /** The table's caption (read by screen readers only, unless captionClassName shows it) and the card list's name. */
  caption: string;
  /** Shows the caption with these classes instead of hiding it ('px-4 pt-4 text-left font-semibold'). */
  captionClassName?: string;
  look?: TableLook;
  /** Names the frame as a focusable region, so a keyboard can scroll a wide table sideways. */
  region?: string;
  /** Added to the frame ('max-h-80 overflow-auto'), the table ('min-w-[52rem]'), the head, every header cell and every body cell. */
  frameClassName?: string;
  tableClassName?: string;
  headClassName?: string;
  headerClassName?: string;
  cellClassName?: string;
  /** A click on a row (or card) opens it. */
  onRowActivate?: (row: T) => void;
  /** With onRowActivate: the row's name, and the row is focusable and opens on Enter or Space too. */
  rowLabel?: (row: T) => string;
  /** The row whose change is running (`aria-busy`). */
  rowBusy?: (row: T) => boolean;
  /** The phone's layout: a card per row below `md`, the table from `md` up. */
  renderCard?: (row: T) => ReactNode;
  /** Shown in one row across every column when there are no rows (a filter that matches none, a state of the rows). */
  placeholder?: ReactNode;
  /** Sorting by the server (the list's query); without it, sortable columns sort the loaded rows. */
  sorting?: { value: SortingState; onChange: OnChangeFn<SortingState> };
}
