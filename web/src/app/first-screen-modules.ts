import { LANDING_PAGE_MODULES, landingPathOf, type LandingPageModule } from './landing-pages';

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

const LOADER_OF_MODULE: Readonly<Record<LandingPageModule, () => Promise<unknown>>> = {
  'app/routes/admin/analytics.tsx': loadAnalyticsPage,
  'app/routes/teacher/dashboard.tsx': loadTeacherDashboardPage,
  'app/routes/student/dashboard.tsx': loadStudentDashboardPage,
  'app/routes/trombinoscopio.tsx': loadTrombinoscopioPage,
};

/** The loaders of the shell and, for a landing path, of its page (a trailing slash is the same path). */
export function firstScreenLoaders(path: string): Array<() => Promise<unknown>> {
  const landing = landingPathOf(path);
  return landing ? [loadAppShell, LOADER_OF_MODULE[LANDING_PAGE_MODULES[landing]]] : [loadAppShell];
}
