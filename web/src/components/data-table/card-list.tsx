import type { ReactNode } from 'react';
import type { TableViewProps } from './table-view-props';

/** The rows as cards (a phone's layout), in the order given, with no headers to sort by. */
export function CardList<T>({
  rows,
  rowKey,
  caption,
  onRowActivate,
  renderCard,
}: TableViewProps<T> & { renderCard: (row: T) => ReactNode }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label={caption}>
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          className="grid gap-2 rounded-lg border p-3 text-sm"
          onClick={onRowActivate ? () => onRowActivate(row) : undefined}
        >
          {renderCard(row)}
        </li>
      ))}
    </ul>
  );
}
