import type { Me } from '@contracts/auth';
import { api, getToken } from '@/lib/api-client';
import { takeEarlyMeRequest } from '@/lib/early-requests';

/** Roles are compared in lower case (spec §3); some clients write them upper case. */
export function normalizeUser(user: Me): Me {
  return { ...user, role: String(user.role).toLowerCase() as Me['role'] };
}

/**
 * GET /api/me: the signed-in user, with profile {id, full_name} for teachers and students, what they may do (`can`)
 * and their home. `token`: the session a sign-in has just opened, sent even when storage keeps no token.
 */
export async function fetchMe(signal?: AbortSignal, token?: string): Promise<Me> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  return normalizeUser(await api.get<Me>('/api/me', { signal, headers }));
}

/** The start-up request and the session it was sent with. */
let startupRequest: { token: string; answer: Promise<Me> } | null = null;

/**
 * With a stored token, GET /api/me is on its way at start-up, while the first screen's code is still being fetched,
 * instead of after React's first render: on a slow phone network that is a round trip less before the signed-in
 * screen. index.html's first-screen script sends it while the HTML is read; failing that, it is sent here.
 */
export function requestMeAtStartup(): void {
  const token = getToken();
  if (!token) return;
  const early = takeEarlyMeRequest(token);
  const answer = early ? api.readAnswer<Me>(early).then(normalizeUser) : fetchMe(undefined, token);
  // Its failure is read by whoever takes it (the session provider); until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  startupRequest = { token, answer };
}

/**
 * The start-up request, taken once (the session provider's first look) while its session is still the one in use,
 * else a request of its own.
 */
export function requestMe(signal: AbortSignal): Promise<Me> {
  const sent = startupRequest;
  startupRequest = null;
  return sent && sent.token === getToken() ? sent.answer : fetchMe(signal);
}
