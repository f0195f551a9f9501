/// <reference lib="webworker" />
import type { ActiveElement, ChartEvent, InteractionMode, InteractionOptions } from 'chart.js';
import { chartConfiguration, type DashboardChartConfiguration } from './chart-configs';
import type { DrawingSize, FromChartWorker, ToChartWorker } from './chart-messages';
import { Chart } from './chart-setup';

/**
 * The charts' worker: draws the dashboard's charts on the canvases the page hands over (OffscreenCanvas), so that
 * Chart.js's layout and drawing — a long task on a phone's main thread — run beside the page instead of in its way.
 * The page forwards the pointer, which this worker turns into Chart.js's hover state and tooltip.
 */
type AnyChart = Chart<'bar' | 'line', number[], string>;

const charts = new Map<number, AnyChart>();

/** The configuration for a canvas that is not on the page: sized by the page, no events of its own. */
function offscreen(config: DashboardChartConfiguration, size: DrawingSize): DashboardChartConfiguration {
  return {
    ...config,
    options: { ...config.options, responsive: false, events: [], devicePixelRatio: size.pixelRatio },
  } as DashboardChartConfiguration;
}

/** Shows the hover state and tooltip of what lies under (x, y), as Chart.js does for its own pointer events. */
function point(chart: AnyChart, x: number, y: number): void {
  const event = { type: 'mousemove', x, y, native: null } as ChartEvent;
  // The chart's own interaction options (mode, intersect, axis), as its pointer events would use them.
  const interaction = (chart.options.interaction ?? {}) as InteractionOptions & { mode?: InteractionMode };
  const found: ActiveElement[] = chart.getElementsAtEventForMode(
    event as unknown as Event,
    interaction.mode ?? 'nearest',
    interaction,
    false,
  );
  const active = found.map(({ datasetIndex, index }) => ({ datasetIndex, index }));
  chart.setActiveElements(active);
  chart.tooltip?.setActiveElements(active, { x, y });
  chart.update('none');
}

function leave(chart: AnyChart): void {
  chart.setActiveElements([]);
  chart.tooltip?.setActiveElements([], { x: 0, y: 0 });
  chart.update('none');
}

self.onmessage = (event: MessageEvent<ToChartWorker>) => {
  const message = event.data;
  if (message.type === 'draw') {
    const config = offscreen(chartConfiguration(message.spec, message.theme), message.size);
    // Sized before the chart is made (in CSS pixels, which Chart.js scales by the ratio), so it is drawn once.
    message.canvas.width = message.size.width;
    message.canvas.height = message.size.height;
    // Chart.js takes an OffscreenCanvas where its types say a canvas element (it then uses no DOM of its own).
    const canvas = message.canvas as unknown as HTMLCanvasElement;
    charts.set(message.id, new Chart(canvas, config as never) as AnyChart);
    // Chart.js drew it in the constructor (no animation in a worker's first frame matters to the page).
    self.postMessage({ type: 'drawn', id: message.id } satisfies FromChartWorker);
    return;
  }
  const chart = charts.get(message.id);
  if (!chart) return;
  if (message.type === 'resize') {
    chart.options.devicePixelRatio = message.size.pixelRatio;
    chart.resize(message.size.width, message.size.height);
  } else if (message.type === 'point') point(chart, message.x, message.y);
  else if (message.type === 'leave') leave(chart);
  else {
    chart.destroy();
    charts.delete(message.id);
  }
};
