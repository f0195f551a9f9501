import type { RecipientBadge } from '@contracts/badges';
import type { listRecipientBadges } from './user-badge.service';

type RecipientBadgeRow = Awaited<ReturnType<typeof listRecipientBadges>>[number];

/** What leaves the server of a badge held: the award date as an ISO string. */
export function presentRecipientBadge({ awardedAt, ...row }: RecipientBadgeRow): RecipientBadge {
  return { ...row, awarded_at: awardedAt.toISOString() };
}
