import {
  AUTHENTICITY_CHECK_IDS,
  type CredentialCheck,
  type ExternalCredentialReview,
  type ExternalCredentialVerdict,
} from '@contracts/external-credentials';
import type { ExternalVerification } from '../credentials/signing/external-verifier';
import { holderCheck, type Holder } from './holder-check';
import { issuerCheck, type KnownIssuers } from './issuer-check';

/*
 * A verification made whole for a record (issue 41): the verifier's authenticity checks (format, signature, dates,
 * status) with the issuer's and the holder's, which need what the database knows (the trusted issuers' list, the
 * teacher), placed after the signature. `verified` only when all of them passed.
 */

export interface RecordVerification extends ExternalVerification {
  recognisedIssuerName: string | null;
  verdict: Extract<ExternalCredentialVerdict, 'verified' | 'needs_review' | 'not_verified'>;
}

const passes = (check: CredentialCheck) => check.outcome === 'passed' || check.outcome === 'not_applicable';

/** Whether the file is genuine and current: every authenticity check passed (or had nothing to check). */
export function authentic(checks: readonly CredentialCheck[]): boolean {
  return AUTHENTICITY_CHECK_IDS.every((id) => {
    const found = checks.find((check) => check.id === id);
    return found !== undefined && passes(found);
  });
}

export function verdictOf(checks: readonly CredentialCheck[]): RecordVerification['verdict'] {
  if (!authentic(checks)) return 'not_verified';
  return checks.every(passes) ? 'verified' : 'needs_review';
}

/** The verification with its issuer and holder checks; `subject` is the credential's `credentialSubject`. */
export function withIssuerAndHolder(
  verification: ExternalVerification,
  facts: { subject: unknown; holder: Holder | null; known: KnownIssuers },
): RecordVerification {
  const others = verification.checks.filter((check) => check.id !== 'issuer' && check.id !== 'holder');
  const signature = others.find((check) => check.id === 'signature')?.outcome ?? 'unknown';
  const issuer = issuerCheck(
    { issuerId: verification.issuerId, claimedName: verification.issuerName, signature },
    facts.known,
  );
  const holder = holderCheck({ subject: facts.subject, holder: facts.holder, signature });
  const at = others.findIndex((check) => check.id === 'signature') + 1;
  const checks = [...others.slice(0, at), issuer.check, holder, ...others.slice(at)];
  const verdict = verdictOf(checks);
  return {
    ...verification,
    checks,
    verified: verdict === 'verified',
    verdict,
    recognisedIssuerName: issuer.recognisedName,
  };
}

/** What a kept credential is: its checks' verdict, and staff's review for one that needed it. */
export function keptVerdict(
  checks: readonly CredentialCheck[],
  review: ExternalCredentialReview | null,
): ExternalCredentialVerdict {
  const verdict = verdictOf(checks);
  if (verdict !== 'needs_review') return verdict;
  if (review === 'accepted') return 'accepted';
  if (review === 'rejected') return 'rejected';
  return 'pending_review';
}
