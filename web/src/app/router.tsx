import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import type { RouteHandle } from './document-title';
import { AdministrationArea, StudentArea, TeacherArea } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A lazy route whose module exports the page component under `name`. */
function page<M>(load: () => Promise<M>, name: keyof M, title?: string): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
    handle: { title } satisfies RouteHandle,
  };
}

const analytics = () => import('./routes/admin/analytics');
const userManagement = () => import('./routes/admin/user-management');
const notFound = () => page(() => import('./routes/not-found'), 'NotFoundPage', 'Page Not Found');

/** Every route of spec §2.2 with the access rules of DESIGN §5, read from the session's abilities (`user.can`). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      // Public (decision 011): outside the shell. A full load of this path is shown by the sign-in gate itself.
      { path: 'credentials/:id', ...page(() => import('./routes/credential'), 'CredentialRoutePage', 'Credencial') },
      {
        lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, ...page(() => import('./routes/home-redirect'), 'HomeRedirect', 'Dashboard') },
              {
                path: 'admin',
                Component: AdministrationArea,
                children: [
                  { index: true, ...notFound() },
                  { path: 'analytics', ...page(analytics, 'AnalyticsPage', 'Analytics Dashboard') },
                  { path: 'dashboard', ...page(analytics, 'AnalyticsPage', 'Analytics Dashboard') },
                  {
                    path: 'teachers',
                    ...page(() => import('./routes/admin/teachers'), 'TeachersPage', 'Teacher Management'),
                  },
                  {
                    path: 'teachers/:id',
                    ...page(() => import('./routes/admin/teacher-detail'), 'TeacherDetailPage', 'Teacher Detail'),
                  },
                  {
                    path: 'courses',
                    ...page(() => import('./routes/admin/courses'), 'CoursesPage', 'Course Management'),
                  },
                  {
                    path: 'courses/new',
                    ...page(() => import('./routes/admin/new-course'), 'NewCoursePage', 'New Course'),
                  },
                  {
                    path: 'courses/:id',
                    ...page(() => import('./routes/admin/course-detail'), 'CourseDetailPage', 'Course Detail'),
                  },
                  {
                    path: 'courses/:id/edit',
                    ...page(() => import('./routes/admin/edit-course'), 'EditCoursePage', 'Edit Course'),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/admin/documents'), 'DocumentManagementPage', 'Document Management'),
                  },
                  { path: 'badges', ...page(() => import('./routes/admin/badges'), 'BadgesPage', 'Badge Management') },
                  { path: 'audit', ...page(() => import('./routes/admin/audit-log'), 'AuditLogPage', 'Audit Log') },
                  {
                    path: 'sign-in-providers',
                    ...page(
                      () => import('./routes/admin/sign-in-providers'),
                      'SignInProvidersPage',
                      'Inicio de sesión único',
                    ),
                  },
                  {
                    path: 'students',
                    ...page(() => import('./routes/admin/students'), 'StudentsPage', 'Student Management'),
                  },
                  {
                    path: 'students/:id',
                    ...page(() => import('./routes/admin/student-detail'), 'StudentDetailPage', 'Student Detail'),
                  },
                ],
              },
              // Not behind AdministrationArea: whoever may not manage users sees 'Access Denied' here (spec §2.2).
              { path: 'admin/user-management', ...page(userManagement, 'UserManagementPage', 'User Management') },
              { path: 'user-management', ...page(userManagement, 'UserManagementPage', 'User Management') },
              {
                path: 'teacher',
                Component: TeacherArea,
                children: [
                  { index: true, ...notFound() },
                  {
                    path: 'dashboard',
                    ...page(() => import('./routes/teacher/dashboard'), 'TeacherDashboardPage', 'Teacher Dashboard'),
                  },
                  {
                    path: 'profile',
                    ...page(() => import('./routes/teacher/profile'), 'TeacherProfilePage', 'Mi Perfil'),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/teacher/documents'), 'TeacherDocumentsPage', 'My Documents'),
                  },
                  { path: 'grades', ...page(() => import('./routes/teacher/grades'), 'TeacherGradesPage', 'Notas') },
                ],
              },
              {
                Component: StudentArea,
                children: [
                  {
                    path: 'student/dashboard',
                    ...page(() => import('./routes/student/dashboard'), 'StudentDashboardPage', 'Student Dashboard'),
                  },
                  {
                    path: 'student/profile',
                    ...page(() => import('./routes/student/profile'), 'StudentProfilePage', 'Student Profile'),
                  },
                  {
                    path: 'documents',
                    ...page(() => import('./routes/student/documents'), 'StudentDocumentsPage', 'Documents'),
                  },
                  { path: 'grades', ...page(() => import('./routes/student/grades'), 'GradesPage', 'Grades') },
                ],
              },
              {
                path: 'trombinoscopio',
                ...page(() => import('./routes/trombinoscopio'), 'TrombinoscopioPage', 'Trombinoscopio'),
              },
              {
                path: 'document-demo',
                ...page(() => import('./routes/document-demo'), 'DocumentDemoPage', 'Document Demo'),
              },
              { path: 'settings', ...page(() => import('./routes/settings'), 'SettingsPage', 'Settings') },
              { path: 'ideas', ...page(() => import('./routes/ideas'), 'IdeasPage', 'Idea Board') },
              { path: '*', ...notFound() },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
