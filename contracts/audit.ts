import { z } from 'zod';
import { IdSchema } from './ids';
import { ListQuerySchema } from './lists';
import { inReadersLanguage } from './i18n/texts';

/** What a masked value is written as in the audit log: the field changed, its value is not kept. */
export const AUDIT_MASK = '••••';

/** One field's change: its value before and after (null where it had none; AUDIT_MASK where it is secret). */
export const FieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  activity: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.number().nullable(),
  /**
   * The subject's name now, for the kinds that have one (AUDIT_NAMED_ENTITY_TYPES: a teacher's or student's full
   * name, a user's username, a course's or badge's name); null when the subject was deleted or its kind has none.
   */
  entity_name: z.string().nullable(),
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  ip_address: z.string().nullable(),
  /** Field → before and after; null for entries that record an event rather than a change of fields. */
  changes: z.record(z.string(), FieldChangeSchema).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const isoDate = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}$/,
    inReadersLanguage(/*i18n*/ { id: 'validation.dateFormat', message: 'Use a date as YYYY-MM-DD.' }),
  )
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    inReadersLanguage(/*i18n*/ { id: 'validation.dateFormat', message: 'Use a date as YYYY-MM-DD.' }),
  );

/**
 * GET /api/audit and /api/audit.csv: newest first, filtered by person, kind of entity and whole days (UTC, from and
 * to included) — each an index range, so a page costs the same with a million entries (no free-text search, which
 * could not). Pages as every list (limit, cursor); the total is capped like a search's.
 */
export const AuditQuerySchema = ListQuerySchema.omit({ q: true }).extend({
  user_id: IdSchema.optional(),
  entity_type: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** The kinds of entity the log records, for the filter. */
export const AUDIT_ENTITY_TYPES = [
  'teacher',
  'student',
  'course',
  'badge',
  'document',
  'user',
  'idea',
  'grade',
  'sso_provider',
  'setting',
  'portfolio_technique',
  'trusted_issuer',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The kinds of entity whose entries carry their subject's name (entity_name); null there means deleted. */
export const AUDIT_NAMED_ENTITY_TYPES = ['teacher', 'student', 'user', 'course', 'badge'] as const;
export type AuditNamedEntityType = (typeof AUDIT_NAMED_ENTITY_TYPES)[number];
