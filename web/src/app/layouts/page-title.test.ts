import { describe, expect, it } from 'vitest';
import { pageOf, topBarTitle, type PageHandle } from './page-title';

/** A page named as the code declares it (the id is what the catalogues write; here, the text itself). */
const named = (message: string): PageHandle => ({ title: { id: message, message } });

const COURSES = named('Gestión de Cursos');

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
  ])('%s reads the specification’s %s, whatever the page', (path, title) => {
    expect(topBarTitle(path, COURSES).message).toBe(title);
  });

  it('names the page itself where the specification lists no section', () => {
    expect(topBarTitle('/admin/courses/7/edit', named('Editar Curso')).message).toBe('Editar Curso');
    expect(topBarTitle('/ideas', named('Idea Board')).message).toBe('Idea Board');
    expect(topBarTitle('/nowhere', named('Page Not Found')).message).toBe('Page Not Found');
  });

  it("falls back to the specification's 'Dashboard' when no page is known", () => {
    expect(topBarTitle('/trombinoscopio').message).toBe('Dashboard');
  });
});

describe('pageOf', () => {
  it('takes the deepest route that declares a page and skips the ones that do not', () => {
    const outer = named('Outer');
    expect(pageOf([{ handle: undefined }, { handle: outer }, { handle: COURSES }, { handle: {} }])).toBe(COURSES);
    expect(pageOf([{ handle: undefined }])).toBeUndefined();
  });
});
