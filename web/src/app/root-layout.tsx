import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { UnsavedChangesPrompt } from '@/lib/unsaved-changes';
import { DocumentTitle } from './document-title';
import { signedInAppShown } from './signed-in-shown';

/** The root route of the signed-in app (the sign-in gate around it is `SessionGate`). */
export function RootLayout() {
  // The router renders this route only once the matched routes' code is in, so shell and page are on screen now.
  useEffect(signedInAppShown, []);
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      <UnsavedChangesPrompt />
    </>
  );
}
