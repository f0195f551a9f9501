import type { ChartPoint } from '../chart-data';

interface ChartTableProps {
  caption: string;
  /** The column headings: what a label is, what a figure counts. */
  columns: { label: string; count: string };
  points: ChartPoint[];
}

/**
 * A chart's figures as a table: the text alternative of the drawing, in the administration tables' look with its
 * headings in normal case. Plain markup, not the sortable TableView: it never sorts, and the dashboard's three render
 * with its answer, where TableView's row model and merged classes were most of that render (traced).
 */
export function ChartTable({ caption, columns, points }: ChartTableProps) {
  return (
    <div className="relative rounded-lg border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {columns.label}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {columns.count}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {points.map((point) => (
            <tr key={point.key} className="hover:bg-muted/30">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {point.label}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{point.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
