import type { Me } from '@contracts/auth';
import { api, hasSessionHint, sessionGeneration } from '@/lib/api-client';

/** Roles are compared in lower case (spec §3); some clients write them upper case. */
export function normalizeUser(user: Me): Me {
  return { ...user, role: String(user.role).toLowerCase() as Me['role'] };
}

/**
 * GET /api/me, with the session cookie: the signed-in user, with profile {id, full_name} for teachers and students,
 * what they may do (`can`) and their home. A 401: nobody is signed in.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  return normalizeUser(await api.get<Me>('/api/me', { signal }));
}

/**
 * Whether start-up found the hint of a session, read once: the 401 that answers a session ended elsewhere also
 * removes the hint, and it may arrive between the session provider's first render and its first look.
 */
let lookedUpAtStartup = false;
export const sessionLookedUpAtStartup = (): boolean => lookedUpAtStartup;

/** The start-up request and the page's session generation it was sent under. */
let startupRequest: { generation: number; answer: Promise<Me> } | null = null;

/**
 * With the hint that a session cookie was set, GET /api/me is asked at start-up, while the first screen's code is
 * still being fetched, instead of after React's first render. The server has put its answer in a signed-in page
 * (decision 039), so it is usually taken from there, without a round trip.
 */
export function requestMeAtStartup(): void {
  lookedUpAtStartup = hasSessionHint();
  if (!lookedUpAtStartup) return;
  const answer = fetchMe();
  // Its failure is read by whoever takes it (the session provider); until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  startupRequest = { generation: sessionGeneration(), answer };
}

/**
 * The start-up request, taken once (the session provider's first look) while no sign-in or sign-out has happened
 * in the page since, else a request of its own.
 */
export function requestMe(signal: AbortSignal): Promise<Me> {
  const sent = startupRequest;
  startupRequest = null;
  return sent && sent.generation === sessionGeneration() ? sent.answer : fetchMe(signal);
}
