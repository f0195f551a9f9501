import type {
  ExternalCredential,
  ExternalCredentialCheck,
  ExternalCredentialReview,
} from '@contracts/external-credentials';
import type { externalCredentials } from '../../db/schema/index';
import {
  writtenCheck,
  writtenText,
  type CheckText,
  type VerifierCheck,
} from '../credentials/signing/external/check-texts';
import { keptVerdict, type RecordVerification } from './record-verdict';

export type ExternalCredentialRow = typeof externalCredentials.$inferSelect;
export type SourceFormat = ExternalCredentialCheck['source_format'];

/**
 * What the `result` column keeps of a check: its checks (the issuer's and the holder's among them), the name the
 * school knows the issuer by (null when not recognised), and what the credential says of its recipient and dates.
 */
export interface StoredResult {
  /** With their words as ids and values where known (`text`), written in the reader's language when answered. */
  checks: VerifierCheck[];
  /** The title's words where the credential names nothing ('Credencial'): written in the reader's language. */
  title_text?: CheckText;
  recognised_issuer_name?: string | null;
  recipient_name: string | null;
  valid_from: string | null;
  valid_until: string | null;
}

export function storedResultOf(verification: RecordVerification): StoredResult {
  return {
    checks: verification.checks,
    ...(verification.titleText ? { title_text: verification.titleText } : {}),
    recognised_issuer_name: verification.recognisedIssuerName,
    recipient_name: verification.recipientName,
    valid_from: verification.validFrom,
    valid_until: verification.validUntil,
  };
}

/** The answer of POST /api/external-credentials/check (and of a refused upload). */
export function presentCheck(
  verification: RecordVerification,
  sourceFormat: SourceFormat,
  checkedAt: Date,
): ExternalCredentialCheck {
  return {
    verified: verification.verified,
    verdict: verification.verdict,
    checks: verification.checks.map(writtenCheck),
    checked_at: checkedAt.toISOString(),
    title: verification.titleText ? writtenText(verification.titleText) : verification.title,
    issuer_id: verification.issuerId,
    recognised_issuer_name: verification.recognisedIssuerName,
    claimed_issuer_name: verification.issuerName,
    recipient_name: verification.recipientName,
    valid_from: verification.validFrom,
    valid_until: verification.validUntil,
    source_format: sourceFormat,
  };
}

/**
 * A kept credential, with what the asking user may do with it (the routes are reached by those who may; `review`,
 * accepting or rejecting one pending review, is staff's).
 */
export function presentExternalCredential(
  row: ExternalCredentialRow,
  abilities: { review: boolean } = { review: false },
): ExternalCredential {
  const result = row.result as StoredResult;
  const review = row.review as ExternalCredentialReview | null;
  const verdict = keptVerdict(result.checks, review);
  const issuerRecognised = result.checks.some((check) => check.id === 'issuer' && check.outcome === 'passed');
  return {
    id: row.id,
    teacher_id: row.teacherId,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    verified: row.verified,
    verdict,
    review,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    checks: result.checks.map(writtenCheck),
    checked_at: row.checkedAt.toISOString(),
    title: result.title_text ? writtenText(result.title_text) : row.title,
    issuer_id: row.issuerId,
    recognised_issuer_name: issuerRecognised ? (result.recognised_issuer_name ?? null) : null,
    claimed_issuer_name: row.issuerName,
    recipient_name: result.recipient_name ?? null,
    valid_from: result.valid_from ?? null,
    valid_until: result.valid_until ?? null,
    source_format: row.sourceFormat as SourceFormat,
    can: { recheck: true, delete: true, review: abilities.review && verdict === 'pending_review' },
  };
}
