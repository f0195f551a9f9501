import { badgeImageUrl, type Badge } from '@contracts/badges';
import type { badges } from '../../db/schema/index';

export type BadgeRow = typeof badges.$inferSelect;
/** A badge with its count of awards, from badge_statistics. */
export type CountedBadgeRow = BadgeRow & { assignedCount: number };

/** The image's URL, versioned by the badge's last change; null without an image. The stored name never leaves. */
export function imageUrlOf(row: { id: number; imagePath: string | null; updatedAt: Date }): string | null {
  return row.imagePath ? badgeImageUrl(row.id, row.updatedAt.getTime()) : null;
}

/** What leaves the server of a badge: no stored file name or media type, the image as its URL. */
export function presentBadge(row: CountedBadgeRow): Badge {
  return {
    id: row.id,
    badge_name: row.badgeName,
    badge_code: row.badgeCode,
    badge_type: row.badgeType,
    year: row.year,
    description: row.description,
    badge_color: row.badgeColor,
    image_url: imageUrlOf(row),
    assigned_count: row.assignedCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
