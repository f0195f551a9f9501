import { z } from 'zod';

/**
 * Credentials from elsewhere (issue 25): another institution's Open Badge or Verifiable Credential, uploaded as a
 * JSON / JSON-LD file (VC 1.1 or 2.0) or a baked PNG/SVG, checked as a wallet would, and kept, with its result,
 * on a teacher's record. The checks' words are Spanish, like the teacher record they appear on.
 */
export const EXTERNAL_CREDENTIAL_MAX_BYTES = 5_000_000;
/** How many credentials one teacher's record keeps. */
export const EXTERNAL_CREDENTIALS_PER_TEACHER = 50;
export const EXTERNAL_CREDENTIAL_EXTENSIONS = ['json', 'jsonld', 'png', 'svg'] as const;

/**
 * What is checked, each apart: the file holds a credential, its signature, whether its issuer is one the school
 * recognises (its DID on the trusted issuers' list, contracts/trusted-issuers.ts), whether its holder is the person
 * whose record it is, its dates, its revocation status.
 */
export const CREDENTIAL_CHECK_IDS = ['format', 'signature', 'issuer', 'holder', 'dates', 'status'] as const;
export type CredentialCheckId = (typeof CREDENTIAL_CHECK_IDS)[number];
/**
 * The checks that say the file is genuine and current. When they pass but the issuer is not recognised or the holder
 * not confirmed, the credential may be kept only as 'pending review', for staff to accept or reject.
 */
export const AUTHENTICITY_CHECK_IDS = [
  'format',
  'signature',
  'dates',
  'status',
] as const satisfies readonly CredentialCheckId[];

/**
 * What a credential is, all checks taken together: `verified` (every check passed), `needs_review` (genuine, but
 * its issuer is not recognised or its holder not confirmed), `not_verified` (an authenticity check failed or could
 * not be made). A kept one that needed review is `pending_review` until staff `accepted` or `rejected` it.
 */
export const EXTERNAL_CREDENTIAL_VERDICTS = [
  'verified',
  'needs_review',
  'pending_review',
  'accepted',
  'rejected',
  'not_verified',
] as const;
export type ExternalCredentialVerdict = (typeof EXTERNAL_CREDENTIAL_VERDICTS)[number];
/** Staff's decision on a kept credential that needed review. */
export const EXTERNAL_CREDENTIAL_REVIEWS = ['pending', 'accepted', 'rejected'] as const;
export type ExternalCredentialReview = (typeof EXTERNAL_CREDENTIAL_REVIEWS)[number];

/**
 * passed / failed; `unknown` when the check could not be made (a status list that did not answer in time) and
 * `not_applicable` when there is nothing to check (a credential with no status entry or no dates).
 */
export const CREDENTIAL_CHECK_OUTCOMES = ['passed', 'failed', 'unknown', 'not_applicable'] as const;

export const CredentialCheckSchema = z.object({
  id: z.enum(CREDENTIAL_CHECK_IDS),
  outcome: z.enum(CREDENTIAL_CHECK_OUTCOMES),
  /** What was found, in plain words ('Firma válida (eddsa-rdfc-2022) de did:web:example.edu'). */
  message: z.string(),
});
export type CredentialCheck = z.infer<typeof CredentialCheckSchema>;

/** The result of checking one credential, kept or not. */
export const ExternalCredentialCheckSchema = z.object({
  /** Every check passed, the issuer's and the holder's too (`not_applicable` counts as passed; `unknown` does not). */
  verified: z.boolean(),
  /** `verified`, `needs_review` or `not_verified` for a check; a kept credential's adds staff's review. */
  verdict: z.enum(EXTERNAL_CREDENTIAL_VERDICTS),
  checks: z.array(CredentialCheckSchema),
  checked_at: z.string(),
  /** What the credential says, for showing it: null where it says nothing. Nothing of it is vouched for. */
  title: z.string(),
  /** The issuer's DID (or URL) the credential names; its signature check says whether its key signed it. */
  issuer_id: z.string().nullable(),
  /** The name staff gave the issuer on the trusted issuers' list (or the school's own name); null when not recognised. */
  recognised_issuer_name: z.string().nullable(),
  /** The issuer's name as the file writes it: only ever shown as what the file says, never as a recognised issuer. */
  claimed_issuer_name: z.string().nullable(),
  recipient_name: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** 'json', 'png' or 'svg'. */
  source_format: z.enum(['json', 'png', 'svg']),
});
export type ExternalCredentialCheck = z.infer<typeof ExternalCredentialCheckSchema>;

