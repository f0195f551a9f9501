/**
 * The paths people land on (each role's home, the Trombinoscopio) and their page's module, under web/src. Plain
 * data: the build reads it to write index.html's first-screen script (web/build/first-screen-preload.ts), and
 * start-up fetches the same pages' code (first-screen-modules.ts).
 */
export const LANDING_PAGE_MODULES = {
  '/admin/analytics': 'app/routes/admin/analytics.tsx',
  '/admin/dashboard': 'app/routes/admin/analytics.tsx',
  '/teacher/dashboard': 'app/routes/teacher/dashboard.tsx',
  '/student/dashboard': 'app/routes/student/dashboard.tsx',
  '/trombinoscopio': 'app/routes/trombinoscopio.tsx',
} as const;

export type LandingPath = keyof typeof LANDING_PAGE_MODULES;

/**
 * Each landing page's language, as its route declares it (router.tsx; a test holds them equal). The first-screen
 * script writes it on `<html lang>` while the page is still empty: written once the screen is drawn, it made the
 * browser resolve every text's fonts again (~65 ms traced on the staff home).
 */
export const LANDING_PAGE_LANGUAGES: Record<LandingPath, 'es' | 'en'> = {
  '/admin/analytics': 'en',
  '/admin/dashboard': 'en',
  '/teacher/dashboard': 'es',
  '/student/dashboard': 'es',
  '/trombinoscopio': 'es',
};
/**
 * The GETs a landing page draws its first screen from, sent by the first-screen script together with GET /api/me
 * (its answer is in when the page's code is, so the page is drawn whole at once instead of skeletons first).
 * Read once by lib/early-answers.ts; the page's query takes its answer as initial data.
 */
export const LANDING_PAGE_DATA: Partial<Record<LandingPath, readonly string[]>> = {
  '/admin/analytics': ['/api/staff/analytics'],
  '/admin/dashboard': ['/api/staff/analytics'],
  // The teacher's own: the profile's id goes in its slot (lib/early-requests.ts PROFILE_ID_SLOT).
  '/teacher/dashboard': [
    '/api/teacher/documents',
    '/api/grades/summary',
    '/api/teachers/{profile}/stats',
    '/api/courses?limit=200&teacher_id={profile}',
    '/api/user-badges/teacher/{profile}',
  ],
  '/student/dashboard': ['/api/student/profile', '/api/student/grades', '/api/documents/entity/student/{profile}'],
};
export type LandingPageModule = (typeof LANDING_PAGE_MODULES)[LandingPath];

/** The modules every signed-in first screen needs besides its page: the signed-in app (router) and the shell. */
export const SIGNED_IN_MODULES = ['app/signed-in-app.tsx', 'app/layouts/app-shell.tsx'] as const;

/** Tailwind's `lg`, from which the sidebar stands beside the page (below it, the menu button opens it as a panel). */
export const SIDEBAR_BESIDE_PAGE = '(min-width: 64rem)';

/** The sidebar beside the page: its own chunk, which the first-screen script asks for where the screen is that wide. */
export const SIDEBAR_MODULE = 'app/layouts/sidebar/sidebar.tsx';

/** The first screen of a visit without a session, whatever the path: the login screen. */
export const SIGNED_OUT_MODULE = 'app/routes/auth/login.tsx';

/** `path` without a trailing slash, if it is a landing path. */
export function landingPathOf(path: string): LandingPath | null {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(LANDING_PAGE_MODULES, bare) ? (bare as LandingPath) : null;
}
