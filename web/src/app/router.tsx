import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { firstDataRouteOf, type FirstDataPerson } from '@contracts/first-data';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { loadAreas, type FeatureArea } from '@/lib/i18n';
import type { RouteHandle } from './document-title';
import { AdministrationArea, StudentArea, TeacherArea } from './guards';
import type { PageHandle } from './layouts/page-title';
import { fillFirstQueries } from './first-queries';
import { AppShell } from './layouts/app-shell';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * A lazy route of the page component `load` gives, with the page's own name, written in the
 * person's language like every text of the screen (decision 040; the specification's words are the ids). The title
 * feeds document.title and, where the specification names no section, the top bar (decision 025). A page in the
 * shell (all but `shell: false`) loads the shell's texts with its own: on a first screen, one file for both
 * (web/build/page-texts.ts).
 */
function page(
  load: () => Promise<ComponentType>,
  options: { title: MessageDescriptor; areas: readonly FeatureArea[]; shell?: false },
): Pick<RouteObject, 'lazy' | 'handle'> {
  const { title, areas, shell } = options;
  const texts = shell === false ? areas : [...SHELL_AREAS, ...areas];
  return {
    // The screen's code and the texts of the features it shows (decision 040), fetched side by side.
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadAreas(texts)]);
      return { Component };
    },
    handle: { title } satisfies RouteHandle & PageHandle,
  };
}

