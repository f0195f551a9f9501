import { Trans } from '@lingui/react/macro';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearScreen } from '@/lib/use-near-screen';
import { cn } from '@/lib/utils';
import { isEmptyChart, type ChartPoint } from '../chart-data';
import { ChartTable } from './chart-table';

interface ChartFigureProps {
  /** The figcaption: what the chart shows. */
  caption: string;
  /** The column headings of the text alternative: what a label is, what a figure counts. */
  columns: { label: string; count: string };
  /** The chart's figures; undefined while the dashboard's answer loads. */
  points: ChartPoint[] | undefined;
  /** The drawn chart's height in pixels. */
  height: number;
  /**
   * The drawing (hidden from assistive technology, which reads the table), rendered once its place is on the screen;
   * null while it cannot be drawn yet.
   */
  chart: ReactNode;
  /** A line under the drawn chart: what it leaves out (the table still lists it). */
  note?: ReactNode;
  className?: string;
}

/**
 * A chart in a <figure> with its <figcaption> and its figures as a table — the accessible text alternative, always
 * read by screen readers and shown on screen with 'Show as table'. No figure to draw reads 'No data yet'. The frame
 * and caption show from the first paint; the drawing's place holds a skeleton while the answer or the charting code
 * loads, so their arrival replaces a box, not the whole section.
 */
export function ChartFigure({ caption, columns, points, height, chart, note, className }: ChartFigureProps) {
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const empty = points !== undefined && isEmptyChart(points);
  // Drawn once its place is on the screen: it needs nothing from the network, so there is nothing to start early,
  // and on a phone the second and third charts wait until scrolled to.
  const { observe: observeDrawing, near: drawingNear } = useNearScreen<HTMLDivElement>({ margin: '0px' });
  const placeholder = <Skeleton className="h-full" />;

  return (
    <Card className={cn('min-w-0', className)}>
      <figure aria-labelledby={captionId} aria-busy={points === undefined} className="grid gap-3 p-5">
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
          <figcaption id={captionId} className="font-semibold">
            {caption}
          </figcaption>
          {points === undefined || empty ? null : (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table2 aria-hidden="true" />
              {showTable ? <Trans>Hide table</Trans> : <Trans>Show as table</Trans>}
            </Button>
          )}
        </div>
        {empty ? (
          <div
            style={{ height }}
            className="grid place-items-center rounded-lg border border-dashed text-sm text-muted-foreground"
          >
            <Trans>No data yet</Trans>
          </div>
        ) : (
          <>
            <div ref={observeDrawing} aria-hidden="true" style={{ height }} className="min-w-0">
              {chart !== null && drawingNear ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
            </div>
            {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
            {points === undefined ? null : (
              <div id={tableId} className={showTable ? undefined : 'sr-only'}>
                <ChartTable caption={caption} columns={columns} points={points} />
              </div>
            )}
          </>
        )}
      </figure>
    </Card>
  );
}
