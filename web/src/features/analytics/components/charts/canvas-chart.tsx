import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { ChartSpec, ChartTheme } from './chart-configs';
import { ChartNotLoaded } from './chart-not-loaded';
import { canDrawOffMainThread, drawOffMainThread, drawOnMainThread } from './draw-chart';

/** The theme's custom properties and the page's font as they stand now. */
export function readChartTheme(): ChartTheme {
  const root = getComputedStyle(document.documentElement);
  const color = (name: string) => root.getPropertyValue(`--color-${name}`).trim();
  return {
    primary: color('primary'),
    card: color('card'),
    border: color('border'),
    muted: color('muted'),
    mutedForeground: color('muted-foreground'),
    popover: color('popover'),
    popoverForeground: color('popover-foreground'),
    fontFamily: getComputedStyle(document.body).fontFamily,
  };
}

const canvasKeys = new WeakMap<ChartSpec, number>();
let lastCanvasKey = 0;

/** A canvas of its own for each chart drawn: one handed to the worker cannot be drawn on by another chart. */
function canvasKeyOf(spec: ChartSpec): number {
  let key = canvasKeys.get(spec);
  if (key === undefined) canvasKeys.set(spec, (key = ++lastCanvasKey));
  return key;
}

/**
 * A Chart.js chart filling its box, in the theme of the moment it is drawn, and drawn again when `spec` changes (keep
 * it the same object between renders). Drawn in the charts' worker where the browser can hand it a canvas: Chart.js's
 * first layout and drawing were the longest task of a phone's staff home (decision 026). Elsewhere, on the page.
 */
export function CanvasChart({ spec }: { spec: ChartSpec }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  // The spec last drawn: until the current one is on the canvas (the worker starts, loads Chart.js and draws, a second
  // or more on a phone), a skeleton of the chart's size stands over the blank canvas.
  const [drawnSpec, setDrawnSpec] = useState<ChartSpec | null>(null);
  const drawn = drawnSpec === spec;

  // Drawn once the page around it has been painted: the theme is read from computed styles, which inside the commit
  // that placed the box made the browser lay the whole page out first (~100 ms traced on a phone).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stop: (() => void) | undefined;
    const cancel = afterNextPaint(() => {
      const draw = canDrawOffMainThread(canvas) ? drawOffMainThread : drawOnMainThread;
      stop = draw({
        canvas,
        spec,
        theme: readChartTheme(),
        onDrawn: () => setDrawnSpec(spec),
        onFailed: () => setFailed(true),
      });
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [spec]);

  if (failed) return <ChartNotLoaded />;
  // Chart.js on the page sizes the canvas to this box (which holds nothing else) and watches it; in the worker, the
  // canvas fills the box and the worker draws at its size.
  return (
    <div className="relative h-full min-w-0" aria-busy={!drawn} data-chart-drawn={drawn}>
      <canvas key={canvasKeyOf(spec)} ref={canvasRef} className="block h-full w-full" />
      {drawn ? null : <Skeleton data-testid="chart-placeholder" className="absolute inset-0" />}
    </div>
  );
}
