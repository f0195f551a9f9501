import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { YearBars, type YearBar } from './year-bars';

i18n.load({ es, en });
i18n.activate('es');
afterEach(() => i18n.activate('es'));

const render = (element: ReactElement) => renderToStaticMarkup(h(I18nProvider, { i18n }, element));
const bars: YearBar[] = [
  { key: 'talk', label: 'Charlas y talleres', year: 4, previous: 2 },
  { key: 'award', label: 'Premios y selecciones', year: 0, previous: 1 },
];
const figure = (rows: YearBar[]) =>
  render(h(YearBars, { caption: 'Por tipo', category: 'Tipo', year: 2026, previous: 2025, bars: rows }));

/** Each body row of the table: its heading cell and its two figures, tags dropped. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr><th scope="row"[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td><td[^>]*>(.*?)<\/td><\/tr>/g)].map(
    (match) => match.slice(1),
  );

describe('YearBars', () => {
  it('draws each category’s two years, hidden from assistive technology, scaled to the largest figure', () => {
    const html = figure(bars);
    expect(html).toMatch(/<figure aria-labelledby="[^"]+"/);
    expect(html).toContain('<div aria-hidden="true" class="grid gap-3">');
    expect(html).toContain('style="width:100%"');
    expect(html).toContain('style="width:50%"');
    expect(html).toContain('style="width:25%"');
    expect(html).toContain('style="width:0%"');
  });

  it('gives the same figures as a table, always shown, headed by the category and the two years', () => {
    const html = figure(bars);
    expect(html).toContain('<caption class="sr-only">Por tipo</caption>');
    expect(html).toMatch(
      /<th scope="col"[^>]*>Tipo<\/th><th scope="col"[^>]*>2026<\/th><th scope="col"[^>]*>2025<\/th>/,
    );
    expect(tableRows(html)).toEqual([
      ['Charlas y talleres', '4', '2'],
      ['Premios y selecciones', '0', '1'],
    ]);
  });

  it('says there is nothing in either year instead of drawing empty bars, in the reader’s language', () => {
    const none = bars.map((bar) => ({ ...bar, year: 0, previous: 0 }));
    expect(figure(none)).toContain('Sin actividades en estos dos años');
    expect(figure(none)).not.toContain('aria-hidden="true" class="grid gap-3"');
    i18n.activate('en');
    expect(figure(none)).toContain('No activities in these two years');
  });
});
