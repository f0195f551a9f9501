/*
 * The signal that the signed-in app is on screen, between the app's root route (which sends it) and the sign-in
 * pages (which wait for it). It imports nothing, so the root route and the sign-in pages meet here without an
 * import cycle through the sign-in gate.
 */

const waitingForSignedInApp = new Set<() => void>();

/** Resolves once the signed-in app has rendered its first screen (shell and page), e.g. to greet the user then. */
export function whenSignedInAppShown(): Promise<void> {
  return new Promise((resolve) => waitingForSignedInApp.add(resolve));
}

/** Called by the signed-in app's root route when it has rendered. */
export function signedInAppShown(): void {
  for (const resolve of waitingForSignedInApp) resolve();
  waitingForSignedInApp.clear();
}
