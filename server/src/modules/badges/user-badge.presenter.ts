import type { RecipientBadge, RecipientBadgeList } from '@contracts/badges';
import { imageUrlOf } from './badge.presenter';
import type { RecipientBadgeRow } from './user-badge.service';

/** What leaves the server of a badge held: the award date as an ISO string, the image as its URL. */
export function presentRecipientBadge({ awardedAt, imagePath, updatedAt, ...row }: RecipientBadgeRow): RecipientBadge {
  return {
    ...row,
    image_url: imageUrlOf({ id: row.badge_id, imagePath, updatedAt }),
    awarded_at: awardedAt.toISOString(),
  };
}

/** A person's badges, and whether the caller is offered their credentials' links (canShareCredentialsOf). */
export function presentRecipientBadgeList(list: {
  rows: RecipientBadgeRow[];
  canShareCredentials: boolean;
}): RecipientBadgeList {
  return { badges: list.rows.map(presentRecipientBadge), can_share_credentials: list.canShareCredentials };
}
