import type { KeyboardEvent, ReactNode } from 'react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDefTemplate,
  type Header,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/utils';
import { FRAME_FOCUS, ROW_FOCUS, TABLE_LOOKS, type TableLookClasses } from './table-looks';
import type { TableViewProps } from './table-view-props';

/**
 * Cells and headers are called as plain functions, not mounted as components: columns rebuilt on every render then
 * keep their cells' state and focus. A cell that needs hooks returns a component that has them.
 */
function renderTemplate<C extends object>(template: ColumnDefTemplate<C> | undefined, context: C): ReactNode {
  return typeof template === 'function' ? (template(context) as ReactNode) : template;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function ariaSort<T>(column: Column<T, unknown>) {
  if (!column.getCanSort()) return undefined;
  const sorted = column.getIsSorted();
  return sorted ? ARIA_SORT[sorted] : 'none';
}

function HeaderLabel<T>({ header }: { header: Header<T, unknown> }) {
  const label = renderTemplate(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{label}</>;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** TableView's props, and `loadedSorting`: how the loaded rows are sorted when the server does not (no `sorting`). */
export type GridTableProps<T> = TableViewProps<T> & { loadedSorting: NonNullable<TableViewProps<T>['sorting']> };

/** The table itself. */
export function GridTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  captionClassName,
  look = 'plain',
  region,
  frameClassName,
  tableClassName,
  headClassName,
  headerClassName,
  cellClassName,
  onRowActivate,
  rowLabel,
  rowBusy,
  renderCard,
  placeholder,
  sorting,
  loadedSorting,
}: GridTableProps<T>) {
  const classes: TableLookClasses = TABLE_LOOKS[look];
  const sort = sorting ?? loadedSorting;
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from its props on every render
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: sorting ? undefined : getSortedRowModel(),
    manualSorting: sorting !== undefined,
    defaultColumn: { enableSorting: false },
    state: { sorting: sort.value },
    onSortingChange: sort.onChange,
  });
  const tableRows = table.getRowModel().rows;
  const openOnKey = (row: T) => (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowActivate?.(row);
    }
  };
  return (
    <div
      role={region ? 'region' : undefined}
      aria-label={region}
      tabIndex={region ? 0 : undefined}
      className={cn(classes.frame, region && FRAME_FOCUS, renderCard && 'hidden md:block', frameClassName)}
    >
      <table className={cn('w-full text-sm', tableClassName)}>
        <caption className={captionClassName ?? 'sr-only'}>{caption}</caption>
        <thead className={cn(classes.head, headClassName)}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column)}
                  className={cn(classes.header, headerClassName, header.column.columnDef.meta?.headerClassName)}
                >
                  {header.isPlaceholder ? null : <HeaderLabel header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className={classes.body}>
          {tableRows.length === 0 && placeholder !== undefined ? (
            <tr className={classes.row}>
              <td
                colSpan={table.getVisibleLeafColumns().length}
                className={cn(classes.cell, cellClassName, 'py-4 text-center text-muted-foreground')}
              >
                {placeholder}
              </td>
            </tr>
          ) : null}
          {tableRows.map((row) => {
            const keyboard = onRowActivate !== undefined && rowLabel !== undefined;
            return (
              <tr
                key={row.id}
                aria-busy={rowBusy?.(row.original)}
                tabIndex={keyboard ? 0 : undefined}
                aria-label={keyboard ? rowLabel(row.original) : undefined}
                onClick={onRowActivate ? () => onRowActivate(row.original) : undefined}
                onKeyDown={keyboard ? openOnKey(row.original) : undefined}
                className={cn(classes.row, onRowActivate && classes.activeRow, keyboard && ROW_FOCUS)}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const Cell = meta?.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={cell.id}
                      scope={meta?.rowHeader ? 'row' : undefined}
                      title={meta?.title?.(row.original)}
                      className={cn(classes.cell, cellClassName, meta?.cellClassName)}
                    >
                      {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
                    </Cell>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
