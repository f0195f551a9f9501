import { useId, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Table2 } from 'lucide-react';
import { TableView } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useNearScreen } from '@/lib/use-near-screen';
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
  /** A line under the drawn chart: what it leaves out (the table still lists it). */
  note?: ReactNode;
  className?: string;
}

/** The text alternative's columns: the label names its row, the figure is right-aligned. */
function figureColumns(columns: ChartFigureProps['columns']): ColumnDef<ChartPoint, unknown>[] {
  return [
    {
      id: 'label',
      header: columns.label,
      cell: ({ row }) => row.original.label,
      meta: { rowHeader: true, cellClassName: 'text-left font-normal' },
    },
    {
      id: 'count',
      header: columns.count,
      cell: ({ row }) => row.original.count,
      meta: { headerClassName: 'text-right', cellClassName: 'text-right tabular-nums' },
    },
  ];
}

/**
 * A chart in a <figure> with its <figcaption> and its figures as a table — the accessible text alternative, always
 * read by screen readers and shown on screen with 'Show as table'. No figure to draw reads 'No data yet'.
 */
export function ChartFigure({ caption, columns, points, height, children, note, className }: ChartFigureProps) {
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const empty = isEmptyChart(points);
  // Drawn once its place is on the screen: it needs nothing from the network, so there is nothing to start early,
  // and on a phone the second and third charts wait until scrolled to.
  const { observe: observeDrawing, near: drawingNear } = useNearScreen<HTMLDivElement>({ margin: '0px' });

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
              {showTable ? 'Hide table' : 'Show as table'}
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
            <div ref={observeDrawing} aria-hidden="true" style={{ height }} className="min-w-0">
              {drawingNear ? children : null}
            </div>
            {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
            <div id={tableId} className={showTable ? undefined : 'sr-only'}>
              <TableView
                rows={points}
                columns={figureColumns(columns)}
                rowKey={(point) => point.key}
                caption={caption}
                look="admin"
                frameClassName="overflow-visible"
                headClassName="normal-case tracking-normal"
                headerClassName="py-2"
                cellClassName="py-1.5"
              />
            </div>
          </>
        )}
      </figure>
    </Card>
  );
}
