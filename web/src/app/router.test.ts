import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageOf, topBarTitle } from './layouts/page-title';
import { routes } from './router';

/** The page (title, language) and the top bar's title the router gives a path. */
function shown(pathname: string) {
  const page = pageOf((matchRoutes(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle })));
  const top = topBarTitle(pathname, page);
  return [page?.title, page?.lang, top.text, top.lang];
}

describe('routes: each page’s name, its screen’s language and the top bar’s title', () => {
  it.each([
    // English screens (spec §1: analytics, user management; the audit log and the 404 text are English).
    ['/', 'Dashboard', 'en', 'Dashboard', 'en'],
    ['/admin/analytics', 'Analytics Dashboard', 'en', 'Dashboard', 'en'],
    ['/admin/dashboard', 'Analytics Dashboard', 'en', 'Dashboard', 'en'],
    ['/admin/user-management', 'User Management', 'en', 'User Management', 'en'],
    ['/user-management', 'User Management', 'en', 'User Management', 'en'],
    ['/admin/audit', 'Audit Log', 'en', 'Audit Log', 'en'],
    ['/no/such/page', 'Page Not Found', 'en', 'Page Not Found', 'en'],
    ['/admin', 'Page Not Found', 'en', 'Page Not Found', 'en'],
    // Spanish screens: the top bar keeps the specification's English section titles, else names the page.
    ['/admin/teachers', 'Gestión de Profesores', 'es', 'Teachers', 'en'],
    ['/admin/teachers/12', 'Detalle del profesor', 'es', 'Teachers', 'en'],
    ['/admin/students/3', 'Detalle del estudiante', 'es', 'Students', 'en'],
    ['/admin/courses', 'Gestión de Cursos', 'es', 'Gestión de Cursos', 'es'],
    ['/admin/courses/new', 'Nuevo Curso', 'es', 'Nuevo Curso', 'es'],
    ['/admin/courses/7', 'Detalle del curso', 'es', 'Detalle del curso', 'es'],
    ['/admin/courses/7/edit', 'Editar Curso', 'es', 'Editar Curso', 'es'],
    ['/admin/documents', 'Gestión de Documentos', 'es', 'Documents', 'en'],
    ['/admin/badges', 'Gestión de Badges', 'es', 'Gestión de Badges', 'es'],
    ['/admin/sign-in-providers', 'Inicio de sesión único', 'es', 'Inicio de sesión único', 'es'],
    ['/admin/trusted-issuers', 'Emisores de confianza', 'es', 'Emisores de confianza', 'es'],
    ['/teacher/dashboard', 'Panel del profesor', 'es', 'Dashboard', 'en'],
    ['/teacher/profile', 'Mi Perfil', 'es', 'Mi Perfil', 'es'],
    ['/teacher/documents', 'Mis Documentos', 'es', 'Documents', 'en'],
    ['/teacher/grades', 'Notas', 'es', 'Grades', 'en'],
    ['/student/dashboard', 'Panel del estudiante', 'es', 'Dashboard', 'en'],
    ['/student/profile', 'Mi Perfil', 'es', 'Mi Perfil', 'es'],
    ['/documents', 'Documentos', 'es', 'Documents', 'en'],
    ['/grades', 'Mis notas', 'es', 'Grades', 'en'],
    ['/trombinoscopio', 'Trombinoscopio', 'es', 'Trombinoscopio', 'es'],
    ['/settings', 'Settings', 'es', 'Settings', 'en'],
    ['/ideas', 'Idea Board', 'es', 'Idea Board', 'en'],
    ['/document-demo', 'Document Demo', 'es', 'Document Demo', 'en'],
    ['/credentials/abc', 'Credencial', 'es', 'Credencial', 'es'],
  ])('%s: page %s (%s), top bar %s (%s)', (path, title, lang, topText, topLang) => {
    expect(shown(path)).toEqual([title, lang, topText, topLang]);
  });
});
