import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageOf, topBarTitle } from './layouts/page-title';
import { routes } from './router';

/** The page's title and the top bar's title the router gives a path, as the code declares them (their ids). */
function shown(pathname: string) {
  const page = pageOf((matchRoutes(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle })));
  return [page?.title.message, topBarTitle(pathname, page).message];
}

describe('routes: each page’s name and the top bar’s title, both written in the person’s language', () => {
  it.each([
    // The specification's English names.
    ['/', 'Dashboard', 'Dashboard'],
    ['/admin/analytics', 'Analytics Dashboard', 'Dashboard'],
    ['/admin/dashboard', 'Analytics Dashboard', 'Dashboard'],
    ['/admin/user-management', 'User Management', 'User Management'],
    ['/user-management', 'User Management', 'User Management'],
    ['/admin/audit', 'Audit Log', 'Audit Log'],
    ['/no/such/page', 'Page Not Found', 'Page Not Found'],
    ['/admin', 'Page Not Found', 'Page Not Found'],
    // The specification's Spanish names: the top bar keeps its English section titles, else names the page.
    ['/admin/teachers', 'Gestión de Profesores', 'Teachers'],
    ['/admin/teachers/12', 'Detalle del profesor', 'Teachers'],
    ['/admin/students/3', 'Detalle del estudiante', 'Students'],
    ['/admin/courses', 'Gestión de Cursos', 'Gestión de Cursos'],
    ['/admin/courses/new', 'Nuevo Curso', 'Nuevo Curso'],
    ['/admin/courses/7', 'Detalle del curso', 'Detalle del curso'],
    ['/admin/courses/7/edit', 'Editar Curso', 'Editar Curso'],
    ['/admin/documents', 'Gestión de Documentos', 'Documents'],
    ['/admin/badges', 'Gestión de Badges', 'Gestión de Badges'],
    ['/admin/sign-in-providers', 'Inicio de sesión único', 'Inicio de sesión único'],
    ['/admin/trusted-issuers', 'Emisores de confianza', 'Emisores de confianza'],
    ['/admin/qualifications', 'Cualificaciones', 'Cualificaciones'],
    ['/admin/activity-report', 'Informe de actividad', 'Informe de actividad'],
    ['/admin/public-pages', 'Páginas públicas', 'Páginas públicas'],
    ['/teacher/activity-report', 'Informe de actividad', 'Informe de actividad'],
    ['/admin/reviews', 'Revisiones anuales', 'Revisiones anuales'],
    ['/admin/reviews/new', 'Nuevo ciclo de revisión', 'Nuevo ciclo de revisión'],
    ['/admin/reviews/4', 'Ciclo de revisión', 'Ciclo de revisión'],
    ['/admin/reviews/4/edit', 'Editar ciclo de revisión', 'Editar ciclo de revisión'],
    ['/admin/reviews/4/reviews/9', 'Revisión anual', 'Revisión anual'],
    ['/admin/evaluations', 'Mis evaluaciones', 'Mis evaluaciones'],
    ['/admin/evaluations/9', 'Evaluación', 'Evaluación'],
    ['/teacher/review', 'Mi revisión anual', 'Mi revisión anual'],
    ['/teacher/review/9', 'Revisión anual', 'Revisión anual'],
    ['/reviews/9', 'Revisión anual', 'Revisión anual'],
    ['/teacher/dashboard', 'Panel del profesor', 'Dashboard'],
    ['/teacher/profile', 'Mi Perfil', 'Mi Perfil'],
    ['/teacher/documents', 'Mis Documentos', 'Documents'],
    ['/teacher/grades', 'Notas', 'Grades'],
    ['/student/dashboard', 'Panel del estudiante', 'Dashboard'],
    ['/student/profile', 'Mi Perfil', 'Mi Perfil'],
    ['/documents', 'Documentos', 'Documents'],
    ['/grades', 'Mis notas', 'Grades'],
    ['/trombinoscopio', 'Trombinoscopio', 'Trombinoscopio'],
    ['/settings', 'Settings', 'Settings'],
    ['/ideas', 'Idea Board', 'Idea Board'],
    ['/document-demo', 'Document Demo', 'Document Demo'],
    ['/credentials/abc', 'Credencial', 'Credencial'],
  ])('%s: page %s, top bar %s', (path, title, topText) => {
    expect(shown(path)).toEqual([title, topText]);
  });
});
