import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { badgeImageKey } from '@/components/badge-image';

/**
 * Query keys of the badges feature. The catalogue (with each badge's assigned count) starts with 'badges'; the
 * badges a person holds with 'user-badges', so one invalidation refreshes every person's list after a badge
 * changes (its name, colour or image show there too) or is deleted.
 */
export const badgeKeys = {
  all: ['badges'] as const,
  catalogue: ['badges', 'catalogue'] as const,
  /** The bytes of a badge's image, by its versioned URL. */
  image: badgeImageKey,
  recipients: ['user-badges'] as const,
  recipient: (type: BadgeRecipientType, id: number) => ['user-badges', type, id] as const,
  /** A credential's public verification (GET /api/credentials/{id}/verify). */
  verification: (id: string) => ['credentials', id, 'verify'] as const,
};
