import type { ChartSpec, ChartTheme } from './chart-configs';

/** A drawing box's size in CSS pixels, and the screen's pixels per CSS pixel. */
export interface DrawingSize {
  width: number;
  height: number;
  pixelRatio: number;
}

/** What the page tells the charts' worker (chart-worker.ts), each about one chart of the page (`id`). */
export type ToChartWorker =
  | { type: 'draw'; id: number; canvas: OffscreenCanvas; spec: ChartSpec; theme: ChartTheme; size: DrawingSize }
  | { type: 'resize'; id: number; size: DrawingSize }
  /** The pointer or finger at (x, y), in CSS pixels from the drawing's top left corner. */
  | { type: 'point'; id: number; x: number; y: number }
  | { type: 'leave'; id: number }
  | { type: 'remove'; id: number };

/** What the charts' worker tells the page: a chart's first drawing is on its canvas (its placeholder can go). */
export type FromChartWorker = { type: 'drawn'; id: number };
