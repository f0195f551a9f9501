import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { firstDataRouteOf, type FirstDataPerson } from '@contracts/first-data';
import { FullScreenLoader } from '@/components/full-screen-loader';
import type { RouteHandle } from './document-title';
import { AdministrationArea, StudentArea, TeacherArea } from './guards';
import type { PageHandle, PageLanguage } from './layouts/page-title';
import { loadAppShell } from './first-screen-modules';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * A lazy route whose module exports the page component under `name`, with the page's own name and the language of
 * its screen (spec §1: mostly Spanish, English for analytics, user management and the audit log; docs/product.md).
 * `titleLang` is the name's language where it is not the screen's. The title feeds document.title and, where the
 * specification names no section, the top bar (decision 025); the language feeds `<html lang>`.
 */
function page<M>(
  load: () => Promise<M>,
  name: keyof M,
  title: string,
  lang: PageLanguage,
  titleLang?: PageLanguage,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
    handle: { title, lang, ...(titleLang ? { titleLang } : {}) } satisfies RouteHandle & PageHandle,
  };
}

const loadAnalyticsPage = () => import('./routes/admin/analytics');
const userManagement = () => import('./routes/admin/user-management');
const notFound = () => page(() => import('./routes/not-found'), 'NotFoundPage', 'Page Not Found', 'en');

