import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

export interface YearBar {
  key: string;
  label: string;
  year: number;
  previous: number;
}

/**
 * A breakdown as a chart with its table: each category's bar for the year and, under it, the year before's, drawn in
 * markup (hidden from assistive technology), then the same figures as a table, always shown — the chart's text
 * alternative and what a reader copies. A breakdown with nothing in either year says so.
 */
export function YearBars({
  caption,
  category,
  year,
  previous,
  bars,
}: {
  caption: string;
  /** The table's first heading: what a category is ('Tipo', 'Alcance'). */
  category: string;
  year: number;
  previous: number;
  bars: YearBar[];
}) {
  const captionId = useId();
  const max = Math.max(1, ...bars.flatMap((bar) => [bar.year, bar.previous]));
  const empty = bars.every((bar) => bar.year === 0 && bar.previous === 0);
  const width = (count: number) => `${(count / max) * 100}%`;
  return (
    <Card className="min-w-0">
      <figure aria-labelledby={captionId} className="grid gap-4 p-5">
        <figcaption id={captionId} className="font-semibold">
          {caption}
        </figcaption>
        {empty ? (
          <p className="grid h-24 place-items-center rounded-lg border border-dashed text-sm text-muted-foreground">
            <Trans>Sin actividades en estos dos años</Trans>
          </p>
        ) : (
          <>
            <div aria-hidden="true" className="grid gap-3">
              <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
                <span className="flex items-center gap-1">
                  <span className="size-3 rounded-sm bg-primary" />
                  {year}
                </span>
                <span className="flex items-center gap-1">
                  <span className="size-3 rounded-sm bg-muted-foreground/40" />
                  {previous}
                </span>
              </div>
              {bars.map((bar) => (
                <div key={bar.key} className="grid gap-1">
                  <span className="text-xs break-words">{bar.label}</span>
                  <div className="flex items-center gap-2">
                    <div className="h-3 min-w-0 flex-1 rounded-sm bg-muted/40">
                      <div className="h-3 rounded-sm bg-primary" style={{ width: width(bar.year) }} />
                    </div>
                    <span className="w-8 text-right text-xs tabular-nums">{formatNumber(bar.year)}</span>
                  </div>
                  <div className="flex items-center gap-2">
                    <div className="h-2 min-w-0 flex-1 rounded-sm bg-muted/40">
                      <div className="h-2 rounded-sm bg-muted-foreground/40" style={{ width: width(bar.previous) }} />
                    </div>
                    <span className="w-8 text-right text-xs text-muted-foreground tabular-nums">
                      {formatNumber(bar.previous)}
                    </span>
                  </div>
                </div>
              ))}
            </div>
          </>
        )}
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {category}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {year}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {previous}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {bar.label}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(bar.year)}</td>
                  <td className="px-3 py-1.5 text-right text-muted-foreground tabular-nums">
                    {formatNumber(bar.previous)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </Card>
  );
}
