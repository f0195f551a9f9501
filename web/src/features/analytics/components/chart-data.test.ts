import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import {
  AREA_LABEL_CHARS,
  isAxisLabelShown,
  labelInterval,
  MAX_AXIS_LABELS,
  areaChartParts,
  areaLabel,
  documentsPerMonthPoints,
  isEmptyChart,
  monthLabel,
  otherAreasNote,
  signInsPerWeekPoints,
  teachersPerAreaPoints,
  truncateLabel,
  weekLabel,
} from './chart-data';

beforeEach(() => {
  i18n.load({ es, en });
  i18n.activate('en');
});

describe('teachersPerAreaPoints', () => {
  const areas = (counts: number[]) =>
    counts.map((count, index) => ({ area: `area_${String(index).padStart(2, '0')}`, count }));

  it('keeps the ten areas with most teachers and sums the rest into Other areas', () => {
    const points = teachersPerAreaPoints(areas([1, 12, 3, 9, 4, 8, 5, 7, 6, 11, 10, 2, 2]), 'en');
    expect(points).toHaveLength(11);
    expect(points.slice(0, 10).map((point) => point.count)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(points[10]).toEqual({ key: 'other', label: '3 other areas (mentions)', count: 1 + 2 + 2 });
  });

  it('leaves out areas without teachers and adds no Other bar when ten or fewer remain', () => {
    const points = teachersPerAreaPoints([...areas([0, 0, 3]), { area: 'matte_painting', count: 5 }], 'en');
    expect(points).toEqual([
      { key: 'matte_painting', label: 'Matte Painting', count: 5 },
      { key: 'area_02', label: 'area_02', count: 3 },
    ]);
  });

  it('orders ties by label and takes the labels from the catalogue', () => {
    const points = teachersPerAreaPoints(
      [
        { area: 'sound_design', count: 2 },
        { area: '2d_animation', count: 2 },
      ],
      'en',
    );
    expect(points.map((point) => point.label)).toEqual(['2D Animation', 'Sound Design']);
  });

  it('accepts another cut-off', () => {
    expect(teachersPerAreaPoints(areas([5, 4, 3]), 'en', 2)).toEqual([
      { key: 'area_00', label: 'area_00', count: 5 },
      { key: 'area_01', label: 'area_01', count: 4 },
      { key: 'other', label: '1 other area (mentions)', count: 3 },
    ]);
  });
});

describe('labels and emptiness', () => {
  it('reads months and weeks in UTC, and leaves what it cannot read', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-13', 'en')).toBe('2026-13');
    expect(weekLabel('2026-03-02', 'en')).toBe('Mar 2');
    expect(weekLabel('soon', 'en')).toBe('soon');
    expect(areaLabel('gone_area')).toBe('gone_area');
  });

  it('writes months and weeks in the language asked for', () => {
    expect(monthLabel('2026-03', 'es')).toBe('mar 2026');
    expect(weekLabel('2026-03-02', 'es')).toBe('2 mar');
  });

  it('keeps the server order of months and weeks', () => {
    expect(
      documentsPerMonthPoints(
        [
          { month: '2025-12', count: 1 },
          { month: '2026-01', count: 0 },
        ],
        'en',
      ).map((point) => point.label),
    ).toEqual(['Dec 2025', 'Jan 2026']);
    expect(signInsPerWeekPoints([{ week: '2025-12-29', count: 4 }], 'en')).toEqual([
      { key: '2025-12-29', label: 'Dec 29', count: 4 },
    ]);
  });

  it('calls a chart empty when every figure is zero or it has none', () => {
    expect(isEmptyChart([])).toBe(true);
    expect(isEmptyChart(documentsPerMonthPoints([{ month: '2026-01', count: 0 }], 'en'))).toBe(true);
    expect(isEmptyChart(documentsPerMonthPoints([{ month: '2026-01', count: 2 }], 'en'))).toBe(false);
  });
});

