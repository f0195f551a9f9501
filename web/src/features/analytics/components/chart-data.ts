import { plural, t } from '@lingui/core/macro';
import type { Analytics } from '@contracts/analytics';
import { labelOf } from '@contracts/catalogues/catalogue';
import { EXPERTISE_AREAS } from '@contracts/catalogues/expertise-areas';
import type { Language } from '@contracts/languages';
import { compareText, formatDayMonth, formatMonthYear } from '@/lib/format';

/** One bar or point of a chart: its label on the axis and in the table, and its figure. */
export interface ChartPoint {
  key: string;
  label: string;
  count: number;
}

type Charts = Analytics['charts'];

/** How many areas get a bar of their own; the others are summed into one. */
export const TOP_AREAS = 10;
export const OTHER_AREAS_KEY = 'other';

/**
 * The summed areas' label. Each area's counter counts its teachers once (migration 0014), but a teacher listed in
 * several of the summed areas is in several counters, so their sum counts mentions, not teachers (issue 42: 'Other
 * areas: 134 teachers' in a school of 32). The counters cannot say how many distinct teachers the rest holds, so the
 * label says what the figure is.
 */
export function otherAreasLabel(areas: number): string {
  return plural(areas, { one: '# other area (mentions)', other: '# other areas (mentions)' });
}

/** The line under the area chart for the summed areas, which it does not draw. */
export function otherAreasNote(other: ChartPoint): string {
  const { label, count } = other;
  return t`${label}: ${count} — a teacher listed in several of these areas counts once in each (not drawn, so the scale shows the areas above)`;
}

/** The most labels a time axis writes: each fits in a quarter of the narrowest chart (a third of a 1024-px screen). */
export const MAX_AXIS_LABELS = 4;

/**
 * How many labels a time axis skips between two it writes, for `count` points: every point labelled up to
 * MAX_AXIS_LABELS, else every second, third… point. Counted rather than left to the chart, so that which labels show
 * does not hang on their measured widths.
 */
export function labelInterval(count: number, most = MAX_AXIS_LABELS): number {
  return Math.max(0, Math.ceil(count / most) - 1);
}

/** Whether a time axis of `count` points writes the label of the point at `index`: the first, then one every labelInterval + 1. */
export function isAxisLabelShown(index: number, count: number, most = MAX_AXIS_LABELS): boolean {
  return index % (labelInterval(count, most) + 1) === 0;
}

/** The most characters of an area's label the area chart writes beside its bar; the tooltip and table have it whole. */
export const AREA_LABEL_CHARS = 19;

/** A label cut to `chars` characters, the last of them '…', when longer. */
export function truncateLabel(label: string, chars = AREA_LABEL_CHARS): string {
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/** 'YYYY-MM' → 'Mar 2026' ('mar 2026' in Spanish); what it cannot read stays as it came. */
export function monthLabel(month: string, lang: Language): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  return /^\d{4}-\d{2}$/.test(month) && !Number.isNaN(time) ? formatMonthYear(time, lang) : month;
}

/** A week by its Monday, 'YYYY-MM-DD' → 'Mar 2' ('2 mar' in Spanish); what it cannot read stays as it came. */
export function weekLabel(monday: string, lang: Language): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO moment, not a text
  const time = Date.parse(`${monday}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(monday) && !Number.isNaN(time) ? formatDayMonth(time, lang) : monday;
}

/** The catalogue's label of an expertise area in the active language, else its code (an area since removed). */
export function areaLabel(code: string): string {
  return labelOf(EXPERTISE_AREAS, code);
}

/** Documents uploaded per month, oldest first, as the server sends them. */
export function documentsPerMonthPoints(data: Charts['documentsPerMonth'], lang: Language): ChartPoint[] {
  return data.map(({ month, count }) => ({ key: month, label: monthLabel(month, lang), count }));
}

/** Sign-ins per week, oldest first, as the server sends them. */
export function signInsPerWeekPoints(data: Charts['signInsPerWeek'], lang: Language): ChartPoint[] {
  return data.map(({ week, count }) => ({ key: week, label: weekLabel(week, lang), count }));
}

/**
 * Teachers per expertise area: the areas with teachers, most first (ties by label), the first `top` with a bar of
 * their own and the rest summed into 'N other areas (mentions)' — so the chart stays readable however long the
 * catalogue grows.
 */
export function teachersPerAreaPoints(data: Charts['teachersPerArea'], lang: Language, top = TOP_AREAS): ChartPoint[] {
  const areas = data
    .filter(({ count }) => count > 0)
    .map(({ area, count }) => ({ key: area, label: areaLabel(area), count }))
    .sort((a, b) => b.count - a.count || compareText(a.label, b.label, lang));
  if (areas.length <= top) return areas;
  const rest = areas.slice(top).reduce((sum, area) => sum + area.count, 0);
  return [...areas.slice(0, top), { key: OTHER_AREAS_KEY, label: otherAreasLabel(areas.length - top), count: rest }];
}

/**
 * The area chart's bars and what stays out of them: the summed 'Other areas' is not drawn (its total would flatten
 * the named areas' scale) but named in a line under the chart; the table keeps every point.
 */
export function areaChartParts(points: ChartPoint[]): { bars: ChartPoint[]; other: ChartPoint | undefined } {
  return {
    bars: points.filter((point) => point.key !== OTHER_AREAS_KEY),
    other: points.find((point) => point.key === OTHER_AREAS_KEY),
  };
}

/** Nothing to draw: no points, or every figure zero. */
export function isEmptyChart(points: readonly ChartPoint[]): boolean {
  return points.every((point) => point.count === 0);
}
