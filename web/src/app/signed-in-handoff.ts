import { preloadedScreen } from '@/components/lazy-part';
import type { SignedInAppHandoff } from '@/features/auth/api/use-login';
import { ErrorNotice } from './error-notice';
import { whenSignedInAppShown } from './signed-in-shown';

/*
 * How a sign-in page (login, single sign-on) hands over to the signed-in app: its own module, imported by the sign-in
 * gate and by those pages, so that neither imports the other (no import cycle; `npm run lint:cycles`).
 */

/** The signed-in app's code (data router, shell, first queries), one chunk. */
export const loadSignedInApp = () => import('./signed-in-app');

/** The signed-in app, as the sign-in gate shows it: drawn at once when prepared (preloadedScreen). */
export const SignedInApp = preloadedScreen(() => loadSignedInApp().then((m) => m.SignedInApp), ErrorNotice);

/**
 * Fetches the code of the signed-in app (the shell's with it) and of the page `path` opens, so that right after the
 * sign-in they render at once. With `routesNamed`, the page's own code is left to the router: the server named it in
 * the page's Link header, so the browser has it already, and matching the path against every route here was a long
 * task the router repeats. A failure is left for the gate to show.
 */
export async function prepareSignedInApp(path: string, { routesNamed = false } = {}): Promise<void> {
  try {
    await Promise.all([
      SignedInApp.preload(),
      routesNamed ? loadSignedInApp() : loadSignedInApp().then((app) => app.preloadRoutes(path)),
    ]);
  } catch {
    // the gate shows the reload notice when it renders the app
  }
}

/** What the sign-in pages give their forms: fetch the signed-in app's code, then wait for its first screen. */
export const SIGNED_IN_HANDOFF: SignedInAppHandoff = { prepare: prepareSignedInApp, whenShown: whenSignedInAppShown };
