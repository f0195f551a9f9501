import type { Badge, CredentialVerification, RecipientBadgeList } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { BADGE_CATALOGUE_PATH, recipientBadgesPath } from '@contracts/api-paths';
import { api } from '@/lib/api-client';

/**
 * Query keys of badges. The catalogue (with each badge's assigned count) starts with 'badges'; the badges a person
 * holds with 'user-badges', so one invalidation refreshes every person's list after a badge changes (its name,
 * colour or image show there too) or is deleted.
 */
export const badgeKeys = {
  all: ['badges'] as const,
  /** The whole catalogue; the courses' badge picker reads it too (its course-type badges). */
  catalogue: ['badges', 'catalogue'] as const,
  /** The catalogue's badges whose name or code contains `q`, by the server's search (ignoring case and accents). */
  search: (q: string) => ['badges', 'search', q] as const,
  recipients: ['user-badges'] as const,
  recipient: (type: BadgeRecipientType, id: number) => ['user-badges', type, id] as const,
  /** A credential's public verification (GET /api/credentials/{id}/verify). */
  verification: (id: string) => ['credentials', id, 'verify'] as const,
};

/**
 * GET /api/badges without `limit`: the whole catalogue, each badge with its image URL and assigned count; with `q`,
 * the badges whose name or code contains it (the server's one search rule: case and accents ignored).
 */
export const fetchBadgeCatalogue = async (signal?: AbortSignal, q?: string) =>
  (
    await api.get<{ badges?: Badge[] }>(
      q ? `${BADGE_CATALOGUE_PATH}?q=${encodeURIComponent(q)}` : BADGE_CATALOGUE_PATH,
      { signal },
    )
  )?.badges ?? [];

/**
 * GET /api/user-badges/{userType}/{userId}: the badges a teacher, student or staff member holds, and whether the
 * caller is offered their credentials' links (`can_share_credentials`, decided by the server's badge rules).
 */
export async function fetchRecipientBadges(
  type: BadgeRecipientType,
  id: number,
  signal?: AbortSignal,
): Promise<RecipientBadgeList> {
  return recipientBadgesOf(await api.get<RecipientBadgesAnswer>(recipientBadgesPath(type, id), { signal }));
}

type RecipientBadgesAnswer = Partial<RecipientBadgeList> | undefined;

const recipientBadgesOf = (answer: RecipientBadgesAnswer): RecipientBadgeList => ({
  badges: answer?.badges ?? [],
  can_share_credentials: answer?.can_share_credentials ?? false,
});

export const credentialPath = (id: string) => `/api/credentials/${encodeURIComponent(id)}`;

/** GET /api/credentials/{id}/verify (public): signature, issuer and revocation, with what the page shows. */
export const fetchCredentialVerification = (id: string, signal?: AbortSignal) =>
  api.get<CredentialVerification>(`${credentialPath(id)}/verify`, { signal });
