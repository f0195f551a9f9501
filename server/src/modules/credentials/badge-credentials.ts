import crypto from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BadgeRecipientType } from '@contracts/catalogues/badge-types';
import { buildOpenBadgeCredential } from './signing/open-badge';
import { signCredential } from './signing/proofs';
import type { Tx } from '../../db/client';
import { badgeCredentials, badges, students, teachers, userBadges, users } from '../../db/schema/index';
import type { CredentialIssuer } from './credential-issuer';

/**
 * The seam between badge awards and their Open Badges 3.0 credentials (issue: badges, decision 011). The badges
 * module calls these inside the transaction of the award or removal; the credentials module fills them in.
 */

/** The name a credential gives its recipient: the teacher's or student's full name, a staff user's username. */
async function recipientName(tx: Tx, type: BadgeRecipientType, id: number): Promise<string | undefined> {
  const [row] =
    type === 'teacher'
      ? await tx.select({ name: teachers.fullName }).from(teachers).where(eq(teachers.id, id))
      : type === 'student'
        ? await tx.select({ name: students.fullName }).from(students).where(eq(students.id, id))
        : await tx.select({ name: users.username }).from(users).where(eq(users.id, id));
  return row?.name;
}

/** The URL that names a badge in its credentials, and the one of its image (GET /api/badges/{id}/image). */
const badgeUrl = (publicUrl: string, badgeId: number) => `${publicUrl}/api/badges/${badgeId}`;

/**
 * Signs and stores the credential of one award (a user_badges row); answers the credential's id (a random UUID,
 * `urn:uuid:<id>` inside it), or null when there is no such award. Reads the award, its badge and its recipient,
 * builds the OpenBadgeCredential and signs it with the issuer's key (`app.credentialIssuer`; tens of milliseconds).
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
  const name = await recipientName(tx, userType, award.userId);
  if (name === undefined)
    throw new Error(`The recipient of award ${userBadgeId} (${userType} ${award.userId}) does not exist.`);

  const id = crypto.randomUUID();
  const badge = badgeUrl(issuer.url, award.badgeId);
  const unsigned = buildOpenBadgeCredential({
    credentialId: id,
    issuer: { id: issuer.key.did, name: issuer.name, url: issuer.url },
    recipientName: name,
    awardedAt: award.awardedAt,
    achievement: {
      id: badge,
      name: award.badgeName,
      description: award.description,
      imageUrl: award.imagePath ? `${badge}/image` : null,
    },
  });
  const credential = await signCredential(unsigned, issuer.key);
  await tx.insert(badgeCredentials).values({
    id,
    userBadgeId,
    badgeId: award.badgeId,
    recipientType: userType,
    recipientId: award.userId,
    credential,
  });
  return id;
}

/**
 * Revokes (sets `revoked_at` on) the credentials of removed awards, or of every award of a deleted badge; those
 * already revoked keep their date. Call it before deleting the awards or the badge: their deletion unlinks the
 * credentials (the verification then still says revoked, without a date).
 */
export async function revokeBadgeCredentials(options: {
  tx: Tx;
  userBadgeIds?: number[];
  badgeId?: number;
}): Promise<void> {
  const { tx, userBadgeIds = [], badgeId } = options;
  const which: SQL[] = [];
  if (userBadgeIds.length > 0) which.push(inArray(badgeCredentials.userBadgeId, userBadgeIds));
  if (badgeId !== undefined) which.push(eq(badgeCredentials.badgeId, badgeId));
  if (which.length === 0) return;
  await tx
    .update(badgeCredentials)
    .set({ revokedAt: sql`now()` })
    .where(and(isNull(badgeCredentials.revokedAt), or(...which)));
}
