import type { Page } from '@playwright/test';

/**
 * Goes to `path` inside the running app, as its links do (the router follows history.pushState and a popstate):
 * no reload of the bundle and of the signed-in session for each screen. Answers false (the caller loads the page)
 * for the same path (a screen in another state starts afresh), outside the app, or when the screen did not change.
 */
export async function navigateInApp(page: Page, path: string): Promise<boolean> {
  const current = page.url();
  if (!current.startsWith('http') || new URL(current).pathname === path) return false;
  const moved = await page.evaluate((to) => {
    const heading = document.querySelector('main h1, main h2');
    if (!heading) return false;
    (window as unknown as { walkLeaving?: Element }).walkLeaving = heading;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (!moved) return false;
  // The route's element is another component: the old heading leaves the DOM.
  return page
    .waitForFunction(
      () => !document.contains((window as unknown as { walkLeaving?: Element }).walkLeaving ?? null),
      undefined,
      { timeout: 5_000 },
    )
    .then(() => true)
    .catch(() => false);
}
