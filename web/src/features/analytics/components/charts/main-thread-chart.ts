import { chartConfiguration, type ChartSpec, type ChartTheme } from './chart-configs';
import { Chart } from './chart-setup';

/** Draws the chart on `canvas` with Chart.js on the page itself (sized to its box, with its own events); returns its destroyer. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec, theme: ChartTheme): () => void {
  const chart = new Chart(canvas, chartConfiguration(spec, theme) as never);
  return () => chart.destroy();
}
