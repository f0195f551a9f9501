import type { Me } from '@contracts/auth';
import { api } from '@/lib/api-client';

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