/** A credential kept on a teacher's record. */
export const ExternalCredentialSchema = ExternalCredentialCheckSchema.extend({
  id: z.number().int(),
  teacher_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  /** Staff's decision, for one kept while it needed review; null for one kept verified. */
  review: z.enum(EXTERNAL_CREDENTIAL_REVIEWS).nullable(),
  reviewed_at: z.string().nullable(),
  /** What the asking user may do with it (`review`: accept or reject it, staff only). */
  can: z.object({ recheck: z.boolean(), delete: z.boolean(), review: z.boolean() }),
});
export type ExternalCredential = z.infer<typeof ExternalCredentialSchema>;

export const EXTERNAL_CREDENTIAL_MESSAGES = {
  fileRequired: /*i18n*/ { id: 'externalCredentials.fileRequired', message: 'Selecciona un archivo de credencial' },
  fileType: /*i18n*/ {
    id: 'externalCredentials.fileType',
    message: 'La credencial debe ser un archivo JSON, JSON-LD, PNG o SVG',
  },
  fileTooLarge: /*i18n*/ { id: 'externalCredentials.fileTooLarge', message: 'El archivo no puede superar 5 MB' },
  noCredential: /*i18n*/ {
    id: 'externalCredentials.noCredential',
    message: 'El archivo no contiene una credencial verificable',
  },
  notFound: /*i18n*/ { id: 'externalCredentials.notFound', message: 'Credencial externa no encontrada' },
  /** Values: `max` (EXTERNAL_CREDENTIALS_PER_TEACHER). */
  tooMany: /*i18n*/ {
    id: 'externalCredentials.tooMany',
    message: 'Este registro ya tiene {max} credenciales externas',
  },
} as const;

/** GET /api/teachers/{id}/external-credentials: newest first (at most EXTERNAL_CREDENTIALS_PER_TEACHER). */
export const ExternalCredentialListSchema = z.object({
  items: z.array(ExternalCredentialSchema),
  /** Whether the asking user may add one to this record (they may, and the record is not full). */
  can_add: z.boolean(),
});
export type ExternalCredentialList = z.infer<typeof ExternalCredentialListSchema>;

/**
 * The 422 of POST /api/teachers/{id}/external-credentials when an authenticity check (format, signature, dates,
 * status) did not pass: nothing is kept,
 * and the answer carries the check, so the form shows which check failed and why.
 */
export const ExternalCredentialRefusalSchema = z.object({
  code: z.literal('EXTERNAL_CREDENTIAL_NOT_VERIFIED'),
  message: z.string(),
  check: ExternalCredentialCheckSchema,
});
export type ExternalCredentialRefusal = z.infer<typeof ExternalCredentialRefusalSchema>;

/** More plain words of the upload, by what the file turned out to be. */
export const EXTERNAL_CREDENTIAL_FILE_MESSAGES = {
  emptyFile: /*i18n*/ { id: 'externalCredentials.emptyFile', message: 'El archivo está vacío' },
  pngWithoutCredential: /*i18n*/ {
    id: 'externalCredentials.pngWithoutCredential',
    message: 'La imagen PNG no lleva una credencial incorporada (Open Badges)',
  },
  svgWithoutCredential: /*i18n*/ {
    id: 'externalCredentials.svgWithoutCredential',
    message: 'La imagen SVG no lleva una credencial incorporada (Open Badges)',
  },
  jsonUnreadable: /*i18n*/ { id: 'externalCredentials.jsonUnreadable', message: 'El archivo no es un JSON válido' },
  jsonWithoutCredential: /*i18n*/ {
    id: 'externalCredentials.jsonWithoutCredential',
    message: 'El JSON no contiene una credencial: ni una credencial verificable ni una presentación que la lleve',
  },
  notVerified: /*i18n*/ {
    id: 'externalCredentials.notVerified',
    message: 'La credencial no se guardó porque no superó todas las comprobaciones',
  },
  /** The 409 of a review of a credential that is not waiting for one. */
  notPendingReview: /*i18n*/ {
    id: 'externalCredentials.notPendingReview',
    message: 'Esta credencial no está pendiente de revisión',
  },
} as const;

/** POST /api/external-credentials/{id}/review (staff): accept or reject a credential kept pending review. */
export const ReviewExternalCredentialSchema = z.object({ decision: z.enum(['accepted', 'rejected']) });
export type ReviewExternalCredential = z.infer<typeof ReviewExternalCredentialSchema>;

/** POST /api/external-credentials/check?teacher_id=: the record whose holder the check compares (the caller's own when absent). */
export const CheckForRecordQuerySchema = z.object({ teacher_id: z.coerce.number().int().positive().optional() });
