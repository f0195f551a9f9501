import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useSession } from '@/lib/session';
import { ErrorNotice } from './error-notice';
import { createAppRouter, routes } from './router';
import { lazyPart } from '@/components/lazy-part';
import { loadAreas } from '@/lib/i18n';

// A page of its own: should its code fail to load, the page says so and offers a reload. It shows the two-factor
// feature's card: that catalogue is loaded with its code, as a route's areas are (router.tsx).
const SecondFactorSetupPage = lazyPart(
  () =>
    Promise.all([import('./routes/auth/second-factor-setup'), loadAreas(['two-factor'])]).then(
      ([m]) => m.SecondFactorSetupPage,
    ),
  ErrorNotice,
);

type DataRouter = ReturnType<typeof createAppRouter>;

/** Fetches the code of the lazy routes that `path` opens (the router reuses those modules). */
export async function preloadRoutes(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}

/** The signed-in app, or only the enrolment of a second factor while the school requires one of this user. */
export function SignedInApp() {
  const { user } = useSession();
  if (user?.second_factor_setup_required) {
    return (
      <Suspense fallback={<FullScreenLoader />}>
        <SecondFactorSetupPage />
      </Suspense>
    );
  }
  return <AppRouter />;
}

/**
 * The data router of the signed-in app. Each sign-in gets a fresh router that starts from the URL of that moment
 * (the login has already put the role's home there); it is disposed when the user signs out.
 */
function AppRouter() {
  const [router, setRouter] = useState<DataRouter | null>(null);
  const client = useQueryClient();
  const { user } = useSession();
  // Whose first screen the root loader fills: the person of this sign-in (a new sign-in mounts a new router).
  const person = useRef({ profile: user?.profile ?? null });
  useEffect(() => {
    const created = createAppRouter(client, person.current);
    // Started in a task of its own (createAppRouter), then shown in a transition: React renders the page in slices
    // that leave the main thread free in between (an update outside one renders the whole page in one task).
    const start = setTimeout(() => {
      created.initialize();
      startTransition(() => setRouter(created));
    }, 0);
    // The router is an outside resource (it listens to the history): made and disposed by this effect, so that
    // StrictMode's trial unmount disposes a router nobody renders any more.
    return () => {
      clearTimeout(start);
      created.dispose();
    };
  }, [client]);
  return router ? <RouterProvider router={router} /> : <FullScreenLoader />;
}
