/**
 * Where index.html's first-screen script leaves the GET /api/me it sends with the session cookie while the HTML is
 * read (a `Promise<Response>` on `window`), for start-up to take instead of asking again (web/build).
 */
export const EARLY_ME_REQUEST = '__firstScreenMe';

/**
 * Where the same script leaves the GETs of a landing page's first screen (app/landing-pages.ts
 * LANDING_PAGE_DATA), sent with the same cookie: `{ [path]: Promise<Response> }`.
 */
export const EARLY_DATA_REQUESTS = '__firstScreenData';

/**
 * In a landing page's GET (LANDING_PAGE_DATA), where the signed-in user's profile id goes: the script sends that GET
 * once GET /api/me has named the profile, and start-up reads the path it was sent to from its answer.
 */
export const PROFILE_ID_SLOT = '{profile}';

type Page = Record<string, unknown>;

/**
 * The GET /api/me the first-screen script sent with the session cookie, if it did; taken once (start-up). What is
 * left in its place (null) tells a script that runs only now, after start-up, that it is too late to send one.
 */
export function takeEarlyMeRequest(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as unknown as Page;
  const sent = (page[EARLY_ME_REQUEST] as Promise<Response> | null | undefined) ?? undefined;
  page[EARLY_ME_REQUEST] = null;
  return sent;
}

/** The first screen's GETs the script sent with the session cookie, by path, if it did; taken once (start-up). */
export function takeEarlyDataRequests(): Record<string, Promise<Response>> {
  if (typeof window === 'undefined') return {};
  const page = window as unknown as Page;
  const sent = page[EARLY_DATA_REQUESTS] as Record<string, Promise<Response>> | null | undefined;
  page[EARLY_DATA_REQUESTS] = null;
  return sent ?? {};
}