/** Every route of spec §2.2 with the access rules of DESIGN §5, read from the session's abilities (`user.can`). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      // Public (decision 011): outside the shell. A full load of this path is shown by the sign-in gate itself.
      {
        path: 'credentials/:id',
        ...page(() => import('./routes/credential'), 'CredentialRoutePage', 'Credencial', 'es'),
      },
      {
        lazy: async () => ({ Component: (await loadAppShell()).AppShell }),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, ...page(() => import('./routes/home-redirect'), 'HomeRedirect', 'Dashboard', 'en') },
              {
                path: 'admin',
                Component: AdministrationArea,
                children: [
                  { index: true, ...notFound() },
                  {
                    path: 'analytics',
                    ...page(loadAnalyticsPage, 'AnalyticsPage', 'Analytics Dashboard', 'en'),
                  },
                  {
                    path: 'dashboard',
                    ...page(loadAnalyticsPage, 'AnalyticsPage', 'Analytics Dashboard', 'en'),
                  },
                  {
                    path: 'teachers',
                    ...page(() => import('./routes/admin/teachers'), 'TeachersPage', 'Gestión de Profesores', 'es'),
                  },
                  {
                    path: 'teachers/:id',
                    ...page(
                      () => import('./routes/admin/teacher-detail'),
                      'TeacherDetailPage',
                      'Detalle del profesor',
                      'es',
                    ),
                  },
                  {
                    path: 'courses',
                    ...page(() => import('./routes/admin/courses'), 'CoursesPage', 'Gestión de Cursos', 'es'),
                  },
                  {
                    path: 'courses/new',
                    ...page(() => import('./routes/admin/new-course'), 'NewCoursePage', 'Nuevo Curso', 'es'),
                  },
                  {
                    path: 'courses/:id',
                    ...page(
                      () => import('./routes/admin/course-detail'),
                      'CourseDetailPage',
                      'Detalle del curso',
                      'es',
                    ),
                  },
                  {
                    path: 'courses/:id/edit',
                    ...page(() => import('./routes/admin/edit-course'), 'EditCoursePage', 'Editar Curso', 'es'),
                  },
                  {
                    path: 'documents',
                    ...page(
                      () => import('./routes/admin/documents'),
                      'DocumentManagementPage',
                      'Gestión de Documentos',
                      'es',
                    ),
                  },
                  {
                    path: 'badges',
                    ...page(() => import('./routes/admin/badges'), 'BadgesPage', 'Gestión de Badges', 'es'),
                  },
                  {
                    path: 'audit',
                    ...page(() => import('./routes/admin/audit-log'), 'AuditLogPage', 'Audit Log', 'en'),
                  },
                  {
                    path: 'sign-in-providers',
                    ...page(
                      () => import('./routes/admin/sign-in-providers'),
                      'SignInProvidersPage',
                      'Inicio de sesión único',
                      'es',
                    ),
                  },
                  {
                    path: 'trusted-issuers',
                    ...page(
                      () => import('./routes/admin/trusted-issuers'),
                      'TrustedIssuersPage',
                      'Emisores de confianza',
                      'es',
                    ),
                  },
                  {
                    path: 'students',
                    ...page(() => import('./routes/admin/students'), 'StudentsPage', 'Gestión de Estudiantes', 'es'),
                  },
                  {
                    path: 'students/:id',
                    ...page(
                      () => import('./routes/admin/student-detail'),
                      'StudentDetailPage',
                      'Detalle del estudiante',
                      'es',
                    ),
                  },
                ],
              },
              // Not behind AdministrationArea: whoever may not manage users sees 'Access Denied' here (spec §2.2).
              { path: 'admin/user-management', ...page(userManagement, 'UserManagementPage', 'User Management', 'en') },
              { path: 'user-management', ...page(userManagement, 'UserManagementPage', 'User Management', 'en') },
              {
                path: 'teacher',
                Component: TeacherArea,
                children: [
                  { index: true, ...notFound() },
                  {
                    path: 'dashboard',
                    ...page(
                      () => import('./routes/teacher/dashboard'),
                      'TeacherDashboardPage',
                      'Panel del profesor',
                      'es',
                    ),
                  },
                  {
                    path: 'profile',
                    ...page(() => import('./routes/teacher/profile'), 'TeacherProfilePage', 'Mi Perfil', 'es'),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/teacher/documents'), 'TeacherDocumentsPage', 'Mis Documentos', 'es'),
                  },
                  {
                    path: 'grades',
                    ...page(() => import('./routes/teacher/grades'), 'TeacherGradesPage', 'Notas', 'es'),
                  },
                ],
              },
              {
                Component: StudentArea,
                children: [
                  {
                    path: 'student/dashboard',
                    ...page(
                      () => import('./routes/student/dashboard'),
                      'StudentDashboardPage',
                      'Panel del estudiante',
                      'es',
                    ),
                  },
                  {
                    path: 'student/profile',
                    ...page(() => import('./routes/student/profile'), 'StudentProfilePage', 'Mi Perfil', 'es'),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/student/documents'), 'StudentDocumentsPage', 'Documentos', 'es'),
                  },
                  { path: 'grades', ...page(() => import('./routes/student/grades'), 'GradesPage', 'Mis notas', 'es') },
                ],
              },
              {
                path: 'trombinoscopio',
                ...page(() => import('./routes/trombinoscopio'), 'TrombinoscopioPage', 'Trombinoscopio', 'es'),
              },
              {
                path: 'document-demo',
                ...page(() => import('./routes/document-demo'), 'DocumentDemoPage', 'Document Demo', 'es', 'en'),
              },
              { path: 'settings', ...page(() => import('./routes/settings'), 'SettingsPage', 'Settings', 'es', 'en') },
              { path: 'ideas', ...page(() => import('./routes/ideas'), 'IdeasPage', 'Idea Board', 'es', 'en') },
              { path: '*', ...notFound() },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The data router, whose root loader fills the queries the opened page's route declares (contracts/first-data.ts,
 * decision 039) before its first render: with the answers the server put in the page, it is drawn whole at once.
 * The table of those queries is a chunk of its own, named in such a page's Link header (web/build/first-screen-plan.ts).
 */
export function createAppRouter(client: QueryClient, person: FirstDataPerson) {
  const [root, ...rest] = routes;
  return createBrowserRouter([
    {
      ...root,
      loader: async ({ request }) => {
        const pathname = new URL(request.url).pathname;
        if (!firstDataRouteOf(pathname)) return null;
        const { fillFirstQueries } = await import('./first-queries');
        await fillFirstQueries(client, person, pathname);
        return null;
      },
    },
    ...rest,
  ]);
}
