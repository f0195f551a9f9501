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

/** What a wallet checks: the file holds a credential, its signature, its dates, its revocation status. */
export const CREDENTIAL_CHECK_IDS = ['format', 'signature', 'dates', 'status'] as const;
export type CredentialCheckId = (typeof CREDENTIAL_CHECK_IDS)[number];

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
  /** Every check passed (`not_applicable` counts as passed; `unknown` does not). */
  verified: z.boolean(),
  checks: z.array(CredentialCheckSchema),
  checked_at: z.string(),
  /** What the credential says, for showing it: null where it says nothing. */
  title: z.string(),
  issuer_name: z.string().nullable(),
  issuer_id: z.string().nullable(),
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
  /** What the asking user may do with it. */
  can: z.object({ recheck: z.boolean(), delete: z.boolean() }),
});
export type ExternalCredential = z.infer<typeof ExternalCredentialSchema>;

export const EXTERNAL_CREDENTIAL_MESSAGES = {
  fileRequired: 'Selecciona un archivo de credencial',
  fileType: 'La credencial debe ser un archivo JSON, JSON-LD, PNG o SVG',
  fileTooLarge: 'El archivo no puede superar 5 MB',
  noCredential: 'El archivo no contiene una credencial verificable',
  notFound: 'Credencial externa no encontrada',
  tooMany: `Este registro ya tiene ${EXTERNAL_CREDENTIALS_PER_TEACHER} credenciales externas`,
} as const;

/** GET /api/teachers/{id}/external-credentials: newest first (at most EXTERNAL_CREDENTIALS_PER_TEACHER). */
export const ExternalCredentialListSchema = z.object({
  items: z.array(ExternalCredentialSchema),
  /** Whether the asking user may add one to this record (they may, and the record is not full). */
  can_add: z.boolean(),
});
export type ExternalCredentialList = z.infer<typeof ExternalCredentialListSchema>;

/**
 * The 422 of POST /api/teachers/{id}/external-credentials when the credential did not verify: nothing is kept,
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
  emptyFile: 'El archivo está vacío',
  pngWithoutCredential: 'La imagen PNG no lleva una credencial incorporada (Open Badges)',
  svgWithoutCredential: 'La imagen SVG no lleva una credencial incorporada (Open Badges)',
  jsonUnreadable: 'El archivo no es un JSON válido',
  jsonWithoutCredential:
    'El JSON no contiene una credencial: ni una credencial verificable ni una presentación que la lleve',
  notVerified: 'La credencial no se guardó porque no superó todas las comprobaciones',
} as const;
