import { badgeImageUrl, type CredentialVerification } from '@contracts/badges';
import { BADGE_COLOR_MODEL_DEFAULT } from '@contracts/constants';
import type { VerificationResult } from './signing/proofs';
import type { StoredCredential } from './credential.service';

const objectAt = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textAt = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The keys of a credential in the order it was written (the database keeps JSON keys in its own order). */
const ISSUED_ORDER = [
  '@context',
  'id',
  'type',
  'name',
  'description',
  'issuer',
  'validFrom',
  'validUntil',
  'credentialSubject',
  'credentialStatus',
  'proof',
];

/** The signed credential as issued: the same JSON, its main keys back in their usual order. */
export function presentCredential(credential: Record<string, unknown>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const key of ISSUED_ORDER) if (key in credential) ordered[key] = credential[key];
  for (const [key, value] of Object.entries(credential)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}

const REVOCATION_REASONS = ['removed', 'badge_deleted', 'holder_deleted', 'reissued'] as const;
const revocationReasonOf = (reason: string | null): CredentialVerification['revocation_reason'] =>
  (REVOCATION_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as (typeof REVOCATION_REASONS)[number])
    : null;

/**
 * What the public verification page shows: the verification's result and the credential's own words (badge,
 * recipient, issuer, date, as signed); the colour and image are the badge's today, while it exists. Revoked is
 * what every verifier reads in its status list (a credential of old, without one: its revocation date, or its award
 * gone); a reissued one names the credential that replaced it.
 */
export function presentCredentialVerification({
  stored,
  verification,
}: {
  stored: StoredCredential;
  verification: VerificationResult;
}): CredentialVerification {
  const { credential } = stored;
  const subject = objectAt(credential.credentialSubject);
  const achievement = objectAt(subject.achievement);
  const issuer = objectAt(credential.issuer);
  return {
    id: stored.id,
    verified: verification.verified,
    revoked: stored.revoked,
    revoked_at: stored.revoked ? (stored.revokedAt?.toISOString() ?? null) : null,
    revocation_reason: stored.revoked ? revocationReasonOf(stored.revocationReason) : null,
    replaced_by: stored.revoked ? stored.replacedBy : null,
    problems: verification.problems,
    badge_name: textAt(achievement.name) ?? textAt(credential.name) ?? '',
    badge_description: textAt(achievement.description),
    badge_image_url:
      stored.badgeId !== null && stored.badgeImagePath && stored.badgeUpdatedAt
        ? badgeImageUrl(stored.badgeId, stored.badgeUpdatedAt.getTime())
        : null,
    badge_color: stored.badgeColor ?? BADGE_COLOR_MODEL_DEFAULT,
    recipient_name: textAt(subject.name) ?? '',
    issuer_name: textAt(issuer.name) ?? '',
    issuer_url: textAt(issuer.url) ?? '',
    valid_from: textAt(credential.validFrom) ?? '',
  };
}
