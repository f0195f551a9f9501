import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { firstDataRouteOf, type FirstDataPerson } from '@contracts/first-data';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { loadAreas, type FeatureArea } from '@/lib/i18n';
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
  options: { title: string; lang: PageLanguage; titleLang?: PageLanguage; areas: readonly FeatureArea[] },
): Pick<RouteObject, 'lazy' | 'handle'> {
  const { title, lang, titleLang, areas } = options;
  return {
    // The screen's code and the texts of the features it shows (decision 040), fetched side by side.
    lazy: async () => {
      const [module] = await Promise.all([load(), loadAreas(areas)]);
      return { Component: module[name] as ComponentType };
    },
    handle: { title, lang, ...(titleLang ? { titleLang } : {}) } satisfies RouteHandle & PageHandle,
  };
}

const loadAnalyticsPage = () => import('./routes/admin/analytics');
const userManagement = () => import('./routes/admin/user-management');
const notFound = () =>
  page(() => import('./routes/not-found'), 'NotFoundPage', { title: 'Page Not Found', lang: 'en', areas: [] });

/** The features the signed-in shell shows on every screen (its menus, the notifications, the idea dialog). */
export const SHELL_AREAS: readonly FeatureArea[] = ['auth', 'ideas', 'notifications'];

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
        ...page(() => import('./routes/credential'), 'CredentialRoutePage', {
          title: 'Credencial',
          lang: 'es',
          areas: ['badges'],
        }),
      },
      {
        lazy: async () => {
          const [shell] = await Promise.all([loadAppShell(), loadAreas(SHELL_AREAS)]);
          return { Component: shell.AppShell };
        },
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                ...page(() => import('./routes/home-redirect'), 'HomeRedirect', {
                  title: 'Dashboard',
                  lang: 'en',
                  areas: [],
                }),
              },
              {
                path: 'admin',
                Component: AdministrationArea,
                children: [
                  { index: true, ...notFound() },
                  {
                    path: 'analytics',
                    ...page(loadAnalyticsPage, 'AnalyticsPage', {
                      title: 'Analytics Dashboard',
                      lang: 'en',
                      areas: ['analytics'],
                    }),
                  },
                  {
                    path: 'dashboard',
                    ...page(loadAnalyticsPage, 'AnalyticsPage', {
                      title: 'Analytics Dashboard',
                      lang: 'en',
                      areas: ['analytics'],
                    }),
                  },
                  {
                    path: 'teachers',
                    ...page(() => import('./routes/admin/teachers'), 'TeachersPage', {
                      title: 'Gestión de Profesores',
                      lang: 'es',
                      areas: ['people-csv', 'teachers'],
                    }),
                  },
                  {
                    path: 'teachers/:id',
                    ...page(() => import('./routes/admin/teacher-detail'), 'TeacherDetailPage', {
                      title: 'Detalle del profesor',
                      lang: 'es',
                      areas: ['badges', 'courses', 'documents', 'external-credentials', 'portfolio', 'teachers'],
                    }),
                  },
                  {
                    path: 'courses',
                    ...page(() => import('./routes/admin/courses'), 'CoursesPage', {
                      title: 'Gestión de Cursos',
                      lang: 'es',
                      areas: ['courses'],
                    }),
                  },
                  {
                    path: 'courses/new',
                    ...page(() => import('./routes/admin/new-course'), 'NewCoursePage', {
                      title: 'Nuevo Curso',
                      lang: 'es',
                      areas: ['courses'],
                    }),
                  },
                  {
                    path: 'courses/:id',
                    ...page(() => import('./routes/admin/course-detail'), 'CourseDetailPage', {
                      title: 'Detalle del curso',
                      lang: 'es',
                      areas: ['course-rosters', 'courses', 'documents'],
                    }),
                  },
                  {
                    path: 'courses/:id/edit',
                    ...page(() => import('./routes/admin/edit-course'), 'EditCoursePage', {
                      title: 'Editar Curso',
                      lang: 'es',
                      areas: ['courses'],
                    }),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/admin/documents'), 'DocumentManagementPage', {
                      title: 'Gestión de Documentos',
                      lang: 'es',
                      areas: ['documents'],
                    }),
                  },
                  {
                    path: 'badges',
                    ...page(() => import('./routes/admin/badges'), 'BadgesPage', {
                      title: 'Gestión de Badges',
                      lang: 'es',
                      areas: ['badges'],
                    }),
                  },
                  {
                    path: 'audit',
                    ...page(() => import('./routes/admin/audit-log'), 'AuditLogPage', {
                      title: 'Audit Log',
                      lang: 'en',
                      areas: ['audit'],
                    }),
                  },
                  {
                    path: 'sign-in-providers',
                    ...page(() => import('./routes/admin/sign-in-providers'), 'SignInProvidersPage', {
                      title: 'Inicio de sesión único',
                      lang: 'es',
                      areas: ['sso'],
                    }),
                  },
                  {
                    path: 'trusted-issuers',
                    ...page(() => import('./routes/admin/trusted-issuers'), 'TrustedIssuersPage', {
                      title: 'Emisores de confianza',
                      lang: 'es',
                      areas: ['trusted-issuers'],
                    }),
                  },
                  {
                    path: 'students',
                    ...page(() => import('./routes/admin/students'), 'StudentsPage', {
                      title: 'Gestión de Estudiantes',
                      lang: 'es',
                      areas: ['people-csv', 'students'],
                    }),
                  },
                  {
                    path: 'students/:id',
                    ...page(() => import('./routes/admin/student-detail'), 'StudentDetailPage', {
                      title: 'Detalle del estudiante',
                      lang: 'es',
                      areas: ['documents', 'grades', 'students', 'teachers'],
                    }),
                  },
                ],
              },
              // Not behind AdministrationArea: whoever may not manage users sees 'Access Denied' here (spec §2.2).
              {
                path: 'admin/user-management',
                ...page(userManagement, 'UserManagementPage', {
                  title: 'User Management',
                  lang: 'en',
                  areas: ['users'],
                }),
              },
              {
                path: 'user-management',
                ...page(userManagement, 'UserManagementPage', {
                  title: 'User Management',
                  lang: 'en',
                  areas: ['users'],
                }),
              },
              {
                path: 'teacher',
                Component: TeacherArea,
                children: [
                  { index: true, ...notFound() },
                  {
                    path: 'dashboard',
                    ...page(() => import('./routes/teacher/dashboard'), 'TeacherDashboardPage', {
                      title: 'Panel del profesor',
                      lang: 'es',
                      areas: ['badges', 'courses', 'documents', 'teachers'],
                    }),
                  },
                  {
                    path: 'profile',
                    ...page(() => import('./routes/teacher/profile'), 'TeacherProfilePage', {
                      title: 'Mi Perfil',
                      lang: 'es',
                      areas: ['badges', 'documents', 'external-credentials', 'portfolio', 'teachers'],
                    }),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/teacher/documents'), 'TeacherDocumentsPage', {
                      title: 'Mis Documentos',
                      lang: 'es',
                      areas: ['documents'],
                    }),
                  },
                  {
                    path: 'grades',
                    ...page(() => import('./routes/teacher/grades'), 'TeacherGradesPage', {
                      title: 'Notas',
                      lang: 'es',
                      areas: ['grades'],
                    }),
                  },
                ],
              },
              {
                Component: StudentArea,
                children: [
                  {
                    path: 'student/dashboard',
                    ...page(() => import('./routes/student/dashboard'), 'StudentDashboardPage', {
                      title: 'Panel del estudiante',
                      lang: 'es',
                      areas: ['documents', 'grades', 'students'],
                    }),
                  },
                  {
                    path: 'student/profile',
                    ...page(() => import('./routes/student/profile'), 'StudentProfilePage', {
                      title: 'Mi Perfil',
                      lang: 'es',
                      areas: ['students'],
                    }),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/student/documents'), 'StudentDocumentsPage', {
                      title: 'Documentos',
                      lang: 'es',
                      areas: ['documents', 'students'],
                    }),
                  },
                  {
                    path: 'grades',
                    ...page(() => import('./routes/student/grades'), 'GradesPage', {
                      title: 'Mis notas',
                      lang: 'es',
                      areas: ['course-rosters', 'grades'],
                    }),
                  },
                ],
              },
              {
                path: 'trombinoscopio',
                ...page(() => import('./routes/trombinoscopio'), 'TrombinoscopioPage', {
                  title: 'Trombinoscopio',
                  lang: 'es',
                  areas: ['badges', 'portfolio', 'teachers'],
                }),
              },
              {
                path: 'document-demo',
                ...page(() => import('./routes/document-demo'), 'DocumentDemoPage', {
                  title: 'Document Demo',
                  lang: 'es',
                  titleLang: 'en',
                  areas: ['documents'],
                }),
              },
              {
                path: 'settings',
                ...page(() => import('./routes/settings'), 'SettingsPage', {
                  title: 'Settings',
                  lang: 'es',
                  titleLang: 'en',
                  areas: ['auth', 'two-factor'],
                }),
              },
              {
                path: 'ideas',
                ...page(() => import('./routes/ideas'), 'IdeasPage', {
                  title: 'Idea Board',
                  lang: 'es',
                  titleLang: 'en',
                  areas: ['ideas'],
                }),
              },
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