const loadAnalyticsPage = () => import('./routes/admin/analytics');
const userManagement = () => import('./routes/admin/user-management');
const reviewPages = () => import('./routes/admin/reviews');
const teacherReviewPages = () => import('./routes/teacher/review');
const notFound = () =>
  page(() => import('./routes/not-found').then((m) => m.NotFoundPage), { title: msg`Page Not Found`, areas: [] });

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
        ...page(() => import('./routes/credential').then((m) => m.CredentialRoutePage), {
          title: msg`Credencial`,
          areas: ['badges'],
          shell: false,
        }),
      },
      {
        // The shell's code is the signed-in app's own; its texts come with each page's (page()).
        Component: AppShell,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                ...page(() => import('./routes/home-redirect').then((m) => m.HomeRedirect), {
                  title: msg`Dashboard`,
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
                    ...page(() => loadAnalyticsPage().then((m) => m.AnalyticsPage), {
                      title: msg`Analytics Dashboard`,
                      areas: ['analytics'],
                    }),
                  },
                  {
                    path: 'dashboard',
                    ...page(() => loadAnalyticsPage().then((m) => m.AnalyticsPage), {
                      title: msg`Analytics Dashboard`,
                      areas: ['analytics'],
                    }),
                  },
                  {
                    path: 'teachers',
                    ...page(() => import('./routes/admin/teachers').then((m) => m.TeachersPage), {
                      title: msg`Gestión de Profesores`,
                      areas: ['cv', 'people-csv', 'teachers'],
                    }),
                  },
                  {
                    path: 'teachers/:id',
                    ...page(() => import('./routes/admin/teacher-detail').then((m) => m.TeacherDetailPage), {
                      title: msg`Detalle del profesor`,
                      areas: [
                        'activity',
                        'badges',
                        'courses',
                        'cv',
                        'documents',
                        'external-credentials',
                        'portfolio',
                        'public-pages',
                        'teachers',
                      ],
                    }),
                  },
                  {
                    path: 'courses',
                    ...page(() => import('./routes/admin/courses').then((m) => m.CoursesPage), {
                      title: msg`Gestión de Cursos`,
                      areas: ['courses'],
                    }),
                  },
                  {
                    path: 'courses/new',
                    ...page(() => import('./routes/admin/new-course').then((m) => m.NewCoursePage), {
                      title: msg`Nuevo Curso`,
                      areas: ['courses'],
                    }),
                  },
                  {
                    path: 'courses/:id',
                    ...page(() => import('./routes/admin/course-detail').then((m) => m.CourseDetailPage), {
                      title: msg`Detalle del curso`,
                      areas: ['course-rosters', 'courses', 'documents'],
                    }),
                  },
                  {
                    path: 'courses/:id/edit',
                    ...page(() => import('./routes/admin/edit-course').then((m) => m.EditCoursePage), {
                      title: msg`Editar Curso`,
                      areas: ['courses'],
                    }),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/admin/documents').then((m) => m.DocumentManagementPage), {
                      title: msg`Gestión de Documentos`,
                      areas: ['documents'],
                    }),
                  },
                  {
                    path: 'badges',
                    ...page(() => import('./routes/admin/badges').then((m) => m.BadgesPage), {
                      title: msg`Gestión de Badges`,
                      areas: ['badges'],
                    }),
                  },
                  {
                    path: 'qualifications',
                    ...page(() => import('./routes/admin/qualifications').then((m) => m.QualificationsPage), {
                      title: msg`Cualificaciones`,
                      areas: ['faculty-reports'],
                    }),
                  },
                  {
                    path: 'activity-report',
                    ...page(() => import('./routes/admin/activity-report').then((m) => m.StaffActivityReportPage), {
                      title: msg`Informe de actividad`,
                      areas: ['faculty-reports'],
                    }),
                  },
                  {
                    path: 'reviews',
                    ...page(() => reviewPages().then((m) => m.ReviewCyclesPage), {
                      title: msg`Revisiones anuales`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'reviews/new',
                    ...page(() => reviewPages().then((m) => m.NewReviewCyclePage), {
                      title: msg`Nuevo ciclo de revisión`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'reviews/:id',
                    ...page(() => reviewPages().then((m) => m.ReviewCyclePage), {
                      title: msg`Ciclo de revisión`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'reviews/:id/edit',
                    ...page(() => reviewPages().then((m) => m.EditReviewCyclePage), {
                      title: msg`Editar ciclo de revisión`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'reviews/:id/reviews/:reviewId',
                    ...page(() => reviewPages().then((m) => m.CycleReviewPage), {
                      title: msg`Revisión anual`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'evaluations',
                    ...page(() => reviewPages().then((m) => m.EvaluationsPage), {
                      title: msg`Mis evaluaciones`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'evaluations/:reviewId',
                    ...page(() => reviewPages().then((m) => m.EvaluationPage), {
                      title: msg`Evaluación`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'public-pages',
                    ...page(() => import('./routes/admin/public-pages').then((m) => m.PublicPagesPage), {
                      title: msg`Páginas públicas`,
                      areas: ['public-pages'],
                    }),
                  },
                  {
                    path: 'audit',
                    ...page(() => import('./routes/admin/audit-log').then((m) => m.AuditLogPage), {
                      title: msg`Audit Log`,
                      areas: ['audit'],
                    }),
                  },
                  {
                    path: 'sign-in-providers',
                    ...page(() => import('./routes/admin/sign-in-providers').then((m) => m.SignInProvidersPage), {
                      title: msg`Inicio de sesión único`,
                      areas: ['sso'],
                    }),
                  },
                  {
                    path: 'trusted-issuers',
                    ...page(() => import('./routes/admin/trusted-issuers').then((m) => m.TrustedIssuersPage), {
                      title: msg`Emisores de confianza`,
                      areas: ['trusted-issuers'],
                    }),
                  },
                  {
                    path: 'students',
                    ...page(() => import('./routes/admin/students').then((m) => m.StudentsPage), {
                      title: msg`Gestión de Estudiantes`,
                      areas: ['people-csv', 'students'],
                    }),
                  },
                  {
                    path: 'students/:id',
                    ...page(() => import('./routes/admin/student-detail').then((m) => m.StudentDetailPage), {
                      title: msg`Detalle del estudiante`,
                      areas: ['documents', 'grades', 'students', 'teachers'],
                    }),
                  },
                ],
              },
              // Not behind AdministrationArea: whoever may not manage users sees 'Access Denied' here (spec §2.2).
              {
                path: 'admin/user-management',
                ...page(() => userManagement().then((m) => m.UserManagementPage), {
                  title: msg`User Management`,
                  areas: ['users'],
                }),
              },
              {
                path: 'user-management',
                ...page(() => userManagement().then((m) => m.UserManagementPage), {
                  title: msg`User Management`,
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
                    ...page(() => import('./routes/teacher/dashboard').then((m) => m.TeacherDashboardPage), {
                      title: msg`Panel del profesor`,
                      areas: ['badges', 'courses', 'documents', 'teachers'],
                    }),
                  },
                  {
                    path: 'profile',
                    ...page(() => import('./routes/teacher/profile').then((m) => m.TeacherProfilePage), {
                      title: msg`Mi Perfil`,
                      areas: ['badges', 'cv', 'documents', 'teachers'],
                    }),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/teacher/documents').then((m) => m.TeacherDocumentsPage), {
                      title: msg`Mis Documentos`,
                      areas: ['documents'],
                    }),
                  },
                  {
                    path: 'activity-report',
                    ...page(() => import('./routes/teacher/activity-report').then((m) => m.TeacherActivityReportPage), {
                      title: msg`Informe de actividad`,
                      areas: ['faculty-reports'],
                    }),
                  },
                  {
                    path: 'review',
                    ...page(() => teacherReviewPages().then((m) => m.TeacherReviewPage), {
                      title: msg`Mi revisión anual`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'review/:reviewId',
                    ...page(() => teacherReviewPages().then((m) => m.TeacherReviewDetailPage), {
                      title: msg`Revisión anual`,
                      areas: ['reviews'],
                    }),
                  },
                  {
                    path: 'grades',
                    ...page(() => import('./routes/teacher/grades').then((m) => m.TeacherGradesPage), {
                      title: msg`Notas`,
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
                    ...page(() => import('./routes/student/dashboard').then((m) => m.StudentDashboardPage), {
                      title: msg`Panel del estudiante`,
                      areas: ['documents', 'grades', 'students'],
                    }),
                  },
                  {
                    path: 'student/profile',
                    ...page(() => import('./routes/student/profile').then((m) => m.StudentProfilePage), {
                      title: msg`Mi Perfil`,
                      areas: ['students'],
                    }),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/student/documents').then((m) => m.StudentDocumentsPage), {
                      title: msg`Documentos`,
                      areas: ['documents', 'students'],
                    }),
                  },
                  {
                    path: 'grades',
                    ...page(() => import('./routes/student/grades').then((m) => m.GradesPage), {
                      title: msg`Mis notas`,
                      areas: ['course-rosters', 'grades'],
                    }),
                  },
                ],
              },
              // Where the yearly review's notifications and mails lead, whoever reads them (the server decides).
              {
                path: 'reviews/:reviewId',
                ...page(() => reviewPages().then((m) => m.ReviewLinkPage), {
                  title: msg`Revisión anual`,
                  areas: ['reviews'],
                }),
              },
              {
                path: 'trombinoscopio',
                ...page(() => import('./routes/trombinoscopio').then((m) => m.TrombinoscopioPage), {
                  title: msg`Trombinoscopio`,
                  areas: ['activity', 'badges', 'portfolio', 'teachers'],
                }),
              },
              {
                path: 'document-demo',
                ...page(() => import('./routes/document-demo').then((m) => m.DocumentDemoPage), {
                  title: msg`Document Demo`,
                  areas: ['documents'],
                }),
              },
              {
                path: 'settings',
                ...page(() => import('./routes/settings').then((m) => m.SettingsPage), {
                  title: msg`Settings`,
                  areas: ['auth', 'two-factor'],
                }),
              },
              {
                path: 'ideas',
                ...page(() => import('./routes/ideas').then((m) => m.IdeasPage), {
                  title: msg`Idea Board`,
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
 *
 * Made as `createBrowserRouter` makes it (react-router's own parts, the same options) but not yet started: the caller
 * calls `initialize()` in a task of its own. Making the route tables and starting the first navigation (matching,
 * loaders, lazy routes) were one ~30 ms task on a phone's first screen at 1× (decision 026).
 */
export function createAppRouter(client: QueryClient, person: FirstDataPerson) {
  const [root, ...rest] = routes;
  return createRouter({
    history: createBrowserHistory(),
    routes: [
      {
        ...root,
        loader: async ({ request }) => {
          const pathname = new URL(request.url).pathname;
          if (!firstDataRouteOf(pathname)) return null;
          await fillFirstQueries(client, person, pathname);
          return null;
        },
      },
      ...rest,
    ],
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
