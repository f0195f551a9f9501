/**
 * The faculty record (issue 45): what a teacher does, professionally and creatively, entry by entry, with its
 * evidence (documents of the unified document system and works of the teacher's portfolio, linked, not copied), who
 * sees it (staff only, or everyone signed in) and staff's verification. The teacher keeps their own record; staff
 * keep anyone's, verify an entry against its evidence or return it with a reason. Texts are declared in Spanish and
 * written in the reader's language (decision 040).
 */
import { z } from 'zod';
import { isCountryCode } from './countries';
import { inReadersLanguage, translate, type Text } from './i18n/texts';
import { isRealDate } from './calendar-days';

export const ACTIVITY_KINDS = [
  'production_credit',
  'exhibition',
  'award',
  'commission',
  'talk',
  'residency',
  'publication',
  'jury_service',
  'other',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a production credit is for. */
export const ACTIVITY_PRODUCTION_TYPES = ['game', 'film', 'series', 'vfx', 'music', 'other'] as const;
export const ACTIVITY_FORMATS = ['solo', 'group'] as const;
export const ACTIVITY_SELECTIONS = ['juried', 'curated', 'invited', 'open'] as const;
export const ACTIVITY_SCOPES = ['local', 'national', 'international'] as const;
/** 'staff': staff and the teacher; 'school': everyone signed in (the Trombinoscopio's audience). */
export const ACTIVITY_VISIBILITIES = ['staff', 'school'] as const;
export const ACTIVITY_REVIEW_STATES = ['pending', 'verified', 'returned'] as const;
export type ActivityScope = (typeof ACTIVITY_SCOPES)[number];
export type ActivitySelection = (typeof ACTIVITY_SELECTIONS)[number];
export type ActivityVisibility = (typeof ACTIVITY_VISIBILITIES)[number];
export type ActivityReviewState = (typeof ACTIVITY_REVIEW_STATES)[number];

export const ACTIVITY_MAX_LINKS = 5;
export const ACTIVITY_MAX_EVIDENCE = 10;
/** How many entries one teacher's record holds at most. */
export const ACTIVITY_MAX_ENTRIES = 500;
export const ACTIVITY_PAGE_SIZE = 50;

/** The fields each kind asks for besides the common ones (title, dates, description, links, evidence, visibility). */
export const ACTIVITY_KIND_FIELDS: Record<ActivityKind, { required: readonly string[]; optional: readonly string[] }> =
  {
    production_credit: { required: ['production_type', 'role'], optional: ['organization', 'platform_or_medium'] },
    exhibition: {
      required: ['organization', 'format', 'selection', 'scope'],
      optional: ['city', 'country'],
    },
    award: { required: ['organization'], optional: ['scope', 'selection', 'city', 'country'] },
    commission: { required: ['organization'], optional: ['role'] },
    talk: { required: ['organization'], optional: ['scope', 'city', 'country', 'role'] },
    residency: { required: ['organization'], optional: ['city', 'country', 'scope'] },
    publication: { required: ['organization'], optional: ['role'] },
    jury_service: { required: ['organization', 'role'], optional: ['scope'] },
    other: { required: [], optional: ['organization', 'role', 'city', 'country', 'scope'] },
  };

export const ACTIVITY_MESSAGES = {
  kindInvalid: /*i18n*/ { id: 'activity.kindInvalid', message: 'Tipo de actividad desconocido' },
  titleRequired: /*i18n*/ { id: 'activity.titleRequired', message: 'El título es obligatorio' },
  titleTooLong: /*i18n*/ { id: 'activity.titleTooLong', message: 'Máximo 200 caracteres' },
  startRequired: /*i18n*/ {
    id: 'activity.startRequired',
    message: 'La fecha de inicio es obligatoria (AAAA-MM-DD)',
  },
  dateInvalid: /*i18n*/ { id: 'activity.dateInvalid', message: 'Fecha inválida: escribe AAAA-MM-DD' },
  endBeforeStart: /*i18n*/ {
    id: 'activity.endBeforeStart',
    message: 'La fecha de fin no puede ser anterior a la de inicio',
  },
  descriptionTooLong: /*i18n*/ { id: 'activity.descriptionTooLong', message: 'Máximo 4000 caracteres' },
  fieldTooLong: /*i18n*/ { id: 'activity.fieldTooLong', message: 'Máximo 200 caracteres' },
  /** Shown at the field the entry's kind asks for. */
  fieldRequired: /*i18n*/ { id: 'activity.fieldRequired', message: 'Este tipo de actividad pide este dato' },
  choiceInvalid: /*i18n*/ { id: 'activity.choiceInvalid', message: 'Elige una de las opciones' },
  countryInvalid: /*i18n*/ { id: 'activity.countryInvalid', message: 'País inválido' },
  linkInvalid: /*i18n*/ { id: 'activity.linkInvalid', message: 'Cada enlace debe empezar por http:// o https://' },
  /** Values: `max`. */
  tooManyLinks: /*i18n*/ { id: 'activity.tooManyLinks', message: 'Como máximo {max} enlaces' },
  /** Values: `max`. */
  tooMuchEvidence: /*i18n*/ { id: 'activity.tooMuchEvidence', message: 'Como máximo {max} evidencias' },
  evidenceNotOwn: /*i18n*/ {
    id: 'activity.evidenceNotOwn',
    message: 'La evidencia debe ser un documento o una obra del propio profesor',
  },
  visibilityInvalid: /*i18n*/ { id: 'activity.visibilityInvalid', message: 'Visibilidad inválida' },
  notFound: /*i18n*/ { id: 'activity.notFound', message: 'Actividad no encontrada' },
  /** Values: `max`. */
  tooMany: /*i18n*/ { id: 'activity.tooMany', message: 'El registro ya tiene {max} actividades' },
  reasonRequired: /*i18n*/ {
    id: 'activity.reasonRequired',
    message: 'Escribe el motivo por el que se devuelve la actividad',
  },
  noteRequired: /*i18n*/ {
    id: 'activity.noteRequired',
    message: 'Escribe contra qué evidencia se verificó la actividad',
  },
  noteTooLong: /*i18n*/ { id: 'activity.noteTooLong', message: 'Máximo 1000 caracteres' },
} as const satisfies Record<string, Text>;

const day = (message: Text) =>
  z.string(inReadersLanguage(message)).refine(isRealDate, inReadersLanguage(ACTIVITY_MESSAGES.dateInvalid));

const shortText = () =>
  z
    .string()
    .trim()
    .max(200, inReadersLanguage(ACTIVITY_MESSAGES.fieldTooLong))
    .optional()
    .nullable()
    .transform((value) => value || null);
const choice = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .enum(values, inReadersLanguage(ACTIVITY_MESSAGES.choiceInvalid))
    .optional()
    .nullable()
    .transform((value) => value ?? null);

const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

/** POST /api/teachers/{id}/activity and PUT /api/activity/{entryId}: the whole entry. */
export const ActivityEntryInputSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, inReadersLanguage(ACTIVITY_MESSAGES.kindInvalid)),
    title: z
      .string(inReadersLanguage(ACTIVITY_MESSAGES.titleRequired))
      .trim()
      .min(1, inReadersLanguage(ACTIVITY_MESSAGES.titleRequired))
      .max(200, inReadersLanguage(ACTIVITY_MESSAGES.titleTooLong)),
    start_date: day(ACTIVITY_MESSAGES.startRequired),
    end_date: day(ACTIVITY_MESSAGES.dateInvalid)
      .optional()
      .nullable()
      .transform((value) => value ?? null),
    description: z
      .string()
      .trim()
      .max(4000, inReadersLanguage(ACTIVITY_MESSAGES.descriptionTooLong))
      .optional()
      .nullable()
      .transform((value) => value || null),
    organization: shortText(),
    role: shortText(),
    city: shortText(),
    country: shortText().refine(
      (value) => value === null || isCountryCode(value),
      inReadersLanguage(ACTIVITY_MESSAGES.countryInvalid),
    ),
    production_type: choice(ACTIVITY_PRODUCTION_TYPES),
    platform_or_medium: shortText(),
    format: choice(ACTIVITY_FORMATS),
    selection: choice(ACTIVITY_SELECTIONS),
    scope: choice(ACTIVITY_SCOPES),
    links: z
      .array(
        z
          .string()
          .trim()
          .max(500, inReadersLanguage(ACTIVITY_MESSAGES.linkInvalid))
          .regex(HTTP_LINK, {
            ...inReadersLanguage(ACTIVITY_MESSAGES.linkInvalid),
          }),
      )
      .max(ACTIVITY_MAX_LINKS, inReadersLanguage(ACTIVITY_MESSAGES.tooManyLinks, { max: ACTIVITY_MAX_LINKS }))
      .optional()
      .transform((value) => value ?? []),
    /** Ids of the teacher's own documents (unified document system). */
    document_ids: z
      .array(z.number().int().positive())
      .max(ACTIVITY_MAX_EVIDENCE, inReadersLanguage(ACTIVITY_MESSAGES.tooMuchEvidence, { max: ACTIVITY_MAX_EVIDENCE }))
      .optional()
      .transform((value) => [...new Set(value ?? [])]),
    /** Ids of the teacher's own portfolio works. */
    work_ids: z
      .array(z.number().int().positive())
      .max(ACTIVITY_MAX_EVIDENCE, inReadersLanguage(ACTIVITY_MESSAGES.tooMuchEvidence, { max: ACTIVITY_MAX_EVIDENCE }))
      .optional()
      .transform((value) => [...new Set(value ?? [])]),
    visibility: z
      .enum(ACTIVITY_VISIBILITIES, inReadersLanguage(ACTIVITY_MESSAGES.visibilityInvalid))
      .optional()
      .transform((value) => value ?? 'staff'),
  })
  .superRefine((entry, context) => {
    if (entry.end_date && entry.end_date < entry.start_date)
      context.addIssue({ code: 'custom', path: ['end_date'], message: translate(ACTIVITY_MESSAGES.endBeforeStart) });
    for (const field of ACTIVITY_KIND_FIELDS[entry.kind].required)
      if (entry[field as keyof typeof entry] === null)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: translate(ACTIVITY_MESSAGES.fieldRequired),
        });
  });