describe('areaChartParts', () => {
  it('draws the named areas only and keeps the summed Other areas apart, while the table keeps every point', () => {
    const counts = [16, 15, 14, 14, 13, 13, 12, 12, 11, 11, ...Array.from({ length: 20 }, () => 7)];
    const points = teachersPerAreaPoints(
      counts.map((count, index) => ({ area: `area_${index}`, count })),
      'en',
    );
    const { bars, other } = areaChartParts(points);
    expect(bars).toHaveLength(10);
    expect(Math.max(...bars.map((bar) => bar.count))).toBe(16);
    expect(other).toEqual({ key: 'other', label: '20 other areas (mentions)', count: 140 });
    expect(points).toHaveLength(11);
  });

  it('does not call the summed mentions teachers (a school of 32 read "Other areas: 134 teachers")', () => {
    // 32 teachers, each in five of the twenty rarer areas: every area counts its teachers once, the sum counts mentions.
    const counts = [20, 20, 19, 19, 18, 18, 17, 17, 16, 16, ...Array.from({ length: 20 }, () => 8)];
    const points = teachersPerAreaPoints(
      counts.map((count, index) => ({ area: `area_${index}`, count })),
      'en',
    );
    const { other } = areaChartParts(points);
    expect(other?.count).toBe(160);
    const note = otherAreasNote(other!);
    expect(note).toMatch(/^20 other areas \(mentions\): 160 — /);
    expect(note).not.toMatch(/160 teachers/);
    expect(note).toContain('counts once in each');
  });

  it("names the summed areas in the person's language", () => {
    i18n.activate('es');
    const counts = [20, 20, 19, 19, 18, 18, 17, 17, 16, 16, 8, 8];
    const points = teachersPerAreaPoints(
      counts.map((count, index) => ({ area: `area_${index}`, count })),
      'es',
    );
    expect(points[10]).toEqual({ key: 'other', label: '2 áreas más (menciones)', count: 16 });
    expect(
      teachersPerAreaPoints(
        counts.slice(0, 11).map((count, index) => ({ area: `a${index}`, count })),
        'es',
      )[10]?.label,
    ).toBe('1 área más (menciones)');
  });

  it('has nothing apart when every area has a bar', () => {
    const points = teachersPerAreaPoints([{ area: 'a', count: 3 }], 'en');
    expect(areaChartParts(points)).toEqual({ bars: points, other: undefined });
  });
});

describe('labelInterval', () => {
  it('labels every point while they fit', () => {
    expect(labelInterval(0)).toBe(0);
    expect(labelInterval(1)).toBe(0);
    expect(labelInterval(MAX_AXIS_LABELS)).toBe(0);
  });

  it('skips enough points between labels to write at most the most', () => {
    for (const count of [7, 12, 13, 26, 52]) {
      const interval = labelInterval(count);
      const written = Math.ceil(count / (interval + 1));
      expect(written).toBeLessThanOrEqual(MAX_AXIS_LABELS);
      // one label fewer skipped would write too many
      if (interval > 0) expect(Math.ceil(count / interval)).toBeGreaterThan(MAX_AXIS_LABELS);
    }
    expect(labelInterval(12)).toBe(2);
  });
});

describe('isAxisLabelShown', () => {
  const shown = (count: number) =>
    Array.from({ length: count }, (_, index) => index).filter((index) => isAxisLabelShown(index, count));

  it('writes every label while they fit', () => {
    expect(shown(MAX_AXIS_LABELS)).toEqual([0, 1, 2, 3]);
  });

  it('writes the first label, then one every labelInterval + 1, at most the most', () => {
    expect(shown(12)).toEqual([0, 3, 6, 9]);
    expect(shown(13)).toEqual([0, 4, 8, 12]);
    for (const count of [5, 7, 26, 52]) {
      const [first, second] = shown(count);
      expect(first).toBe(0);
      expect(second).toBe(labelInterval(count) + 1);
      expect(shown(count).length).toBeLessThanOrEqual(MAX_AXIS_LABELS);
    }
  });
});

describe('truncateLabel', () => {
  it('leaves a label that fits and cuts a longer one to the most characters, ending in an ellipsis', () => {
    const fits = 'x'.repeat(AREA_LABEL_CHARS);
    expect(truncateLabel(fits)).toBe(fits);
    expect(truncateLabel('Character Design for Games')).toBe('Character Design f…');
    expect(truncateLabel('Character Design for Games')).toHaveLength(AREA_LABEL_CHARS);
    expect(truncateLabel('Sound Design', 6)).toBe('Sound…');
  });
});
