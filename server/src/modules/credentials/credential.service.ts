import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyCredential, type VerificationResult } from './signing/proofs';
import type { DbOrTx } from '../../db/client';
import { badgeCredentials, badges } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CredentialIssuer } from './credential-issuer';
import { revokedBit } from './status-list.service';

export const CREDENTIAL_MESSAGES = {
  notFound: /*i18n*/ { id: 'credentials.notFound', message: 'Credencial no encontrada' },
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A stored credential with what the public page shows of its badge today (colour, image), when it still exists,
 * and whether it is revoked as every verifier sees it: the bit of its status list; a credential of old, without
 * one, by its `revoked_at` (or its award gone).
 */
export async function findCredential(options: { db: DbOrTx; id: string }) {
  // Ids are lower-case UUIDs: anything else names no credential, without a query.
  if (!UUID.test(options.id)) throw new AppError('CREDENTIAL_NOT_FOUND', CREDENTIAL_MESSAGES.notFound);
  const [row] = await options.db
    .select({
      id: badgeCredentials.id,
      credential: badgeCredentials.credential,
      userBadgeId: badgeCredentials.userBadgeId,
      revokedAt: badgeCredentials.revokedAt,
      revocationReason: badgeCredentials.revocationReason,
      replacedBy: badgeCredentials.replacedBy,
      statusListId: badgeCredentials.statusListId,
      bitSet: revokedBit(badgeCredentials.statusListId, badgeCredentials.statusIndex),
      badgeId: badges.id,
      badgeColor: badges.badgeColor,
      badgeImagePath: badges.imagePath,
      badgeUpdatedAt: badges.updatedAt,
    })
    .from(badgeCredentials)
    .leftJoin(badges, eq(badges.id, badgeCredentials.badgeId))
    .where(eq(badgeCredentials.id, options.id));
  if (!row) throw new AppError('CREDENTIAL_NOT_FOUND', CREDENTIAL_MESSAGES.notFound);
  const { bitSet, ...stored } = row;
  const revoked =
    stored.statusListId !== null ? bitSet === true : stored.revokedAt !== null || stored.userBadgeId === null;
  return { ...stored, revoked, credential: row.credential as Record<string, unknown> };
}
export type StoredCredential = Awaited<ReturnType<typeof findCredential>>;

/**
 * Successful verifications, by credential id and the digest of what was verified: a credential never changes, and
 * verifying one (RDF canonicalization) costs milliseconds of CPU that anonymous callers could otherwise repeat at will.
 */
const VERIFIED_LIMIT = 1000;
const verified = new Map<string, string>();

async function verificationOf(stored: StoredCredential, issuer: string): Promise<VerificationResult> {
  const digest = crypto.createHash('sha256').update(issuer).update(JSON.stringify(stored.credential)).digest('base64');
  if (verified.get(stored.id) === digest) return { verified: true, problems: [] };
  const result = await verifyCredential(stored.credential, { trustedIssuers: [issuer] });
  if (result.verified) {
    verified.delete(stored.id);
    verified.set(stored.id, digest);
    if (verified.size > VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
  }
  return result;
}

/**
 * A stored credential and its verification as any verifier would do it (the signature, the issuer being this
 * school's key), with its revocation as the status list this server serves says it (`stored.revoked`).
 */
export async function verifyStoredCredential(options: { db: DbOrTx; issuer: CredentialIssuer; id: string }) {
  const stored = await findCredential(options);
  return { stored, verification: await verificationOf(stored, options.issuer.key.did) };
}
