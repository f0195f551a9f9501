import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import type { GradeCourse } from '@contracts/grades';
import type { ListPage } from '@/lib/api-page';
import { gradeKeys } from '@/lib/resources/grades';
import { CoursePicker } from './course-picker';

const course = (id: number): GradeCourse => ({
  id,
  name: `Curso ${id}`,
  course_code: `C-${id}`,
  teacher_id: null,
  teacher_name: null,
});

function render(page: ListPage<GradeCourse>, picked?: GradeCourse) {
  // As the app's client (lib/query-client.ts): never stale, so a page in the cache is not fetched again.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(gradeKeys.courses(''), page);
  return renderToStaticMarkup(
    h(
      I18nProvider,
      { i18n },
      h(
        QueryClientProvider,
        { client },
        h(CoursePicker, {
          id: 'course',
          value: picked ? String(picked.id) : '',
          onValueChange: () => undefined,
          placeholder: 'Elige un curso',
          picked,
        }),
      ),
    ),
  );
}

describe('CoursePicker', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

  it('offers a search and says how many courses it shows of how many when the server has more', () => {
    const html = render({ items: [course(1), course(2)], total: 350, totalCapped: false, nextCursor: 'next' });
    expect(html).toContain('Mostrando 2 de 350 cursos; escribe para buscar');
    expect(html).toContain('type="search"');
    expect(html).toContain('Buscar curso');
  });

  it('is the plain select when every course is listed', () => {
    const html = render({ items: [course(1)], total: 1, totalCapped: false }, course(9));
    expect(html).toContain('role="combobox"');
    expect(html).not.toContain('type="search"');
    expect(html).not.toContain('Mostrando');
  });
});