export type ActivityEntryInput = z.input<typeof ActivityEntryInputSchema>;
export type ActivityEntryFields = z.output<typeof ActivityEntryInputSchema>;

/** POST /api/activity/{entryId}/verify (staff): against which evidence it was checked. */
export const ActivityVerifySchema = z.object({
  note: z
    .string(inReadersLanguage(ACTIVITY_MESSAGES.noteRequired))
    .trim()
    .min(1, inReadersLanguage(ACTIVITY_MESSAGES.noteRequired))
    .max(1000, inReadersLanguage(ACTIVITY_MESSAGES.noteTooLong)),
});

/** POST /api/activity/{entryId}/return (staff): why, for the teacher (notified). */
export const ActivityReturnSchema = z.object({
  reason: z
    .string(inReadersLanguage(ACTIVITY_MESSAGES.reasonRequired))
    .trim()
    .min(1, inReadersLanguage(ACTIVITY_MESSAGES.reasonRequired))
    .max(1000, inReadersLanguage(ACTIVITY_MESSAGES.noteTooLong)),
});

export const ActivityEvidenceSchema = z.object({
  documents: z.array(z.object({ id: z.number().int(), name: z.string() })),
  works: z.array(z.object({ id: z.number().int(), title: z.string() })),
});

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string().nullable(),
  organization: z.string().nullable(),
  role: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  production_type: z.enum(ACTIVITY_PRODUCTION_TYPES).nullable(),
  platform_or_medium: z.string().nullable(),
  format: z.enum(ACTIVITY_FORMATS).nullable(),
  selection: z.enum(ACTIVITY_SELECTIONS).nullable(),
  scope: z.enum(ACTIVITY_SCOPES).nullable(),
  links: z.array(z.string()),
  visibility: z.enum(ACTIVITY_VISIBILITIES),
  /** The evidence the reader may see: a student or another teacher sees none of the documents. */
  evidence: ActivityEvidenceSchema,
  review: z.object({
    state: z.enum(ACTIVITY_REVIEW_STATES),
    /** Who verified or returned it, and when; the note (verified) or the reason (returned). */
    by: z.string().nullable(),
    at: z.string().nullable(),
    note: z.string().nullable(),
  }),
  updated_at: z.string(),
  can: z.object({ edit: z.boolean(), delete: z.boolean(), review: z.boolean() }),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** GET /api/teachers/{id}/activity?kind&cursor&limit: newest first (start date, then id), the one list pattern. */
export const ActivityListQuerySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const ActivityListSchema = z.object({
  items: z.array(ActivityEntrySchema),
  next_cursor: z.string().nullable(),
  total: z.number().int(),
  /** The reader may add entries to this record (the teacher themself, or staff). */
  can: z.object({ add: z.boolean() }),
});
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** GET /api/teachers/{id}/teaching-history: courses taught by term, from the courses, rosters and grades. */
export const TeachingTermSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  /** The term as the grades and rosters name it (contracts/catalogues/semesters.ts); null for a grade without one. */
  academic_year: z.number().int().nullable(),
  semester: z.string().nullable(),
  students: z.number().int(),
  graded: z.number().int(),
});
export type TeachingTerm = z.infer<typeof TeachingTermSchema>;
export const TeachingHistorySchema = z.object({ items: z.array(TeachingTermSchema) });
export type TeachingHistory = z.infer<typeof TeachingHistorySchema>;
