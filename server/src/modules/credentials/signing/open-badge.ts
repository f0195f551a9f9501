import { OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from './document-loader';
import { emailIdentityObject } from './recipient-identity';

/** Everything an award's credential says, as plain data. */
export interface BadgeAward {
  /** A random UUID: the credential is `urn:uuid:<credentialId>`. */
  credentialId: string;
  issuer: {
    /** The signing key's did:key. */
    id: string;
    name: string;
    url: string;
  };
  recipientName: string;
  /** The recipient's email, hashed with a salt into the subject's IdentityObject; empty: the name identifies them. */
  recipientEmail: string;
  /** A fixed salt for the email's hash (tests); a random one by default. */
  recipientSalt?: string;
  awardedAt: Date;
  /** Its entry in a Bitstring Status List (purpose revocation); none for the credentials of old. */
  status?: {
    /** The status list credential's URL (GET /api/credentials/status/{listId}). */
    listUrl: string;
    index: number;
  };
  achievement: {
    /** The badge's public Achievement URL (GET /api/achievements/{badgeId}). */
    id: string;
    name: string;
    description: string | null;
    /** The badge's public image, or null without one. */
    imageUrl: string | null;
  };
}

/** An XSD dateTimeStamp to the second, in UTC (`2026-11-23T10:15:00Z`). */
export function dateTimeStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * A badge as its credentials embed it, an Open Badges 3.0 `Achievement` (also served alone, as JSON-LD, at its id):
 * without a description of its own, a sentence naming the badge and the issuer describes it.
 */
export function buildAchievement(achievement: BadgeAward['achievement'], issuerName: string): Record<string, unknown> {
  const description = achievement.description?.trim() || `Badge «${achievement.name}» otorgado por ${issuerName}.`;
  return {
    id: achievement.id,
    type: ['Achievement'],
    achievementType: 'Badge',
    name: achievement.name,
    description,
    criteria: { narrative: description },
    ...(achievement.imageUrl ? { image: { id: achievement.imageUrl, type: 'Image' } } : {}),
  };
}

/** The subject's identifier: the salted SHA-256 of the recipient's email, or (no email) the plain name. */
function recipientIdentifier(award: BadgeAward) {
  if (award.recipientEmail.trim() !== '') return emailIdentityObject(award.recipientEmail, award.recipientSalt);
  return { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: award.recipientName };
}

/** A BitstringStatusListEntry (purpose revocation): bit `index` of the list at `listUrl`. */
export function statusEntry(status: { listUrl: string; index: number }): Record<string, string> {
  return {
    id: `${status.listUrl}#${status.index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(status.index),
    statusListCredential: status.listUrl,
  };
}

/**
 * The unsigned Open Badges 3.0 `OpenBadgeCredential` (a W3C VC 2.0) of one award: the school as a Profile, the
 * recipient as an AchievementSubject with their plain name and an IdentityObject anyone who knows their email can
 * confirm (`emailAddress`, hashed with a salt; Open Badges asks for an `id` or an `identifier` and recipients have
 * no DID), the badge as its public Achievement, and the entry of a status list that says whether it was revoked.
 */
export function buildOpenBadgeCredential(award: BadgeAward): Record<string, unknown> {
  const { achievement, issuer } = award;
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT],
    id: `urn:uuid:${award.credentialId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: achievement.name,
    issuer: { id: issuer.id, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: dateTimeStamp(award.awardedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: award.recipientName,
      identifier: [recipientIdentifier(award)],
      achievement: buildAchievement(achievement, issuer.name),
    },
    ...(award.status ? { credentialStatus: statusEntry(award.status) } : {}),
  };
}
