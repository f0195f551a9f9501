import { z } from 'zod';
import { EMAIL_MAX, LOGIN_TEXTS } from './auth';
import { BADGE_RECIPIENT_TYPES, BADGE_TYPE_CODES } from './catalogues/badge-types';
import { BADGE_COLOR_MODEL_DEFAULT } from './constants';
import { BADGE_MESSAGES, BADGE_YEAR_MIN } from './badge-messages';
import { IdSchema } from './ids';
import { inReadersLanguage } from './i18n/texts';

export { BADGE_MESSAGES, BADGE_YEAR_MIN } from './badge-messages';

/**
 * Badges (spec §2.11, §3 badges / badge_statistics / user_badges, §5 badge form, §7 /api/badges and
 * /api/user-badges, §8 texts). Where §5 is silent ("its base rules are not shown") we decide:
 * - name: required, trimmed, 1–120 characters; code: required, trimmed, 1–20 characters of letters, digits,
 *   '-' or '_' (such as B0001), unique case-insensitively (409 BADGE_CODE_TAKEN);
 * - type: one of the four badge types; year: an integer from 2000 to next year, the current year when empty;
 * - description: optional, at most 1,000 characters; colour: a hex colour '#rrggbb' (#FFD700 when empty);
 * - image: optional, PNG, JPEG or WebP checked by its bytes (never SVG), at most BADGE_IMAGE_MAX_BYTES.
 */
export const BADGE_IMAGE_MAX_BYTES = 2_000_000;
export const BADGE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** The URL of a badge's image, versioned by the badge's last change (so it may be cached for good). */
export function badgeImageUrl(id: number, version: number): string {
  return `/api/badges/${id}/image?v=${version}`;
}

const maxYear = () => new Date().getFullYear() + 1;
const yearInvalid = inReadersLanguage(BADGE_MESSAGES.yearInvalid, () => ({ min: BADGE_YEAR_MIN, max: maxYear() }));

