import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { buildOpenBadgeCredential } from './signing/open-badge';
import { signCredential } from './signing/proofs';
import type { Database, Tx } from '../../db/client';
import { badgeCredentials, badges, students, teachers, userBadges, users } from '../../db/schema/index';
import type { CredentialIssuer } from './credential-issuer';
import { setRevokedBits, withStatusIndex } from './status-list.service';

/**
 * The seam between badge awards and their Open Badges 3.0 credentials (issue: badges, decision 011). The badges
 * module calls these inside the transaction of the award or removal; the credentials module fills them in.
 */

/**
 * Who a credential names: the teacher's or student's full name, a staff user's username, and their email (the
 * teacher's or student's own, the account's for staff), which the credential carries hashed.
 */
async function recipientOf(
  tx: Tx,
  type: BadgeRecipientType,
  id: number,
): Promise<{ name: string; email: string } | undefined> {
  const [row] =
    type === 'teacher'
      ? await tx.select({ name: teachers.fullName, email: teachers.email }).from(teachers).where(eq(teachers.id, id))
      : type === 'student'
        ? await tx.select({ name: students.fullName, email: students.email }).from(students).where(eq(students.id, id))
        : await tx.select({ name: users.username, email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

/** The public Achievement of a badge (GET /api/achievements/{id}), and its image (GET /api/badges/{id}/image). */
const achievementUrl = (publicUrl: string, badgeId: number) => `${publicUrl}/api/achievements/${badgeId}`;
const badgeImageAt = (publicUrl: string, badgeId: number) => `${publicUrl}/api/badges/${badgeId}/image`;

/** Why a credential was revoked (badge_credentials.revocation_reason). */
export type RevocationReason = 'removed' | 'badge_deleted' | 'holder_deleted' | 'reissued';

/**
 * Signs and stores the credential of one award (a user_badges row); answers the credential's id (a random UUID,
 * `urn:uuid:<id>` inside it), or null when there is no such award. Reads the award, its badge and its recipient,
 * gives it a random free bit of the current status list, builds the OpenBadgeCredential and signs it with the
 * issuer's key (`app.credentialIssuer`; tens of milliseconds).
 */
export async function issueBadgeCredential(options: {
  tx: Tx;
  issuer: CredentialIssuer;
  userBadgeId: number;
}): Promise<string | null> {
  const { tx, issuer, userBadgeId } = options;
  const [award] = await tx
    .select({
      userType: userBadges.userType,
      userId: userBadges.userId,
      awardedAt: userBadges.awardedAt,
      badgeId: badges.id,
      badgeName: badges.badgeName,
      description: badges.description,
      imagePath: badges.imagePath,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.id, userBadgeId));
  if (!award) return null;
  const userType = award.userType as BadgeRecipientType;
  const recipient = await recipientOf(tx, userType, award.userId);
  if (recipient === undefined)
    throw new Error(`The recipient of award ${userBadgeId} (${userType} ${award.userId}) does not exist.`);

  return withStatusIndex({
    tx,
    publicUrl: issuer.url,
    store: async (savepoint, status) => {
      const id = crypto.randomUUID();
      const unsigned = buildOpenBadgeCredential({
        credentialId: id,
        issuer: { id: issuer.key.did, name: issuer.name, url: issuer.url },
        recipientName: recipient.name,
        recipientEmail: recipient.email,
        awardedAt: award.awardedAt,
        status,
        achievement: {
          id: achievementUrl(issuer.url, award.badgeId),
          name: award.badgeName,
          description: award.description,
          imageUrl: award.imagePath ? badgeImageAt(issuer.url, award.badgeId) : null,
        },
      });
      const credential = await signCredential(unsigned, issuer.key);
      await savepoint.insert(badgeCredentials).values({
        id,
        userBadgeId,
        badgeId: award.badgeId,
        recipientType: userType,
        recipientId: award.userId,
        credential,
        statusListId: status.listId,
        statusIndex: status.index,
      });
      return id;
    },
  });
}

/**
 * Revokes the credentials of removed awards, or of every award of a deleted badge: `revoked_at` and the reason
 * on each, and its bit in its status list (what any verifier reads), in the caller's transaction; those already
 * revoked keep their date and reason. Call it before deleting the awards or the badge: their deletion unlinks the
 * credentials.
 */
export async function revokeBadgeCredentials(options: {
  tx: Tx;
  reason: Exclude<RevocationReason, 'reissued'>;
  userBadgeIds?: number[];
  badgeId?: number;
}): Promise<void> {
  const { tx, reason, userBadgeIds = [], badgeId } = options;
  const which: SQL[] = [];
  if (userBadgeIds.length > 0) which.push(inArray(badgeCredentials.userBadgeId, userBadgeIds));
  if (badgeId !== undefined) which.push(eq(badgeCredentials.badgeId, badgeId));
  if (which.length === 0) return;
  const revoked = await tx
    .update(badgeCredentials)
    .set({ revokedAt: sql`now()`, revocationReason: reason })
    .where(and(isNull(badgeCredentials.revokedAt), or(...which)))
    .returning({ listId: badgeCredentials.statusListId, index: badgeCredentials.statusIndex });
  await setRevokedBits(
    tx,
    revoked.flatMap(({ listId, index }) => (listId !== null && index !== null ? [{ listId, index }] : [])),
  );
}

/**
 * The reissue of one award's credentials issued before status lists (the job 'reissue-credentials', one award a
 * transaction): the award's live credentials without a status entry are revoked ('reissued') and point to the one
 * that replaces them, a new credential with a status entry (or the award's live one that has an entry already).
 * Answers the next award to do, or null when none is left.
 */
export async function reissueOneAward(options: { db: Database; issuer: CredentialIssuer }): Promise<number | null> {
  const { db, issuer } = options;
  return db.transaction(async (tx) => {
    const withoutStatus = and(isNull(badgeCredentials.revokedAt), isNull(badgeCredentials.statusListId));
    const [next] = await tx
      .select({ userBadgeId: badgeCredentials.userBadgeId, badgeId: userBadges.badgeId })
      .from(badgeCredentials)
      .innerJoin(userBadges, eq(userBadges.id, badgeCredentials.userBadgeId))
      .where(and(withoutStatus, isNotNull(badgeCredentials.userBadgeId)))
      .orderBy(badgeCredentials.userBadgeId)
      .limit(1);
    if (!next) return null;
    const userBadgeId = next.userBadgeId!;
    // The badge, then the award, as an award locks them: a removal or a deletion meanwhile waits for this one
    // (and then revokes the new credential too), or this one for it (and then finds nothing to do).
    await tx.select({ id: badges.id }).from(badges).where(eq(badges.id, next.badgeId)).for('key share');
    const [award] = await tx
      .select({ id: userBadges.id, userType: userBadges.userType, userId: userBadges.userId })
      .from(userBadges)
      .where(eq(userBadges.id, userBadgeId))
      .for('key share');
    if (!award) return userBadgeId;
    const old = await tx
      .select({ id: badgeCredentials.id })
      .from(badgeCredentials)
      .where(and(eq(badgeCredentials.userBadgeId, userBadgeId), withoutStatus))
      .for('update');
    if (old.length === 0) return userBadgeId;
    const oldIds = inArray(
      badgeCredentials.id,
      old.map((row) => row.id),
    );
    // An award left behind by a holder deleted before holders' awards went with them: nothing to reissue to.
    if ((await recipientOf(tx, award.userType as BadgeRecipientType, award.userId)) === undefined) {
      await tx
        .update(badgeCredentials)
        .set({ revokedAt: sql`now()`, revocationReason: 'holder_deleted' })
        .where(oldIds);
      return userBadgeId;
    }
    const [live] = await tx
      .select({ id: badgeCredentials.id })
      .from(badgeCredentials)
      .where(
        and(
          eq(badgeCredentials.userBadgeId, userBadgeId),
          isNull(badgeCredentials.revokedAt),
          isNotNull(badgeCredentials.statusListId),
        ),
      )
      .limit(1);
    const replacement = live?.id ?? (await issueBadgeCredential({ tx, issuer, userBadgeId }))!;
    await tx
      .update(badgeCredentials)
      .set({ revokedAt: sql`now()`, revocationReason: 'reissued', replacedBy: replacement })
      .where(oldIds);
    return userBadgeId;
  });
}

/**
 * Reissues every award whose live credential has no status entry (see reissueOneAward), one award a transaction:
 * interrupted, it goes on where it stopped. `limit` stops after that many awards (tests). Answers how many it did.
 */
export async function reissueCredentialsWithoutStatus(options: {
  db: Database;
  issuer: CredentialIssuer;
  limit?: number;
}): Promise<number> {
  let done = 0;
  while (options.limit === undefined || done < options.limit) {
    if ((await reissueOneAward(options)) === null) break;
    done++;
  }
  return done;
}
