import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '@contracts/analytics';
import {
  areaChartParts,
  documentsPerMonthPoints,
  labelInterval,
  signInsPerWeekPoints,
  teachersPerAreaPoints,
  type ChartPoint,
} from '../chart-data';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { ChartFigure } from './chart-figure';
import { PlainTick } from './plain-tick';

const PRIMARY = 'var(--color-primary)';
const GRID = 'var(--color-border)';
const TOOLTIP_STYLE = {
  borderRadius: 8,
  border: '1px solid var(--color-border)',
  background: 'var(--color-popover)',
  fontSize: 12,
};
const CHART_HEIGHT = 260;
const AREA_ROW_HEIGHT = 30;
const AREA_LABEL_CHARS = 19;

const truncate = (label: string) =>
  label.length > AREA_LABEL_CHARS ? `${label.slice(0, AREA_LABEL_CHARS - 1)}…` : label;

/** What every chart shares: responsive width, no keyboard layer (the table is the accessible alternative). */
const chartProps = (points: ChartPoint[]) => ({
  data: points,
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
});

/**
 * The dashboard's three charts, in place of the specification's 'coming soon' panel: documents uploaded per month
 * (bars), teachers per expertise area (horizontal bars of the top ten, the rest summed in a line under them) and sign-ins per week (a line).
 * Drawn at once, without the library's grow-in animation: it redraws every frame for over a second, which on a
 * phone keeps the page from answering (bench:lighthouse); the tooltips still animate.
 */
export function AnalyticsCharts({ charts }: { charts: Analytics['charts'] }) {
  const animate = !useReducedMotion();
  // The tooltips join once a pointer is over the charts: each measures itself in the page on every render, a style
  // and layout pass apiece on the phone's first screen, for something only a pointer shows.
  const [pointed, setPointed] = useState(false);
  const months = documentsPerMonthPoints(charts.documentsPerMonth);
  const areas = teachersPerAreaPoints(charts.teachersPerArea);
  const { bars: areaBars, other: otherAreas } = areaChartParts(areas);
  const weeks = signInsPerWeekPoints(charts.signInsPerWeek);

  return (
    <div className="grid gap-4 lg:grid-cols-2" onPointerEnter={() => setPointed(true)}>
      <ChartFigure
        caption="Documents uploaded per month"
        columns={{ label: 'Month', count: 'Documents' }}
        points={months}
        height={CHART_HEIGHT}
      >
        <BarChart {...chartProps(months)} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis
            dataKey="label"
            tick={PlainTick}
            tickLine={false}
            axisLine={false}
            interval={labelInterval(months.length)}
          />
          <YAxis allowDecimals={false} tick={PlainTick} tickLine={false} axisLine={false} interval={0} />
          {pointed ? (
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} isAnimationActive={animate} />
          ) : null}
          <Bar dataKey="count" name="Documents" fill={PRIMARY} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        caption="Sign-ins per week"
        columns={{ label: 'Week of', count: 'Sign-ins' }}
        points={weeks}
        height={CHART_HEIGHT}
      >
        <LineChart {...chartProps(weeks)} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={GRID} />
          <XAxis
            dataKey="label"
            tick={PlainTick}
            tickLine={false}
            axisLine={false}
            interval={labelInterval(weeks.length)}
          />
          <YAxis allowDecimals={false} tick={PlainTick} tickLine={false} axisLine={false} interval={0} />
          {pointed ? <Tooltip contentStyle={TOOLTIP_STYLE} isAnimationActive={animate} /> : null}
          <Line
            type="monotone"
            dataKey="count"
            name="Sign-ins"
            stroke={PRIMARY}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        caption="Teachers per expertise area"
        columns={{ label: 'Expertise area', count: 'Teachers' }}
        points={areas}
        height={Math.max(areaBars.length, 3) * AREA_ROW_HEIGHT + 32}
        note={
          otherAreas
            ? `${otherAreas.label}: ${otherAreas.count} teachers (not drawn, so the scale shows the areas above)`
            : undefined
        }
        className="lg:col-span-2"
      >
        <BarChart {...chartProps(areaBars)} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke={GRID} />
          <XAxis type="number" allowDecimals={false} tick={PlainTick} tickLine={false} axisLine={false} interval={0} />
          <YAxis
            type="category"
            dataKey="label"
            width={150}
            tick={PlainTick}
            tickLine={false}
            axisLine={false}
            tickFormatter={truncate}
            interval={0}
          />
          {pointed ? (
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} isAnimationActive={animate} />
          ) : null}
          <Bar
            dataKey="count"
            name="Teachers"
            fill={PRIMARY}
            radius={[0, 4, 4, 0]}
            barSize={18}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
