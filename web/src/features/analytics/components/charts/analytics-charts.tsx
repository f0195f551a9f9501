import { startTransition, useEffect, useMemo, useState } from 'react';
import type { ChartType, Plugin } from 'chart.js';
import type { Analytics } from '@contracts/analytics';
import { whenIdle } from '@/lib/load-when-idle';
import {
  areaChartParts,
  documentsPerMonthPoints,
  isAxisLabelShown,
  signInsPerWeekPoints,
  teachersPerAreaPoints,
  TOP_AREAS,
  truncateLabel,
  type ChartPoint,
} from '../chart-data';
import type { ChartConfigurer, ChartTheme } from './canvas-chart';
import { ChartFigure } from './chart-figure';
import { lazyPart } from '@/components/lazy-part';

// The charting library is the drawings' own chunk, fetched once a drawing is due (the answer is in, its place on the
// screen and the first paint done): the figures' frames, captions and tables never wait for it, nor does the first
// paint for its download and evaluation.
const CanvasChart = lazyPart(() => import('./canvas-chart').then((m) => m.CanvasChart), ChartNotLoaded);

/** In a drawing's place when the charting code could not be loaded: the figure's table still has its figures. */
function ChartNotLoaded() {
  return (
    <p className="grid h-full place-items-center rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      The chart could not be loaded. Its figures are in the table; reload the page to draw it.
    </p>
  );
}

const CHART_HEIGHT = 260;
const AREA_ROW_HEIGHT = 30;
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

function monthsChart(points: ChartPoint[]): ChartConfigurer<'bar'> {
  const labels = points.map((point) => point.label);
  return (theme) => ({
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: 'Documents',
          data: points.map((point) => point.count),
          ...barStyle(theme),
          categoryPercentage: 0.8,
          barPercentage: 1,
        },
      ],
    },
    options: {
      ...commonOptions(theme),
      interaction: { mode: 'index', intersect: false },
      layout: { padding: { top: 8, right: 8 } },
      scales: { x: timeAxis(theme, labels), y: countAxis(theme) },
    },
    plugins: [hoverCursor('band', theme.muted)],
  });
}

function weeksChart(points: ChartPoint[]): ChartConfigurer<'line'> {
  const labels = points.map((point) => point.label);
  return (theme) => ({
    type: 'line',
    data: {
      labels,
      datasets: [
        {
          label: 'Sign-ins',
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
    options: {
      ...commonOptions(theme),
      interaction: { mode: 'index', intersect: false },
      layout: { padding: { top: 8, right: 16 } },
      scales: { x: timeAxis(theme, labels), y: countAxis(theme) },
    },
    plugins: [hoverCursor('line', theme.border)],
  });
}

function areasChart(points: ChartPoint[]): ChartConfigurer<'bar'> {
  const labels = points.map((point) => point.label);
  return (theme) => ({
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: 'Teachers',
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
  });
}

/** The charts' points and configurations, made again only when the figures change (a new configuration redraws). */
function chartParts(charts: Analytics['charts']) {
  const months = documentsPerMonthPoints(charts.documentsPerMonth);
  const weeks = signInsPerWeekPoints(charts.signInsPerWeek);
  const areas = teachersPerAreaPoints(charts.teachersPerArea);
  const { bars: areaBars, other: otherAreas } = areaChartParts(areas);
  return {
    months,
    weeks,
    areas,
    areaBars,
    otherAreas,
    monthsChart: monthsChart(months),
    weeksChart: weeksChart(weeks),
    areasChart: areasChart(areaBars),
  };
}

/** The area chart's height: a row per bar, at least three; while loading, as for a full chart. */
const areaChartHeight = (bars: number) => Math.max(bars, 3) * AREA_ROW_HEIGHT + 32;

/**
 * The dashboard's three charts, in place of the specification's 'coming soon' panel: documents uploaded per month
 * (bars), teachers per expertise area (horizontal bars of the top ten, the rest summed in a line under them) and
 * sign-ins per week (a line). Drawn on canvases by Chart.js: the SVG library before it measured its axes through
 * React renders, a third of a second of a phone's main thread. `charts` is undefined while the answer loads: the
 * figures stand with their captions, and their drawings' places hold skeletons. The drawings start once the browser
 * is idle after the first paint.
 */
export function AnalyticsCharts({ charts }: { charts: Analytics['charts'] | undefined }) {
  const parts = useMemo(() => (charts ? chartParts(charts) : undefined), [charts]);
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setPainted(true))), []);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        caption="Documents uploaded per month"
        columns={{ label: 'Month', count: 'Documents' }}
        points={parts?.months}
        height={CHART_HEIGHT}
        chart={parts && painted ? <CanvasChart config={parts.monthsChart} /> : null}
      />
      <ChartFigure
        caption="Sign-ins per week"
        columns={{ label: 'Week of', count: 'Sign-ins' }}
        points={parts?.weeks}
        height={CHART_HEIGHT}
        chart={parts && painted ? <CanvasChart config={parts.weeksChart} /> : null}
      />
      <ChartFigure
        caption="Teachers per expertise area"
        columns={{ label: 'Expertise area', count: 'Teachers' }}
        points={parts?.areas}
        height={areaChartHeight(parts ? parts.areaBars.length : TOP_AREAS)}
        chart={parts && painted ? <CanvasChart config={parts.areasChart} /> : null}
        note={
          parts?.otherAreas
            ? `${parts.otherAreas.label}: ${parts.otherAreas.count} teachers (not drawn, so the scale shows the areas above)`
            : undefined
        }
        className="lg:col-span-2"
      />
    </div>
  );
}
