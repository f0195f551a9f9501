import { and, asc, eq, sql } from 'drizzle-orm';
import { BADGE_MESSAGES } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import type { ListQuery } from '@contracts/lists';
import type { DbOrTx } from '../../db/client';
import { badges, badgeStatistics, userBadges } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { listPage, type ListPage } from '../../lib/list-page';
import { recipientNames } from './award-run.service';

export interface BadgeHolderRow {
  awardId: number;
  userType: BadgeRecipientType;
  userId: number;
  name: string;
  awardedAt: Date;
}

/** A holders' page when the query names no limit. */
export const BADGE_HOLDERS_PAGE = 50;

/**
 * GET /api/badges/{id}/holders: who holds a badge, by kind of person then id — a range of the unique index
 * (badge_id, user_type, user_id), so a page costs the same however many hold it (decision 009); the total is the
 * badge's counter (badge_statistics); the names are read for the page, one query per kind of person.
 */
export async function listBadgeHolders(options: {
  db: DbOrTx;
  badgeId: number;
  query: Pick<ListQuery, 'limit' | 'cursor'>;
}): Promise<ListPage<BadgeHolderRow>> {
  const { db, badgeId } = options;
  const [badge] = await db.select({ id: badges.id }).from(badges).where(eq(badges.id, badgeId));
  if (!badge) throw new AppError('BADGE_NOT_FOUND', BADGE_MESSAGES.notFound);
  const page = await listPage({
    query: { limit: options.query.limit ?? BADGE_HOLDERS_PAGE, cursor: options.query.cursor },
    filtered: false,
    rows: (after, limit) =>
      db
        .select({
          awardId: userBadges.id,
          userType: userBadges.userType,
          userId: userBadges.userId,
          awardedAt: userBadges.awardedAt,
        })
        .from(userBadges)
        .where(
          and(
            eq(userBadges.badgeId, badgeId),
            after ? sql`(${userBadges.userType}, ${userBadges.userId}) > (${after[0]}, ${after[1]})` : undefined,
          ),
        )
        .orderBy(asc(userBadges.userType), asc(userBadges.userId))
        .limit(limit ?? BADGE_HOLDERS_PAGE + 1),
    keysetOf: (row) => [row.userType, row.userId],
    counter: async () => {
      const [row] = await db
        .select({ value: badgeStatistics.assignedCount })
        .from(badgeStatistics)
        .where(eq(badgeStatistics.badgeId, badgeId));
      return row?.value ?? 0;
    },
    cappedCount: async () => 0,
  });
  const people = page.rows.map((row) => ({ ...row, userType: row.userType as BadgeRecipientType }));
  const names = await recipientNames(db, people);
  return {
    ...page,
    rows: people.map((row) => ({ ...row, name: names.get(`${row.userType}:${row.userId}`) ?? `#${row.userId}` })),
  };
}
