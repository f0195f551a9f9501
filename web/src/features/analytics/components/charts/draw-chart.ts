import type { ChartSpec, ChartTheme } from './chart-configs';
import type { DrawingSize, FromChartWorker, ToChartWorker } from './chart-messages';

/**
 * What a drawing needs: its canvas (sized by its box), what to draw and in which theme, whom to tell once it is drawn
 * (its placeholder can go) and whom of a failure.
 */
export interface DrawOptions {
  canvas: HTMLCanvasElement;
  spec: ChartSpec;
  theme: ChartTheme;
  onDrawn: () => void;
  onFailed: () => void;
}

/** Stops a drawing: its chart is destroyed and the canvas's listeners removed. */
export type StopDrawing = () => void;

/** Whether this browser can hand a canvas to a worker (OffscreenCanvas); where it cannot, the page draws it itself. */
export const canDrawOffMainThread = (canvas: HTMLCanvasElement) =>
  typeof Worker !== 'undefined' && typeof ResizeObserver !== 'undefined' && 'transferControlToOffscreen' in canvas;

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const onWorkerFailed = new Set<() => void>();

/** The page's one charts' worker, started with the first chart. A worker that fails (its code could not be fetched) fails its charts. */
function chartWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./chart-worker.ts', import.meta.url), { type: 'module', name: 'charts' });
    worker.addEventListener('error', () => {
      workerFailed = true;
      onWorkerFailed.forEach((failed) => failed());
    });
  }
  return worker;
}

const sizeOf = (box: DOMRectReadOnly): DrawingSize => ({
  width: box.width,
  height: box.height,
  pixelRatio: window.devicePixelRatio || 1,
});

/**
 * Draws the chart in the charts' worker (chart-worker.ts): the canvas is handed over once its size is known (the
 * first ResizeObserver report, which needs no layout of its own), follows its box's size, and the pointer over it is
 * forwarded, one position per frame, for the hover state and tooltip.
 */
export function drawOffMainThread({ canvas, spec, theme, onDrawn, onFailed }: DrawOptions): StopDrawing {
  const charts = chartWorker();
  if (workerFailed) {
    onFailed();
    return () => undefined;
  }
  const id = nextId++;
  const send = (message: ToChartWorker, transfer: Transferable[] = []) => charts.postMessage(message, transfer);
  onWorkerFailed.add(onFailed);
  const onMessage = (event: MessageEvent<FromChartWorker>) => {
    if (event.data.type === 'drawn' && event.data.id === id) onDrawn();
  };
  charts.addEventListener('message', onMessage);
  let drawn = false;
  const resizes = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const size = sizeOf(entry.contentRect);
    if (drawn) return send({ type: 'resize', id, size });
    drawn = true;
    const offscreen = canvas.transferControlToOffscreen();
    send({ type: 'draw', id, canvas: offscreen, spec, theme, size }, [offscreen]);
  });
  resizes.observe(canvas);

  let frame = 0;
  let at: { x: number; y: number } | null = null;
  const onPoint = (event: PointerEvent) => {
    at = { x: event.offsetX, y: event.offsetY };
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (drawn && at) send({ type: 'point', id, ...at });
    });
  };
  const onLeave = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    at = null;
    if (drawn) send({ type: 'leave', id });
  };
  canvas.addEventListener('pointermove', onPoint);
  canvas.addEventListener('pointerdown', onPoint);
  canvas.addEventListener('pointerleave', onLeave);

  return () => {
    canvas.removeEventListener('pointermove', onPoint);
    canvas.removeEventListener('pointerdown', onPoint);
    canvas.removeEventListener('pointerleave', onLeave);
    cancelAnimationFrame(frame);
    resizes.disconnect();
    onWorkerFailed.delete(onFailed);
    charts.removeEventListener('message', onMessage);
    if (drawn) send({ type: 'remove', id });
  };
}

/** Draws the chart on the page, with Chart.js's own sizing and events: for browsers without OffscreenCanvas. */
export function drawOnMainThread({ canvas, spec, theme, onDrawn, onFailed }: DrawOptions): StopDrawing {
  let stopped = false;
  let destroy: (() => void) | undefined;
  import('./main-thread-chart').then(
    ({ drawChart }) => {
      if (stopped) return;
      destroy = drawChart(canvas, spec, theme);
      onDrawn();
    },
    () => {
      if (!stopped) onFailed();
    },
  );
  return () => {
    stopped = true;
    destroy?.();
  };
}
