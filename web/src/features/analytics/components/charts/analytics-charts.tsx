import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isLanguage, type Language } from '@contracts/languages';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Analytics } from '@contracts/analytics';
import { whenIdle } from '@/lib/load-when-idle';
import {
  areaChartParts,
  documentsPerMonthPoints,
  otherAreasNote,
  signInsPerWeekPoints,
  teachersPerAreaPoints,
  TOP_AREAS,
} from '../chart-data';
import type { ChartSpec } from './chart-configs';
import { ChartFigure } from './chart-figure';
import { ChartNotLoaded } from './chart-not-loaded';
import { lazyPart } from '@/components/lazy-part';

// The charting library is the drawings' own chunk, fetched once a drawing is due (the answer is in, its place on the
// screen and the first paint done): the figures' frames, captions and tables never wait for it, nor does the first
// paint for its download and evaluation.
const CanvasChart = lazyPart(() => import('./canvas-chart').then((m) => m.CanvasChart), ChartNotLoaded);

/** What each chart's figures count: its table's column and its tooltip's name. */
const SERIES = { months: msg`Documents`, weeks: msg`Sign-ins`, areas: msg`Teachers` };

const CHART_HEIGHT = 260;
const AREA_ROW_HEIGHT = 30;

/** The charts' points and configurations, made again only when the figures change (a new configuration redraws). */
function chartParts(charts: Analytics['charts'], lang: Language, t: (descriptor: MessageDescriptor) => string) {
  const months = documentsPerMonthPoints(charts.documentsPerMonth, lang);
  const weeks = signInsPerWeekPoints(charts.signInsPerWeek, lang);
  const areas = teachersPerAreaPoints(charts.teachersPerArea, lang);
  const { bars: areaBars, other: otherAreas } = areaChartParts(areas);
  return {
    months,
    weeks,
    areas,
    areaBars,
    otherAreas,
    monthsChart: { kind: 'months', points: months, series: t(SERIES.months) } satisfies ChartSpec,
    weeksChart: { kind: 'weeks', points: weeks, series: t(SERIES.weeks) } satisfies ChartSpec,
    areasChart: { kind: 'areas', points: areaBars, series: t(SERIES.areas) } satisfies ChartSpec,
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
  const { t, i18n } = useLingui();
  const lang = isLanguage(i18n.locale) ? i18n.locale : 'es';
  // Made again in another language when the person switches (the labels and the summed areas' name are text).
  const parts = useMemo(() => (charts ? chartParts(charts, lang, t) : undefined), [charts, lang, t]);
  const [painted, setPainted] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setPainted(true))), []);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        caption={t`Documents uploaded per month`}
        columns={{ label: t`Month`, count: t(SERIES.months) }}
        points={parts?.months}
        height={CHART_HEIGHT}
        chart={parts && painted ? <CanvasChart spec={parts.monthsChart} /> : null}
      />
      <ChartFigure
        caption={t`Sign-ins per week`}
        columns={{ label: t`Week of`, count: t(SERIES.weeks) }}
        points={parts?.weeks}
        height={CHART_HEIGHT}
        chart={parts && painted ? <CanvasChart spec={parts.weeksChart} /> : null}
      />
      <ChartFigure
        caption={t`Teachers per expertise area`}
        columns={{ label: t`Expertise area`, count: t(SERIES.areas) }}
        points={parts?.areas}
        height={areaChartHeight(parts ? parts.areaBars.length : TOP_AREAS)}
        chart={parts && painted ? <CanvasChart spec={parts.areasChart} /> : null}
        note={parts?.otherAreas ? otherAreasNote(parts.otherAreas) : undefined}
        className="lg:col-span-2"
      />
    </div>
  );
}