/** The text fields of the badge form (multipart POST/PUT /api/badges), as strings; the image is the file part. */
export const BadgeFieldsSchema = z.object({
  badge_name: z
    .string(inReadersLanguage(BADGE_MESSAGES.nameRequired))
    .trim()
    .min(1, inReadersLanguage(BADGE_MESSAGES.nameRequired))
    .max(120, inReadersLanguage(BADGE_MESSAGES.nameTooLong)),
  badge_code: z
    .string(inReadersLanguage(BADGE_MESSAGES.codeRequired))
    .trim()
    .min(1, inReadersLanguage(BADGE_MESSAGES.codeRequired))
    .regex(/^[A-Za-z0-9_-]{1,20}$/, inReadersLanguage(BADGE_MESSAGES.codeFormat)),
  badge_type: z.enum(BADGE_TYPE_CODES, inReadersLanguage(BADGE_MESSAGES.typeInvalid)),
  year: z.preprocess(
    (value) => (value === undefined || value === '' ? new Date().getFullYear() : Number(value)),
    z
      .number(yearInvalid)
      .int(yearInvalid)
      .min(BADGE_YEAR_MIN, yearInvalid)
      .refine((year) => year <= maxYear(), yearInvalid),
  ),
  description: z
    .string()
    .trim()
    .max(1000, inReadersLanguage(BADGE_MESSAGES.descriptionTooLong))
    .optional()
    .transform((value) => value || null),
  badge_color: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || BADGE_COLOR_MODEL_DEFAULT)
    .pipe(z.string().regex(/^#[0-9A-Fa-f]{6}$/, inReadersLanguage(BADGE_MESSAGES.colorInvalid))),
});
export type BadgeFieldsInput = z.input<typeof BadgeFieldsSchema>;
export type BadgeFields = z.output<typeof BadgeFieldsSchema>;

export const BadgeSchema = z.object({
  id: z.number(),
  badge_name: z.string(),
  badge_code: z.string(),
  badge_type: z.string(),
  year: z.number(),
  description: z.string().nullable(),
  badge_color: z.string(),
  /** GET /api/badges/{id}/image when the badge has an image (with ?v= that changes when it does), else null. */
  image_url: z.string().nullable(),
  assigned_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Badge = z.infer<typeof BadgeSchema>;
export const BadgeListSchema = z.object({ badges: z.array(BadgeSchema) });

/** POST /api/user-badges/assign. */
export const AssignBadgeSchema = z.object({
  badgeId: IdSchema,
  userType: z.enum(BADGE_RECIPIENT_TYPES),
  userId: IdSchema,
  notes: z
    .string()
    .trim()
    .max(500, inReadersLanguage(BADGE_MESSAGES.notesTooLong))
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type AssignBadge = z.output<typeof AssignBadgeSchema>;

/** A badge held by a teacher, student or staff member (GET /api/user-badges/{userType}/{userId}). */
export const RecipientBadgeSchema = z.object({
  id: z.number(),
  badge_id: z.number(),
  badge_name: z.string(),
  badge_code: z.string(),
  badge_type: z.string(),
  badge_color: z.string(),
  image_url: z.string().nullable(),
  year: z.number(),
  description: z.string().nullable(),
  awarded_at: z.string(),
  /** The users.id of the staff member who awarded it (null once that account is gone). */
  awarded_by: z.number().nullable(),
  notes: z.string().nullable(),
  /** The Open Badges 3.0 credential of this award: GET /api/credentials/{credential_id}; the public page /credentials/{credential_id}. */
  credential_id: z.string().nullable(),
});
export type RecipientBadge = z.infer<typeof RecipientBadgeSchema>;

/** A person's badges, and whether the caller is offered their credentials' links (staff and the holder themself). */
export const RecipientBadgeListSchema = z.object({
  badges: z.array(RecipientBadgeSchema),
  can_share_credentials: z.boolean(),
});
export type RecipientBadgeList = z.infer<typeof RecipientBadgeListSchema>;

/** GET /api/credentials/{id}/verify (public): what the public page shows. */
export const CredentialVerificationSchema = z.object({
  id: z.string(),
  verified: z.boolean(),
  revoked: z.boolean(),
  revoked_at: z.string().nullable(),
  /**
   * Why it was revoked (null when it is not): the award removed, the badge deleted, its holder deleted, or
   * reissued (replaced by the credential `replaced_by`, with a status entry any verifier reads).
   */
  revocation_reason: z.enum(['removed', 'badge_deleted', 'holder_deleted', 'reissued']).nullable(),
  replaced_by: z.string().nullable(),
  /** Why it did not verify, in plain words; empty when it did. */
  problems: z.array(z.string()),
  badge_name: z.string(),
  badge_description: z.string().nullable(),
  badge_image_url: z.string().nullable(),
  badge_color: z.string(),
  recipient_name: z.string(),
  issuer_name: z.string(),
  issuer_url: z.string(),
  valid_from: z.string(),
});
export type CredentialVerification = z.infer<typeof CredentialVerificationSchema>;

const RECIPIENT_CHECK_EMAIL_ERROR = inReadersLanguage(LOGIN_TEXTS.invalidEmail);

/** POST /api/credentials/{id}/recipient-check (public, throttled): is this the recipient's email? */
export const RecipientCheckSchema = z.object({
  email: z.email(RECIPIENT_CHECK_EMAIL_ERROR).max(EMAIL_MAX, RECIPIENT_CHECK_EMAIL_ERROR),
});
export type RecipientCheckInput = z.infer<typeof RecipientCheckSchema>;

/**
 * The answer, and nothing else: `matches` whether the email hashes to the credential's recipient (its
 * emailAddress IdentityObject); `checkable` false for a credential that names its recipient by name alone
 * (issued before recipients were hashed emails), whose answer is then always `matches: false`.
 */
export const RecipientCheckResultSchema = z.object({ matches: z.boolean(), checkable: z.boolean() });
export type RecipientCheckResult = z.infer<typeof RecipientCheckResultSchema>;
