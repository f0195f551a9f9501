import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import type { RouteHandle } from './document-title';
import { StaffOnly, StudentOnly, TeacherOnly } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A lazy route whose module exports the page component under `name`. */
function page<M>(load: () => Promise<M>, name: keyof M, title?: string): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await load())[name] as ComponentType }),
    handle: { title } satisfies RouteHandle,
  };
}

const analytics = () => import('@/features/analytics/routes/analytics-page');
const userManagement = () => import('@/features/users/routes/user-management-page');
const notFound = () => page(() => import('./routes/not-found-page'), 'NotFoundPage', 'Page Not Found');

/** Every route of spec §2.2 with the access rules of DESIGN §5. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, ...page(() => import('./routes/home-redirect'), 'HomeRedirect', 'Dashboard') },
              {
                path: 'admin',
                Component: StaffOnly,
                children: [
                  { index: true, ...notFound() },
                  { path: 'analytics', ...page(analytics, 'AnalyticsPage', 'Analytics Dashboard') },
                  { path: 'dashboard', ...page(analytics, 'AnalyticsPage', 'Analytics Dashboard') },
                  { path: 'teachers', ...page(() => import('@/features/teachers/routes/teachers-page'), 'TeachersPage', 'Teacher Management') },
                  { path: 'teachers/:id', ...page(() => import('@/features/teachers/routes/teacher-detail-page'), 'TeacherDetailPage', 'Teacher Detail') },
                  { path: 'courses', ...page(() => import('@/features/courses/routes/courses-page'), 'CoursesPage', 'Course Management') },
                  { path: 'courses/new', ...page(() => import('@/features/courses/routes/new-course-page'), 'NewCoursePage', 'New Course') },
                  { path: 'courses/:id', ...page(() => import('@/features/courses/routes/course-detail-page'), 'CourseDetailPage', 'Course Detail') },
                  { path: 'courses/:id/edit', ...page(() => import('@/features/courses/routes/edit-course-page'), 'EditCoursePage', 'Edit Course') },
                  { path: 'documents', ...page(() => import('@/features/documents/routes/document-management-page'), 'DocumentManagementPage', 'Document Management') },
                  { path: 'badges', ...page(() => import('@/features/badges/routes/badges-page'), 'BadgesPage', 'Badge Management') },
                ],
              },
              // Not behind StaffOnly: non-staff see 'Access Denied' here (spec §2.2).
              { path: 'admin/user-management', ...page(userManagement, 'UserManagementPage', 'User Management') },
              { path: 'user-management', ...page(userManagement, 'UserManagementPage', 'User Management') },
              {
                path: 'teacher',
                Component: TeacherOnly,
                children: [
                  { index: true, ...notFound() },
                  { path: 'dashboard', ...page(() => import('@/features/teachers/routes/teacher-dashboard-page'), 'TeacherDashboardPage', 'Teacher Dashboard') },
                  { path: 'profile', ...page(() => import('@/features/teachers/routes/teacher-profile-page'), 'TeacherProfilePage', 'Mi Perfil') },
                  { path: 'documents', ...page(() => import('@/features/documents/routes/teacher-documents-page'), 'TeacherDocumentsPage', 'My Documents') },
                ],
              },
              {
                Component: StudentOnly,
                children: [
                  { path: 'student/dashboard', ...page(() => import('@/features/students/routes/student-dashboard-page'), 'StudentDashboardPage', 'Student Dashboard') },
                  { path: 'student/profile', ...page(() => import('@/features/students/routes/student-profile-page'), 'StudentProfilePage', 'Student Profile') },
                  { path: 'documents', ...page(() => import('@/features/documents/routes/student-documents-page'), 'StudentDocumentsPage', 'Documents') },
                  { path: 'grades', ...page(() => import('@/features/students/routes/grades-page'), 'GradesPage', 'Grades') },
                ],
              },
              { path: 'trombinoscopio', ...page(() => import('@/features/trombinoscopio/routes/trombinoscopio-page'), 'TrombinoscopioPage', 'Trombinoscopio') },
              { path: 'document-demo', ...page(() => import('@/features/documents/routes/document-demo-page'), 'DocumentDemoPage', 'Document Demo') },
              { path: 'settings', ...page(() => import('@/features/settings/routes/settings-page'), 'SettingsPage', 'Settings') },
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
