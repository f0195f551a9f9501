import { eq } from 'drizzle-orm';
import { BADGE_MESSAGES, type RecipientCheckResult } from '@contracts/badges';
import { BADGE_COLOR_MODEL_DEFAULT } from '@contracts/constants';
import type { DbOrTx } from '../../../db/client';
import { badges } from '../../../db/schema/index';
import { AppError } from '../../../lib/app-error';
import type { Throttle, ThrottleRule } from '../../../lib/throttle';
import type { FileStorage } from '../../../storage/file-storage';
import { openBadgeImage } from '../../badges/badge.service';
import { bakePng } from '../baking/bake-png';
import type { CredentialIssuer } from '../credential-issuer';
import { presentCredential } from '../credential.presenter';
import { findCredential } from '../credential.service';
import { OPEN_BADGES_V3_CONTEXT, VC_V2_CONTEXT } from '../signing/document-loader';
import { buildAchievement } from '../signing/open-badge';
import { emailMatchesIdentity } from '../signing/recipient-identity';
import { badgeFacePng, badgePng } from './badge-png';

/*
 * What anyone may read of the school's Open Badges 3.0 credentials besides the credentials themselves (issue 25):
 * the issuer's Profile and each badge's Achievement as JSON-LD at the URLs the credentials name, whether an email
 * is a credential's recipient (throttled), and the badge image with its credential baked in. Each says only what a
 * credential already shows.
 */

const LD_CONTEXT = [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT];

/** The issuer `Profile` (GET /api/issuer) exactly as every credential names it: its did:key, name and address. */
export function issuerProfile(issuer: CredentialIssuer): Record<string, unknown> {
  return { '@context': LD_CONTEXT, id: issuer.key.did, type: ['Profile'], name: issuer.name, url: issuer.url };
}

/** The public address of a badge's Achievement, its `id` in the credentials issued for it. */
export const achievementUrl = (publicUrl: string, badgeId: number) => `${publicUrl}/api/achievements/${badgeId}`;
/** The public address of a badge's image (GET /api/badges/{id}/image), its Achievement's `image`. */
export const achievementImageUrl = (publicUrl: string, badgeId: number) => `${publicUrl}/api/badges/${badgeId}/image`;

/** A badge's `Achievement` (GET /api/achievements/{id}) as new credentials embed it; 404 for a badge that is gone. */
export async function publicAchievement(options: {
  db: DbOrTx;
  issuer: CredentialIssuer;
  badgeId: number;
}): Promise<Record<string, unknown>> {
  const { issuer, badgeId } = options;
  const [badge] = await options.db
    .select({ name: badges.badgeName, description: badges.description, imagePath: badges.imagePath })
    .from(badges)
    .where(eq(badges.id, badgeId));
  if (!badge) throw new AppError('BADGE_NOT_FOUND', BADGE_MESSAGES.notFound);
  const achievement = buildAchievement(
    {
      id: achievementUrl(issuer.url, badgeId),
      name: badge.name,
      description: badge.description,
      imageUrl: badge.imagePath ? achievementImageUrl(issuer.url, badgeId) : null,
    },
    issuer.name,
  );
  return { '@context': LD_CONTEXT, ...achievement };
}

/**
 * Checks of one address, and of one credential by everybody: an email is a guess, and the credential's salt is
 * public, so the limits only make guessing through this route slow; reaching them stops nobody signing in.
 */
export const RECIPIENT_CHECK_ADDRESS_RULE: ThrottleRule = {
  name: 'recipient-check-address',
  points: 10,
  windowSeconds: 10 * 60,
};
export const RECIPIENT_CHECK_CREDENTIAL_RULE: ThrottleRule = {
  name: 'recipient-check-credential',
  points: 30,
  windowSeconds: 60 * 60,
};

export const RECIPIENT_CHECK_MESSAGES = {
  throttled: /*i18n*/ {
    id: 'credentials.recipientCheckThrottled',
    message: 'Demasiadas comprobaciones seguidas. Vuelve a intentarlo en {minutes} minuto(s).',
  },
} as const;

