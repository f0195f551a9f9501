import { and, asc, eq } from 'drizzle-orm';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import type { DbOrTx } from '../../db/client';
import { badges, userBadges } from '../../db/schema/index';

/** The badges one recipient holds, oldest award first. */
export async function listRecipientBadges(options: { db: DbOrTx; userType: BadgeRecipientType; userId: number }) {
  return options.db
    .select({
      id: userBadges.id,
      badge_id: badges.id,
      badge_name: badges.badgeName,
      badge_code: badges.badgeCode,
      badge_type: badges.badgeType,
      badge_color: badges.badgeColor,
      year: badges.year,
      description: badges.description,
      awardedAt: userBadges.awardedAt,
      notes: userBadges.notes,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(and(eq(userBadges.userType, options.userType), eq(userBadges.userId, options.userId)))
    .orderBy(asc(userBadges.awardedAt), asc(userBadges.id));
}
