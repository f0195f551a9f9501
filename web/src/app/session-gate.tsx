import { Suspense, type ComponentType } from 'react';
import { preloadedScreen } from '@/components/lazy-part';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { loadAreas } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { requestMeAtStartup, sessionLookedUpAtStartup } from '@/features/auth/api/me';
import { firstDataRouteOf } from '@contracts/first-data';
import { readFirstAnswers } from '@/lib/first-answers';
import { ErrorNotice } from './error-notice';
import { publicCredentialId, setPasswordToken, ssoTicket } from './public-paths';
import { prepareSignedInApp, SignedInApp } from './signed-in-handoff';

const loadLoginPage = () => import('./routes/auth/login');
// The public credential page shows the badges feature's texts: its catalogue comes with its code.
const loadCredentialPage = () =>
  Promise.all([import('./routes/credential'), loadAreas(['badges'])]).then(([module]) => module);
const loadSetPasswordPage = () => import('./routes/auth/set-password');
const loadSsoCompletePage = () => import('./routes/auth/sso-complete');

/** A screen whose code could not be fetched (offline, or a stale chunk after a deploy) offers a reload instead of a blank page. */
const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  preloadedScreen(load, ErrorNotice as ComponentType<P>);

const LoginPage = lazyScreen(() => loadLoginPage().then((m) => m.LoginPage));
const PublicCredentialPage = lazyScreen(() => loadCredentialPage().then((m) => m.PublicCredentialPage));
const SetPasswordPage = lazyScreen(() => loadSetPasswordPage().then((m) => m.SetPasswordPage));
const SsoCompletePage = lazyScreen(() => loadSsoCompletePage().then((m) => m.SsoCompletePage));

/**
 * Starts fetching the first screen's code at start-up: a public page's, else the login screen without the hint of
 * a session cookie, else the signed-in app and the routes of the address (shell, page), while GET /api/me is taken
 * from the answers the server put in the page (decision 039), or asked. Code loaded before the gate's first render
 * is drawn at once, not after a loader (preloadedScreen).
 */
export function preloadFirstScreen(): void {
  readFirstAnswers();
  requestMeAtStartup();
  const first =
    setPasswordToken(window.location.pathname, window.location.search) !== null
      ? SetPasswordPage.preload
      : ssoTicket(window.location.pathname, window.location.search) !== null
        ? SsoCompletePage.preload
        : publicCredentialId(window.location.pathname) !== null
          ? PublicCredentialPage.preload
          : sessionLookedUpAtStartup()
            ? () =>
                prepareSignedInApp(window.location.pathname, {
                  routesNamed: firstDataRouteOf(window.location.pathname) !== undefined,
                })
            : LoginPage.preload;
  void first().catch(() => undefined);
}

/**
 * The sign-in gate (spec §1, §2.1): while signed out every path shows the login screen and the URL stays as it
 * is. The router and the signed-in shell are not needed for that, so they load only once a user is signed in.
 * A provider's sign-in lands on /sso/complete?ticket=…, which trades the ticket for a session (its own chunk).
 * The public page of a badge credential, /credentials/{id}, is shown to everyone, signed in or not, without
 * waiting for the session (its code is its own chunk, so the login's does not grow).
 */
export function SessionGate() {
  const { status } = useSession();
  const credentialId = publicCredentialId(window.location.pathname);
  const passwordToken = setPasswordToken(window.location.pathname, window.location.search);
  const ticket = ssoTicket(window.location.pathname, window.location.search);
  if (passwordToken !== null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <SetPasswordPage token={passwordToken} />
      </Suspense>
    );
  }
  if (ticket !== null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <SsoCompletePage ticket={ticket} />
      </Suspense>
    );
  }
  if (credentialId !== null) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <PublicCredentialPage id={credentialId} />
      </Suspense>
    );
  }
  if (status === 'loading') return <FullScreenLoader />;
  return (
    <Suspense fallback={<FullScreenLoader />}>{status === 'authenticated' ? <SignedInApp /> : <LoginPage />}</Suspense>
  );
}