const objectAt = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The hashed emailAddress IdentityObject of a credential's subject, if it has one. */
export function emailIdentityOf(credential: Record<string, unknown>): { identityHash: string; salt: string } | null {
  const identifier = objectAt(credential.credentialSubject).identifier;
  const identities = Array.isArray(identifier) ? identifier : [identifier];
  for (const item of identities) {
    const identity = objectAt(item);
    if (
      identity.identityType === 'emailAddress' &&
      identity.hashed === true &&
      typeof identity.identityHash === 'string' &&
      typeof identity.salt === 'string'
    )
      return { identityHash: identity.identityHash, salt: identity.salt };
  }
  return null;
}

/**
 * POST /api/credentials/{id}/recipient-check: whether `email` is the credential's recipient, and nothing else
 * (neither the address nor the attempt is kept or logged). Counted per address, then per credential.
 */
export async function checkRecipient(options: {
  db: DbOrTx;
  throttle: Throttle;
  id: string;
  email: string;
  address: string;
}): Promise<RecipientCheckResult> {
  const { throttle } = options;
  // A caller this process already refused, for its address or for this credential, costs no round trip.
  throttle.refuseFromMemory(
    [
      { rule: RECIPIENT_CHECK_ADDRESS_RULE, key: options.address },
      { rule: RECIPIENT_CHECK_CREDENTIAL_RULE, key: options.id },
    ],
    RECIPIENT_CHECK_MESSAGES.throttled,
  );
  await throttle.takeOrRefuse(RECIPIENT_CHECK_ADDRESS_RULE, options.address, RECIPIENT_CHECK_MESSAGES.throttled);
  const stored = await findCredential({ db: options.db, id: options.id });
  await throttle.takeOrRefuse(RECIPIENT_CHECK_CREDENTIAL_RULE, stored.id, RECIPIENT_CHECK_MESSAGES.throttled);
  const identity = emailIdentityOf(stored.credential);
  if (!identity) return { matches: false, checkable: false };
  return { matches: emailMatchesIdentity(options.email, identity), checkable: true };
}

/**
 * Baked images made lately, by credential and the badge's version: a credential never changes and a badge rarely
 * does, while making one (decrypting, resizing, encoding) costs tens of milliseconds anyone could repeat at will.
 */
const BAKED_LIMIT = 50;
const baked = new Map<string, Buffer>();

/** The image of a credential's badge as a PNG: its stored image, or its face (colour and initials) without one. */
async function badgeImageOf(options: {
  db: DbOrTx;
  storage: FileStorage;
  badgeId: number | null;
  hasImage: boolean;
  name: string;
  color: string;
}): Promise<Buffer> {
  if (options.badgeId !== null && options.hasImage) {
    try {
      const image = await openBadgeImage({ db: options.db, storage: options.storage, id: options.badgeId });
      const chunks: Buffer[] = [];
      for await (const chunk of image.stream) chunks.push(chunk as Buffer);
      return await badgePng(Buffer.concat(chunks));
    } catch (error) {
      // Removed since the credential was read: the face stands in for it.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return badgeFacePng({ name: options.name, color: options.color });
}

/**
 * GET /api/credentials/{id}/baked.png: the badge's image (at most 512 px) with the signed credential, as GET
 * /api/credentials/{id} answers it, in its `openbadgecredential` iTXt chunk. A revoked credential is baked too: a
 * verifier reading it learns the revocation from the status list.
 */
export async function bakedCredentialPng(options: {
  db: DbOrTx;
  storage: FileStorage;
  id: string;
}): Promise<{ id: string; png: Buffer }> {
  const stored = await findCredential({ db: options.db, id: options.id });
  const key = `${stored.id}:${stored.badgeId ?? ''}:${stored.badgeUpdatedAt?.getTime() ?? ''}`;
  let png = baked.get(key);
  if (!png) {
    const achievement = objectAt(objectAt(stored.credential.credentialSubject).achievement);
    const name = typeof achievement.name === 'string' ? achievement.name : '';
    const image = await badgeImageOf({
      db: options.db,
      storage: options.storage,
      badgeId: stored.badgeId,
      hasImage: stored.badgeImagePath !== null,
      name,
      color: stored.badgeColor ?? BADGE_COLOR_MODEL_DEFAULT,
    });
    png = bakePng(image, JSON.stringify(presentCredential(stored.credential)));
    baked.set(key, png);
    if (baked.size > BAKED_LIMIT) baked.delete(baked.keys().next().value!);
  }
  return { id: stored.id, png };
}
