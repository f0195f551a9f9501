import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useSession } from '@/lib/session';
import { DocumentTitle } from './document-title';

const loadLoginPage = () => import('@/features/auth/routes/login-page');
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));

/** Starts fetching the login screen's code early (called at start-up when no token is stored). */
export function preloadLoginPage(): void {
  void loadLoginPage();
}

/**
 * The sign-in gate: while signed out every path shows the login screen and
 * the URL stays as it is (spec §1, §2.1).
 */
export function RootLayout() {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenLoader />;
  if (status === 'unauthenticated') {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <LoginPage />
      </Suspense>
    );
  }
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
