import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import type { GradeCourse } from '@contracts/grades';
import type { ListPage } from '@/lib/api-page';
import { searchNote } from './course-search-note';

const course = (id: number): GradeCourse => ({
  id,
  name: `Curso ${id}`,
  course_code: `C-${id}`,
  teacher_id: null,
  teacher_name: null,
});
const page = (count: number, rest: Partial<ListPage<GradeCourse>> = {}): ListPage<GradeCourse> => ({
  items: Array.from({ length: count }, (_, index) => course(index + 1)),
  total: count,
  totalCapped: false,
  ...rest,
});
const idle = { isFetching: false, isError: false };

describe('the course picker’s search line', () => {
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

  it('says how many of how many courses it shows when the server has more, and to type', () => {
    expect(searchNote({ ...idle, data: page(200, { total: 350, nextCursor: 'next' }) }, '')).toBe(
      'Mostrando 200 de 350 cursos; escribe para buscar',
    );
    expect(searchNote({ ...idle, data: page(200, { total: 200, totalCapped: true, nextCursor: 'n' }) }, 'arte')).toBe(
      'Mostrando 200 de 200+ cursos; escribe para buscar',
    );
  });

  it('says nothing when every course is listed, and counts or finds none while searching', () => {
    expect(searchNote({ ...idle, data: page(12) }, '')).toBe('');
    expect(searchNote({ ...idle, data: page(1) }, 'xil')).toBe('1 curso');
    expect(searchNote({ ...idle, data: page(3) }, 'lote')).toBe('3 cursos');
    expect(searchNote({ ...idle, data: page(0) }, 'zzz')).toBe('Ningún curso coincide.');
  });

  it('says when it is searching or the search failed', () => {
    expect(searchNote({ isFetching: true, isError: false, data: page(3) }, 'lo')).toBe('Buscando…');
    expect(searchNote({ isFetching: false, isError: true }, 'lo')).toBe('No se pudo buscar cursos.');
  });

  it('speaks the active language', () => {
    i18n.activate('en');
    try {
      expect(searchNote({ ...idle, data: page(1) }, 'xil')).toBe('1 course');
      expect(searchNote({ ...idle, data: page(200, { total: 350, nextCursor: 'next' }) }, '')).toBe(
        'Showing 200 of 350 courses; type to search',
      );
    } finally {
      i18n.activate('es');
    }
  });
});
