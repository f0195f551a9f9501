import { useEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';

// Only what the dashboard's charts draw, so the bundle leaves the rest of the library out.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
);

/** The page's colours and font, as a canvas takes them (it cannot read `var(...)`). */
export interface ChartTheme {
  primary: string;
  card: string;
  border: string;
  muted: string;
  mutedForeground: string;
  popover: string;
  popoverForeground: string;
  fontFamily: string;
}

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

/** A chart's configuration, made once the theme has been read. */
export type ChartConfigurer<TType extends ChartType> = (
  theme: ChartTheme,
) => ChartConfiguration<TType, number[], string>;

/**
 * A Chart.js chart filling its box: drawn when mounted, in the theme of that moment, and drawn again when `config`
 * changes (keep it the same function between renders). Its width follows the box's.
 */
export function CanvasChart<TType extends ChartType>({ config }: { config: ChartConfigurer<TType> }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  // Drawn once the page around it has been painted: Chart.js reads the box's and the page's computed styles, which
  // inside the commit that placed the box made the browser lay the whole page out first (~100 ms traced on a phone).
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: Chart<TType, number[], string> | undefined;
    const cancel = afterNextPaint(() => {
      chart = new Chart(canvas, config(readChartTheme()));
    });
    return () => {
      cancel();
      chart?.destroy();
    };
  }, [config]);

  // Chart.js sizes the canvas to this box (which holds nothing else) and watches it for resizing.
  return (
    <div className="relative h-full min-w-0">
      <canvas ref={canvasRef} />
    </div>
  );
}
