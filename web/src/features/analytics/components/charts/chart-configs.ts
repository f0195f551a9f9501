import type { ChartConfiguration, ChartType, Plugin } from 'chart.js';
import { isAxisLabelShown, truncateLabel, type ChartPoint } from '../chart-data';

/**
 * The dashboard charts' Chart.js configurations, made from plain data (the kind of chart, its points and the page's
 * theme) so that they can be made where the drawing happens: in the charts' worker (chart-worker.ts), or on the page
 * where a browser cannot draw off its main thread (main-thread-chart.ts).
 */

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

/** Which of the dashboard's charts, and its points: all a drawing needs besides the theme. */
export interface ChartSpec {
  kind: 'months' | 'weeks' | 'areas';
  points: ChartPoint[];
  /** What a figure counts, named in the tooltip (written on the page, in the person's language). */
  series: string;
}

export type DashboardChartConfiguration =
  ChartConfiguration<'bar', number[], string> | ChartConfiguration<'line', number[], string>;

const AREA_BAR_THICKNESS = 18;
const BAR_RADIUS = 4;
const FONT_SIZE = 12;

const font = (theme: ChartTheme) => ({ family: theme.fontFamily, size: FONT_SIZE });

/**
 * What every chart shares: its width follows the box, drawn at once without animation (the grow-in redraws every
 * frame for over a second, which on a phone keeps the page from answering), and a tooltip for the point under the
 * pointer or finger, in the popover's colours.
 */
function commonOptions(theme: ChartTheme) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {
      tooltip: {
        backgroundColor: theme.popover,
        titleColor: theme.popoverForeground,
        bodyColor: theme.popoverForeground,
        borderColor: theme.border,
        borderWidth: 1,
        cornerRadius: 8,
        padding: 8,
        displayColors: false,
        titleFont: font(theme),
        bodyFont: font(theme),
      },
    },
  };
}

/** The value axis: whole counts from zero, a grid line at each, no axis line or tick marks. */
function countAxis(theme: ChartTheme) {
  return {
    type: 'linear' as const,
    beginAtZero: true,
    grid: { color: theme.border, drawTicks: false },
    border: { display: false },
    ticks: { precision: 0, maxTicksLimit: 5, padding: 8, color: theme.mutedForeground, font: font(theme) },
  };
}

/** The category axis, its labels as `label` writes them (null leaves one out), without grid lines. */
function labelAxis(theme: ChartTheme, label: (index: number) => string | null) {
  return {
    type: 'category' as const,
    grid: { display: false },
    border: { display: false },
    ticks: {
      autoSkip: false,
      maxRotation: 0,
      padding: 8,
      color: theme.mutedForeground,
      font: font(theme),
      callback: (_value: number | string, index: number) => label(index),
    },
  };
}

/** A time axis writes at most a few of its labels (isAxisLabelShown), so that they never crowd a phone's width. */
function timeAxis(theme: ChartTheme, labels: string[]) {
  return labelAxis(theme, (index) => (isAxisLabelShown(index, labels.length) ? (labels[index] ?? null) : null));
}

/**
 * The hovered point's place, drawn behind the data: a band across a bar's category, or a line through the line
 * chart's point.
 */
function hoverCursor<TType extends ChartType>(kind: 'band' | 'line', colour: string): Plugin<TType> {
  return {
    id: 'hoverCursor',
    beforeDatasetsDraw(chart) {
      const [active] = chart.getActiveElements();
      if (!active) return;
      const { ctx, chartArea: area } = chart;
      const across = chart.options?.indexAxis === 'y';
      const scale = across ? chart.scales.y : chart.scales.x;
      if (!scale) return;
      const centre = scale.getPixelForValue(active.index);
      ctx.save();
      if (kind === 'line') {
        ctx.strokeStyle = colour;
        ctx.lineWidth = 1;
        ctx.beginPath();
        ctx.moveTo(centre, area.top);
        ctx.lineTo(centre, area.bottom);
        ctx.stroke();
      } else {
        const band = (across ? area.height : area.width) / Math.max(1, chart.data.labels?.length ?? 1);
        ctx.fillStyle = colour;
        if (across) ctx.fillRect(area.left, centre - band / 2, area.width, band);
        else ctx.fillRect(centre - band / 2, area.top, band, area.height);
      }
      ctx.restore();
    },
  };
}

/** Bars in the primary colour, rounded at their value end; the same colour when hovered. */
const barStyle = (theme: ChartTheme) => ({
  backgroundColor: theme.primary,
  // Set, since Chart.js's own hover colour is worked out by a colour parser that cannot read oklch.
  hoverBackgroundColor: theme.primary,
  borderRadius: BAR_RADIUS,
  borderSkipped: 'start' as const,
});

/** A chart over time (months, weeks): its labels along, counts up, the hovered period's figures in the tooltip. */
function timeChartOptions(theme: ChartTheme, labels: string[], paddingRight: number) {
  return {
    ...commonOptions(theme),
    interaction: { mode: 'index' as const, intersect: false },
    layout: { padding: { top: 8, right: paddingRight } },
    scales: { x: timeAxis(theme, labels), y: countAxis(theme) },
  };
}

function monthsChart(
  points: ChartPoint[],
  series: string,
  theme: ChartTheme,
): ChartConfiguration<'bar', number[], string> {
  const labels = points.map((point) => point.label);
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: series,
          data: points.map((point) => point.count),
          ...barStyle(theme),
          categoryPercentage: 0.8,
          barPercentage: 1,
        },
      ],
    },
    options: timeChartOptions(theme, labels, 8),
    plugins: [hoverCursor('band', theme.muted)],
  };
}

function weeksChart(
  points: ChartPoint[],
  series: string,
  theme: ChartTheme,
): ChartConfiguration<'line', number[], string> {
  const labels = points.map((point) => point.label);
  return {
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label: series,
          data: points.map((point) => point.count),
          borderColor: theme.primary,
          borderWidth: 2,
          cubicInterpolationMode: 'monotone',
          // Hollow dots, filled when hovered.
          pointRadius: 3,
          pointBorderWidth: 2,
          pointBackgroundColor: theme.card,
          pointBorderColor: theme.primary,
          pointHoverRadius: 4,
          pointHoverBorderWidth: 2,
          pointHoverBackgroundColor: theme.primary,
          pointHoverBorderColor: theme.card,
        },
      ],
    },
    options: timeChartOptions(theme, labels, 16),
    plugins: [hoverCursor('line', theme.border)],
  };
}

function areasChart(
  points: ChartPoint[],
  series: string,
  theme: ChartTheme,
): ChartConfiguration<'bar', number[], string> {
  const labels = points.map((point) => point.label);
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: series,
          data: points.map((point) => point.count),
          ...barStyle(theme),
          barThickness: AREA_BAR_THICKNESS,
        },
      ],
    },
    options: {
      ...commonOptions(theme),
      indexAxis: 'y',
      interaction: { mode: 'index', intersect: false, axis: 'y' },
      layout: { padding: { right: 16 } },
      scales: { x: countAxis(theme), y: labelAxis(theme, (index) => truncateLabel(labels[index] ?? '')) },
    },
    plugins: [hoverCursor('band', theme.muted)],
  };
}

/** The configuration of the chart `spec` describes, in `theme`. */
export function chartConfiguration(spec: ChartSpec, theme: ChartTheme): DashboardChartConfiguration {
  if (spec.kind === 'months') return monthsChart(spec.points, spec.series, theme);
  if (spec.kind === 'weeks') return weeksChart(spec.points, spec.series, theme);
  return areasChart(spec.points, spec.series, theme);
}
