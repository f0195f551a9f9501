/**
 * Where index.html's first-screen script leaves the GET /api/me it sends with the stored token while the HTML is
 * read (a `Promise<Response>` on `window`), for start-up to take instead of asking again (web/build).
 */
export const EARLY_ME_REQUEST = '__firstScreenMe';

/**
 * Where the same script leaves the GETs of a landing page's first screen (app/landing-pages.ts
 * LANDING_PAGE_DATA), sent with the same token: `{ [path]: Promise<Response> }`.
 */
export const EARLY_DATA_REQUESTS = '__firstScreenData';

/**
 * In a landing page's GET (LANDING_PAGE_DATA), where the signed-in user's profile id goes: the script sends that GET
 * once GET /api/me has named the profile, and start-up reads the path it was sent to from its answer.
 */
export const PROFILE_ID_SLOT = '{profile}';

/**
 * Where the same script leaves the token it sent those GETs with: their answers are that session's, and start-up
 * takes them only while that token is still the one in use (another tab may have signed in as someone else since).
 */
export const EARLY_REQUESTS_TOKEN = '__firstScreenToken';

type Page = Record<string, unknown>;

/** Whether the first-screen script sent its GETs with `token` (the session now in use). */
function sentWith(page: Page, token: string | null): boolean {
  return token !== null && page[EARLY_REQUESTS_TOKEN] === token;
}

/**
 * The GET /api/me the first-screen script sent, if it did with `token` (the session now in use); taken once. What is
 * left in its place (null) tells a script that runs only now, after start-up, that it is too late to send one.
 */
export function takeEarlyMeRequest(token: string | null): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as unknown as Page;
  const sent = (page[EARLY_ME_REQUEST] as Promise<Response> | null | undefined) ?? undefined;
  page[EARLY_ME_REQUEST] = null;
  return sentWith(page, token) ? sent : undefined;
}

/** The first screen's GETs the script sent with `token` (the session now in use), by path, if it did; taken once. */
export function takeEarlyDataRequests(token: string | null): Record<string, Promise<Response>> {
  if (typeof window === 'undefined') return {};
  const page = window as unknown as Page;
  const sent = page[EARLY_DATA_REQUESTS] as Record<string, Promise<Response>> | null | undefined;
  page[EARLY_DATA_REQUESTS] = null;
  return (sentWith(page, token) && sent) || {};
}
