import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The library's own signature: every augmentation repeats both parameters.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes added to the look's header cell (`text-right` for the actions). */
    headerClassName?: string;
    /** Classes added to the look's body cell (`font-mono text-xs`…). */
    cellClassName?: string;
    /** The cell names its row: a `<th scope="row">` instead of a `<td>`. */
    rowHeader?: boolean;
    /** The cell's `title` (the whole text of a truncated cell). */
    title?: (row: TData) => string;
  }
}

/** How a table looks: the classes of its frame, header, rows and cells. */
export interface TableLookClasses {
  frame: string;
  head: string;
  header: string;
  body?: string;
  row: string;
  /** Added to a row that opens on a click. */
  activeRow: string;
  cell: string;
}

/**
 * The two looks the tables have: `plain` (the Spanish staff screens: courses, students, grades) and `admin` (the
 * administration screens: users, audit log, documents), with small uppercase headers, dividers and a hover.
 */
/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes */
export const TABLE_LOOKS = {
  plain: {
    frame: 'overflow-x-auto rounded-lg border',
    head: 'border-b bg-muted/40 text-left text-muted-foreground',
    header: 'px-3 py-2 font-medium',
    row: 'border-b last:border-0',
    activeRow: 'cursor-pointer hover:bg-muted/40',
    cell: 'px-3 py-2',
  },
  admin: {
    frame: 'relative overflow-x-auto rounded-lg border bg-card',
    head: 'bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase',
    header: 'px-3 py-3 font-medium',
    body: 'divide-y',
    row: 'hover:bg-muted/30',
    activeRow: 'cursor-pointer',
    cell: 'px-3 py-3',
  },
} satisfies Record<string, TableLookClasses>;
/* eslint-enable lingui/no-unlocalized-strings */

export type TableLook = keyof typeof TABLE_LOOKS;

/** The focus ring of a focusable frame (a named region a keyboard scrolls) and of a focusable row. */
export const FRAME_FOCUS = 'focus-visible:outline-2 focus-visible:outline-ring';
export const ROW_FOCUS = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';
