import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyCredential, type VerificationResult } from './signing/proofs';
import type { DbOrTx } from '../../db/client';
import { badgeCredentials, badges } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CredentialIssuer } from './credential-issuer';

export const CREDENTIAL_MESSAGES = {
  notFound: 'Credencial no encontrada',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A stored credential with what the public page shows of its badge today (colour, image), when it still exists. */
export async function findCredential(options: { db: DbOrTx; id: string }) {
  // Ids are lower-case UUIDs: anything else names no credential, without a query.
  if (!UUID.test(options.id)) throw new AppError('CREDENTIAL_NOT_FOUND', CREDENTIAL_MESSAGES.notFound);
  const [row] = await options.db
    .select({
      id: badgeCredentials.id,
      credential: badgeCredentials.credential,
      userBadgeId: badgeCredentials.userBadgeId,
      revokedAt: badgeCredentials.revokedAt,
      badgeId: badges.id,
      badgeColor: badges.badgeColor,
      badgeImagePath: badges.imagePath,
      badgeUpdatedAt: badges.updatedAt,
    })
    .from(badgeCredentials)
    .leftJoin(badges, eq(badges.id, badgeCredentials.badgeId))
    .where(eq(badgeCredentials.id, options.id));
  if (!row) throw new AppError('CREDENTIAL_NOT_FOUND', CREDENTIAL_MESSAGES.notFound);
  return { ...row, credential: row.credential as Record<string, unknown> };
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
 * A stored credential and its verification as any verifier would do it offline (the signature, the issuer being
 * this school's key), plus its revocation, which only this server knows.
 */
export async function verifyStoredCredential(options: { db: DbOrTx; issuer: CredentialIssuer; id: string }) {
  const stored = await findCredential(options);
  return { stored, verification: await verificationOf(stored, options.issuer.key.did) };
}
