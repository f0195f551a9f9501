import { describe, expect, it } from 'vitest';
import { chartConfiguration, type ChartSpec, type ChartTheme } from './chart-configs';

const THEME: ChartTheme = {
  primary: 'oklch(0.5 0.2 300)',
  card: '#fff',
  border: '#ddd',
  muted: '#eee',
  mutedForeground: '#666',
  popover: '#fff',
  popoverForeground: '#111',
  fontFamily: 'system-ui',
};

const points = [
  { key: 'a', label: 'Ene 2026', count: 3 },
  { key: 'b', label: 'Feb 2026', count: 0 },
  { key: 'c', label: 'Mar 2026', count: 7 },
];

describe("the dashboard charts' configurations", () => {
  it('are made from plain data a worker can be sent (the kind, the points, the theme)', () => {
    const spec: ChartSpec = { kind: 'months', points, series: 'Documentos' };
    expect(structuredClone(spec)).toEqual(spec);
    expect(structuredClone(THEME)).toEqual(THEME);
  });

  it('draw each kind as its chart: months and areas as bars (areas across), weeks as a line', () => {
    const months = chartConfiguration({ kind: 'months', points, series: 'Documentos' }, THEME);
    const weeks = chartConfiguration({ kind: 'weeks', points, series: 'Inicios de sesión' }, THEME);
    const areas = chartConfiguration({ kind: 'areas', points, series: 'Profesores' }, THEME);
    expect([months.type, weeks.type, areas.type]).toEqual(['bar', 'line', 'bar']);
    expect(areas.options?.indexAxis).toBe('y');
    expect(months.options?.indexAxis).toBeUndefined();
    for (const config of [months, weeks, areas]) {
      expect(config.data.labels).toEqual(['Ene 2026', 'Feb 2026', 'Mar 2026']);
      expect(config.data.datasets[0]?.data).toEqual([3, 0, 7]);
      expect(config.options?.animation).toBe(false);
    }
    // The figures' name in the tooltip, as the page wrote it in the person's language.
    expect([months, weeks, areas].map((config) => config.data.datasets[0]?.label)).toEqual([
      'Documentos',
      'Inicios de sesión',
      'Profesores',
    ]);
  });

  it("take the page's theme: the primary colour for the data, the theme's font on the axes", () => {
    const months = chartConfiguration({ kind: 'months', points, series: 'Documentos' }, THEME);
    expect(months.data.datasets[0]).toMatchObject({ backgroundColor: THEME.primary });
    expect(months.options?.scales?.y?.ticks).toMatchObject({ font: { family: 'system-ui' } });
  });
});
