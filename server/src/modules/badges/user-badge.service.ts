import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BADGE_MESSAGES, type AssignBadge } from '@contracts/badges';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import type { Database, DbOrTx, Tx } from '../../db/client';
import {
  badgeCredentials,
  badges,
  badgeStatistics,
  students,
  teachers,
  userBadges,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { issueBadgeCredential, revokeBadgeCredentials } from '../credentials/badge-credentials';
import type { CredentialIssuer } from '../credentials/credential-issuer';
import { notify } from '../notifications/notification.service';
import { canSeeBadgesOf, canShareCredentialsOf } from './badge.policy';

/*
 * Awards (§2.11, §3 user_badges, §7 /api/user-badges): a badge held by a teacher (teachers.id), a student
 * (students.id) or a staff member (users.id of a staff account). Each award and each removal changes the badge's
 * badge_statistics count, writes its activity and issues or revokes its credential in one transaction.
 */

/** Where a badge recipient's link in its award notification leads. */
const PROFILE_LINKS: Record<BadgeRecipientType, string | undefined> = {
  teacher: '/teacher/profile',
  student: '/student/profile',
  staff: undefined,
};

/**
 * The recipient's user account (whom the award notifies), its row locked until the transaction ends, or null
 * when there is no such recipient. `key share` (an award) keeps the recipient from being deleted meanwhile;
 * `update` (the recipient's removal) waits for awards under way and holds off new ones.
 */
async function lockRecipient(
  tx: Tx,
  userType: BadgeRecipientType,
  userId: number,
  strength: 'key share' | 'update',
): Promise<number | null> {
  if (userType === 'teacher') {
    const [row] = await tx
      .select({ account: teachers.userId })
      .from(teachers)
      .where(eq(teachers.id, userId))
      .for(strength);
    return row?.account ?? null;
  }
  if (userType === 'student') {
    const [row] = await tx
      .select({ account: students.userId })
      .from(students)
      .where(eq(students.id, userId))
      .for(strength);
    return row?.account ?? null;
  }
  const [row] = await tx
    .select({ account: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'staff')))
    .for(strength);
  return row?.account ?? null;
}

/** Adds one award to each badge's count (making its statistics row if it had none), or takes one away. */
async function changeAssignedCounts(tx: Tx, badgeIds: number[], delta: 1 | -1): Promise<void> {
  if (badgeIds.length === 0) return;
  const now = new Date();
  if (delta === 1) {
    await tx
      .insert(badgeStatistics)
      .values(badgeIds.map((badgeId) => ({ badgeId, assignedCount: 1, lastUpdated: now })))
      .onConflictDoUpdate({
        target: badgeStatistics.badgeId,
        set: { assignedCount: sql`${badgeStatistics.assignedCount} + 1`, lastUpdated: now },
      });
    return;
  }
  await tx
    .update(badgeStatistics)
    .set({ assignedCount: sql`greatest(${badgeStatistics.assignedCount} - 1, 0)`, lastUpdated: now })
    .where(inArray(badgeStatistics.badgeId, badgeIds));
}

/** The columns of a badge held, with the award's live (not revoked) credential. */
function recipientBadgeQuery(db: DbOrTx) {
  return db
    .select({
      id: userBadges.id,
      badge_id: badges.id,
      badge_name: badges.badgeName,
      badge_code: badges.badgeCode,
      badge_type: badges.badgeType,
      badge_color: badges.badgeColor,
      year: badges.year,
      description: badges.description,
      imagePath: badges.imagePath,
      updatedAt: badges.updatedAt,
      awardedAt: userBadges.awardedAt,
      awarded_by: userBadges.awardedBy,
      notes: userBadges.notes,
      credential_id: sql<
        string | null
      >`(select ${badgeCredentials.id} from ${badgeCredentials} where ${badgeCredentials.userBadgeId} = ${userBadges.id} and ${badgeCredentials.revokedAt} is null order by ${badgeCredentials.issuedAt} desc limit 1)`,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId));
}

export type RecipientBadgeRow = Awaited<ReturnType<ReturnType<typeof recipientBadgeQuery>['execute']>>[number];

/** The badges one recipient holds, oldest award first; FORBIDDEN when the user may not see them (badge.policy.ts). */
export async function listRecipientBadges(options: {
  db: DbOrTx;
  user: SessionUser;
  userType: BadgeRecipientType;
  userId: number;
}): Promise<{ rows: RecipientBadgeRow[]; canShareCredentials: boolean }> {
  if (!(await canSeeBadgesOf(options))) throw new AppError('FORBIDDEN', BADGE_MESSAGES.recipientForbidden);
  const rows = await recipientBadgeQuery(options.db)
    .where(and(eq(userBadges.userType, options.userType), eq(userBadges.userId, options.userId)))
    .orderBy(asc(userBadges.awardedAt), asc(userBadges.id));
  return { rows, canShareCredentials: await canShareCredentialsOf(options) };
}

/**
 * POST /api/user-badges/assign: in one transaction, the award (awarded by the signed-in staff member), the badge's
 * count + 1, the activity, the recipient's notification and the award's credential. 404 for an unknown recipient
 * or badge, 409 when the recipient already holds the badge. The credential is signed by `issuer` (app.credentialIssuer).
 */
