/**
 * Where index.html's first-screen script leaves the GET /api/me it sends with the stored token while the HTML is
 * read (a `Promise<Response>` on `window`), for start-up to take instead of asking again (web/build).
 */
export const EARLY_ME_REQUEST = '__firstScreenMe';

/**
 * The GET /api/me the first-screen script sent, if it did; taken once. What is left in its place (null) tells a
 * script that runs only now, after start-up, that it is too late to send one.
 */
export function takeEarlyMeRequest(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as unknown as Record<string, Promise<Response> | null | undefined>;
  const sent = page[EARLY_ME_REQUEST] ?? undefined;
  page[EARLY_ME_REQUEST] = null;
  return sent;
}
