/*
 * The code of the screens people land on (the shell, each role's home, the Trombinoscopio), as loaders that the
 * router's table uses and that start-up calls with a stored session, alongside the signed-in app's own code. Without
 * this, their chunks are only asked for once the signed-in app's chunk has been fetched and run: one more round
 * trip on a phone's network before the first screen. Kept free of the router, so the entry stays small.
 */

export const loadAppShell = () => import('./layouts/app-shell');
export const loadAnalyticsPage = () => import('./routes/admin/analytics');
export const loadTeacherDashboardPage = () => import('./routes/teacher/dashboard');
export const loadStudentDashboardPage = () => import('./routes/student/dashboard');
export const loadTrombinoscopioPage = () => import('./routes/trombinoscopio');

const PAGE_OF_PATH: Readonly<Record<string, () => Promise<unknown>>> = {
  '/admin/analytics': loadAnalyticsPage,
  '/admin/dashboard': loadAnalyticsPage,
  '/teacher/dashboard': loadTeacherDashboardPage,
  '/student/dashboard': loadStudentDashboardPage,
  '/trombinoscopio': loadTrombinoscopioPage,
};

/** The loaders of the shell and, for a landing path, of its page (a trailing slash is the same path). */
export function firstScreenLoaders(path: string): Array<() => Promise<unknown>> {
  const page = PAGE_OF_PATH[path.length > 1 ? path.replace(/\/+$/, '') : path];
  return page ? [loadAppShell, page] : [loadAppShell];
}