export async function assignBadge(options: {
  db: Database;
  issuer: CredentialIssuer;
  user: SessionUser;
  input: AssignBadge;
}): Promise<RecipientBadgeRow> {
  const { db, issuer, user, input } = options;
  return db.transaction(async (tx) => {
    const awardId = await awardInTransaction({ tx, issuer, awardedBy: user.id, ...input });
    const [row] = await recipientBadgeQuery(tx).where(eq(userBadges.id, awardId));
    return row!;
  });
}

/**
 * One award inside the caller's transaction (a single award's, or one step of a run for many, award-run.service.ts):
 * the award row, the badge's count + 1, the activity (by `awardedBy`), the recipient's notification and the award's
 * signed credential. Throws BADGE_RECIPIENT_NOT_FOUND, BADGE_NOT_FOUND or BADGE_ALREADY_ASSIGNED; answers the award's id.
 */
export async function awardInTransaction(options: {
  tx: Tx;
  issuer: CredentialIssuer;
  awardedBy: number | null;
  badgeId: number;
  userType: BadgeRecipientType;
  userId: number;
  notes: string | null;
}): Promise<number> {
  const { tx, issuer, awardedBy } = options;
  const account = await lockRecipient(tx, options.userType, options.userId, 'key share');
  if (account === null) throw new AppError('BADGE_RECIPIENT_NOT_FOUND', BADGE_MESSAGES.recipientNotFound);
  // Kept from being deleted until the award commits; a deletion afterwards takes the award with it.
  const [badge] = await tx
    .select({ id: badges.id, name: badges.badgeName })
    .from(badges)
    .where(eq(badges.id, options.badgeId))
    .for('key share');
  if (!badge) throw new AppError('BADGE_NOT_FOUND', BADGE_MESSAGES.notFound);
  // The unique key (badge, recipient) answers both an award made before and one made at the same moment.
  const [award] = await tx
    .insert(userBadges)
    .values({
      badgeId: badge.id,
      userType: options.userType,
      userId: options.userId,
      awardedBy,
      notes: options.notes,
    })
    .onConflictDoNothing()
    .returning({ id: userBadges.id });
  if (!award) throw new AppError('BADGE_ALREADY_ASSIGNED', BADGE_MESSAGES.alreadyAssigned);
  await changeAssignedCounts(tx, [badge.id], 1);
  await recordActivity(tx, {
    userId: awardedBy,
    activity: { code: 'badgeAssigned', params: { name: badge.name, kind: options.userType, id: options.userId } },
    entityType: 'badge',
    entityId: badge.id,
  });
  await notify({
    db: tx,
    userId: account,
    code: 'badgeAwarded',
    params: { badge: badge.name },
    link: PROFILE_LINKS[options.userType],
  });
  await issueBadgeCredential({ tx, issuer, userBadgeId: award.id });
  return award.id;
}

/**
 * DELETE /api/user-badges/{userType}/{badgeId}/{userId}: the award goes, its credential is revoked (before the row
 * that names it goes), the badge's count - 1 and the activity, in one transaction; 404 when there is no such award.
 */
export async function removeAward(options: {
  db: Database;
  user: SessionUser;
  userType: BadgeRecipientType;
  badgeId: number;
  userId: number;
}): Promise<void> {
  const { db, user, userType, badgeId, userId } = options;
  await db.transaction(async (tx) => {
    const [award] = await tx
      .select({ id: userBadges.id, badgeName: badges.badgeName })
      .from(userBadges)
      .innerJoin(badges, eq(badges.id, userBadges.badgeId))
      .where(and(eq(userBadges.badgeId, badgeId), eq(userBadges.userType, userType), eq(userBadges.userId, userId)))
      .for('update', { of: userBadges });
    if (!award) throw new AppError('BADGE_ASSIGNMENT_NOT_FOUND', BADGE_MESSAGES.assignmentNotFound);
    await revokeBadgeCredentials({ tx, reason: 'removed', userBadgeIds: [award.id] });
    await tx.delete(userBadges).where(eq(userBadges.id, award.id));
    await changeAssignedCounts(tx, [badgeId], -1);
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'badgeRemoved', params: { name: award.badgeName, kind: userType, id: userId } },
      entityType: 'badge',
      entityId: badgeId,
    });
  });
}

/**
 * Every award of a recipient who is being deleted (a teacher; a student or staff account when they can be): the
 * recipient's row is locked first, so no award is made meanwhile; the credentials are revoked, the awards deleted
 * and each badge's count taken down by one. Called inside the deletion's transaction, which writes its activity.
 */
export async function removeRecipientAwards(options: {
  tx: Tx;
  userType: BadgeRecipientType;
  userId: number;
}): Promise<void> {
  const { tx, userType, userId } = options;
  await lockRecipient(tx, userType, userId, 'update');
  const awards = await tx
    .select({ id: userBadges.id, badgeId: userBadges.badgeId })
    .from(userBadges)
    .where(and(eq(userBadges.userType, userType), eq(userBadges.userId, userId)))
    .for('update');
  if (awards.length === 0) return;
  const ids = awards.map((award) => award.id);
  await revokeBadgeCredentials({ tx, reason: 'holder_deleted', userBadgeIds: ids });
  await tx.delete(userBadges).where(inArray(userBadges.id, ids));
  await changeAssignedCounts(
    tx,
    awards.map((award) => award.badgeId),
    -1,
  );
}
