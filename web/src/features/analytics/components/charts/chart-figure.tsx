import { useId, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { isEmptyChart, type ChartPoint } from '../chart-data';

interface ChartFigureProps {
  /** The figcaption: what the chart shows. */
  caption: string;
  /** The column headings of the text alternative: what a label is, what a figure counts. */
  columns: { label: string; count: string };
  points: ChartPoint[];
  /** The drawn chart's height in pixels. */
  height: number;
  /** The chart itself (hidden from assistive technology, which reads the table). */
  children: ReactNode;
  className?: string;
}

/**
 * A chart in a <figure> with its <figcaption> and its figures as a table — the accessible text alternative, always
 * read by screen readers and shown on screen with 'Ver como tabla'. No figure to draw reads 'No data yet'.
 */
export function ChartFigure({ caption, columns, points, height, children, className }: ChartFigureProps) {
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const empty = isEmptyChart(points);

  return (
    <Card className={cn('min-w-0', className)}>
      <figure aria-labelledby={captionId} className="grid gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <figcaption id={captionId} className="font-semibold">
            {caption}
          </figcaption>
          {empty ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table2 aria-hidden="true" />
              {showTable ? 'Ocultar tabla' : 'Ver como tabla'}
            </Button>
          )}
        </div>
        {empty ? (
          <div
            style={{ height }}
            className="grid place-items-center rounded-lg border border-dashed text-sm text-muted-foreground"
          >
            No data yet
          </div>
        ) : (
          <>
            <div aria-hidden="true" style={{ height }} className="min-w-0">
              {children}
            </div>
            <div id={tableId} className={showTable ? 'rounded-lg border' : 'sr-only'}>
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
                    <tr key={point.key}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal">
                        {point.label}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{point.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </figure>
    </Card>
  );
}
