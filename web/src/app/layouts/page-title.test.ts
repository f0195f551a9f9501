import { describe, expect, it } from 'vitest';
import { pageOf, topBarTitle, type PageHandle } from './page-title';

const SPANISH: PageHandle = { title: 'Gestión de Cursos', lang: 'es' };

describe('topBarTitle', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/admin/analytics', 'Dashboard'],
    ['/admin/dashboard', 'Dashboard'],
    ['/teacher/dashboard', 'Dashboard'],
    ['/student/dashboard/', 'Dashboard'],
    ['/teachers', 'Teachers'],
    ['/admin/teachers', 'Teachers'],
    ['/admin/teachers/12', 'Teachers'],
    ['/admin/students/3', 'Students'],
    ['/grades', 'Grades'],
    ['/teacher/grades', 'Grades'],
    ['/documents', 'Documents'],
    ['/teacher/documents', 'Documents'],
    ['/admin/user-management', 'User Management'],
    ['/user-management', 'User Management'],
    ['/settings', 'Settings'],
  ])('%s reads the specification’s %s, in English, whatever the page', (path, title) => {
    expect(topBarTitle(path, SPANISH)).toEqual({ text: title, lang: 'en' });
  });

  it('names the page itself, in its own language, where the specification lists no section', () => {
    expect(topBarTitle('/admin/courses/7/edit', { title: 'Editar Curso', lang: 'es' })).toEqual({
      text: 'Editar Curso',
      lang: 'es',
    });
    expect(topBarTitle('/ideas', { title: 'Idea Board', lang: 'es', titleLang: 'en' })).toEqual({
      text: 'Idea Board',
      lang: 'en',
    });
    expect(topBarTitle('/nowhere', { title: 'Page Not Found', lang: 'en' })).toEqual({
      text: 'Page Not Found',
      lang: 'en',
    });
  });

  it("falls back to the specification's 'Dashboard' when no page is known", () => {
    expect(topBarTitle('/trombinoscopio')).toEqual({ text: 'Dashboard', lang: 'en' });
  });
});

describe('pageOf', () => {
  it('takes the deepest route that declares a page and skips the ones that do not', () => {
    const outer: PageHandle = { title: 'Outer', lang: 'en' };
    expect(pageOf([{ handle: undefined }, { handle: outer }, { handle: SPANISH }, { handle: {} }])).toBe(SPANISH);
    expect(pageOf([{ handle: undefined }])).toBeUndefined();
  });
});
