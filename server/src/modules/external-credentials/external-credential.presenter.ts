import type { CredentialCheck, ExternalCredential, ExternalCredentialCheck } from '@contracts/external-credentials';
import type { externalCredentials } from '../../db/schema/index';
import type { ExternalVerification } from '../credentials/signing/external-verifier';

export type ExternalCredentialRow = typeof externalCredentials.$inferSelect;
export type SourceFormat = ExternalCredentialCheck['source_format'];

/** What the `result` column keeps of a check: its checks and what the credential says of its recipient and dates. */
export interface StoredResult {
  checks: CredentialCheck[];
  recipient_name: string | null;
  valid_from: string | null;
  valid_until: string | null;
}

export function storedResultOf(verification: ExternalVerification): StoredResult {
  return {
    checks: verification.checks,
    recipient_name: verification.recipientName,
    valid_from: verification.validFrom,
    valid_until: verification.validUntil,
  };
}

/** The answer of POST /api/external-credentials/check (and of a refused upload). */
export function presentCheck(
  verification: ExternalVerification,
  sourceFormat: SourceFormat,
  checkedAt: Date,
): ExternalCredentialCheck {
  return {
    verified: verification.verified,
    checks: verification.checks,
    checked_at: checkedAt.toISOString(),
    title: verification.title,
    issuer_name: verification.issuerName,
    issuer_id: verification.issuerId,
    recipient_name: verification.recipientName,
    valid_from: verification.validFrom,
    valid_until: verification.validUntil,
    source_format: sourceFormat,
  };
}

/** A kept credential, with what the asking user may do with it (the routes are reached by those who may). */
export function presentExternalCredential(row: ExternalCredentialRow): ExternalCredential {
  const result = row.result as StoredResult;
  return {
    id: row.id,
    teacher_id: row.teacherId,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    verified: row.verified,
    checks: result.checks,
    checked_at: row.checkedAt.toISOString(),
    title: row.title,
    issuer_name: row.issuerName,
    issuer_id: row.issuerId,
    recipient_name: result.recipient_name ?? null,
    valid_from: result.valid_from ?? null,
    valid_until: result.valid_until ?? null,
    source_format: row.sourceFormat as SourceFormat,
    can: { recheck: true, delete: true },
  };
}
