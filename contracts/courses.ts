import { z } from 'zod';
import { COURSE_DURATION_CODES, DEFAULT_COURSE_DURATION } from './catalogues/course-durations';
import { EXPERTISE_AREA_CODES } from './catalogues/expertise-areas';
import { COURSE_BADGE_LIMIT } from './constants';
import { DocumentSchema } from './documents';
import { ID_MAX, IdSchema } from './ids';
import { ListQuerySchema } from './lists';
import { inReadersLanguage } from './i18n/texts';

/**
 * What the caller may do with a course, as the courses' and grades' rules decide it (course.policy.ts, and
 * grade.policy.ts for `grade`: record its grades).
 */
export const CourseAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean(), grade: z.boolean() });
export type CourseAbilities = z.infer<typeof CourseAbilitiesSchema>;

export const CourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  course_code: z.string(),
  duration_type: z.array(z.string()),
  teacher_id: z.number().nullable(),
  /** The assigned teacher's full name (null without one), so lists name the teacher without asking per row. */
  teacher_name: z.string().nullable(),
  description: z.string().nullable(),
  is_special: z.boolean(),
  has_badge: z.boolean(),
  badge_code: z.string().nullable(),
  bibliography: z.array(z.string()),
  /** Expertise-area codes of the catalogue: what a teacher of this course should know (staffing by skill). */
  expertise_areas: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  can: CourseAbilitiesSchema,
});
export type Course = z.infer<typeof CourseSchema>;

/** The badges of a course as the detail shows them: in the order of badge_code, with their image and colour. */
export const CourseBadgeSchema = z.object({
  badge_code: z.string(),
  badge_name: z.string(),
  badge_color: z.string(),
  image_url: z.string().nullable(),
});
export type CourseBadge = z.infer<typeof CourseBadgeSchema>;

/** The assigned teacher as anyone signed in may see them. */
export const CourseTeacherSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  teacher_code: z.string().nullable(),
  email: z.string(),
  profile_photo: z.string().nullable(),
  expertise_areas: z.array(z.string()),
});
export type CourseTeacher = z.infer<typeof CourseTeacherSchema>;

/**
 * GET /api/courses/{id}: the course, its teacher, its badges and its resources (documents of owner kind course).
 * Resources are listed for those who may read them (staff and the course's teacher); for anyone else the list is
 * empty and `resources_visible` is false.
 */
export const CourseDetailSchema = CourseSchema.extend({
  teacher: CourseTeacherSchema.nullable(),
  badges: z.array(CourseBadgeSchema),
  resources: z.array(DocumentSchema),
  resources_visible: z.boolean(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** GET /api/courses: the list query plus the 'Con Badge' tab and the courses of one teacher. */
export const CourseListQuerySchema = ListQuerySchema.extend({
  has_badge: z
    .enum(
      ['true', 'false'],
      inReadersLanguage(/*i18n*/ { id: 'courses.hasBadgeInvalid', message: 'has_badge debe ser true o false' }),
    )
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  teacher_id: IdSchema.optional(),
});
export type CourseListQuery = z.output<typeof CourseListQuerySchema>;

/** One teacher offered for a course, best fit first (GET /api/courses/{id}/teacher-suggestions). */
export const TeacherSuggestionSchema = z.object({
  teacher: z.object({
    id: z.number(),
    full_name: z.string(),
    teacher_code: z.string().nullable(),
    profile_photo: z.string().nullable(),
  }),
  score: z.number(),
  shared_areas: z.array(z.string()),
  matching_badges: z.array(z.string()),
  course_count: z.number(),
  /** Why, in words for the picker: '3 áreas en común', 'tiene el badge B0003', '2 cursos asignados'. */
  reasons: z.array(z.string()),
});
export type TeacherSuggestion = z.infer<typeof TeacherSuggestionSchema>;

/**
 * A comma-separated text or a list of codes, as one trimmed list without repeats; codes are matched without regard
 * to case (as the server matches them), so 'b0001' after 'B0001' is the same code and dropped.
 */
const codeList = (value: unknown): unknown => {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  return list
    .map((code) => (typeof code === 'string' ? code.trim() : code))
    .filter((code) => {
      if (code === '') return false;
      if (typeof code !== 'string') return true;
      const key = code.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const BadgeCodesSchema = z.preprocess(
  codeList,
  z
    .array(
      z
        .string(inReadersLanguage(/*i18n*/ { id: 'courses.badgeCodeInvalid', message: 'Código de badge inválido' }))
        .max(40, inReadersLanguage(/*i18n*/ { id: 'courses.badgeCodeInvalid', message: 'Código de badge inválido' })),
      inReadersLanguage(/*i18n*/ { id: 'courses.badgesInvalid', message: 'Badges inválidos' }),
    )
    .max(
      COURSE_BADGE_LIMIT,
      inReadersLanguage(
        /*i18n*/ { id: 'courses.badgesTooMany', message: 'Máximo {max} badges por curso' },
        {
          max: COURSE_BADGE_LIMIT,
        },
      ),
    ),
);

/** GET /api/courses/teacher-suggestions: the ranking for a course not saved yet. */
export const TeacherSuggestionQuerySchema = z.object({
  expertise_areas: z
    .preprocess(
      codeList,
      z
        .array(
          z.enum(
            EXPERTISE_AREA_CODES,
            inReadersLanguage(
              /*i18n*/ { id: 'validation.expertiseAreaInvalid', message: 'Área de especialidad inválida' },
            ),
          ),
        )
        .max(50),
    )
    .default([]),
  badge_code: BadgeCodesSchema.default([]),
  exclude_course_id: IdSchema.optional(),
});
export type TeacherSuggestionQuery = z.output<typeof TeacherSuggestionQuerySchema>;

/** A bibliography entry: an http(s) address (§5 'Debe ser una URL válida'). */
export const BibliographyUrlSchema = z
  .string(inReadersLanguage(/*i18n*/ { id: 'validation.urlInvalid', message: 'Debe ser una URL válida' }))
  .trim()
  .max(500, inReadersLanguage(/*i18n*/ { id: 'validation.max500', message: 'Máximo 500 caracteres' }))
  .pipe(
    z.url({
      protocol: /^https?$/,
      ...inReadersLanguage(/*i18n*/ { id: 'validation.urlInvalid', message: 'Debe ser una URL válida' }),
    }),
  );

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The course form (§5): the name and code rules of the shared schema are not shown, so: required, trimmed, bounded.
 * The badges travel as `badge_code`, the name §3 gives them: a list of codes (what the screens send) or the
 * comma-separated text the answer carries; `badge_codes` (a list) is still read from older clients. Either way the
 * course keeps at most three, stored and answered as one comma-separated `badge_code`.
 */
export const CourseFieldsSchema = z.object({
  name: z
    .string(inReadersLanguage(/*i18n*/ { id: 'courses.nameRequired', message: 'El nombre del curso es obligatorio' }))
    .trim()
    .min(1, inReadersLanguage(/*i18n*/ { id: 'courses.nameRequired', message: 'El nombre del curso es obligatorio' }))
    .max(200, inReadersLanguage(/*i18n*/ { id: 'validation.max200', message: 'Máximo 200 caracteres' })),
  course_code: z
    .string(inReadersLanguage(/*i18n*/ { id: 'courses.codeRequired', message: 'El código del curso es obligatorio' }))
    .trim()
    .min(1, inReadersLanguage(/*i18n*/ { id: 'courses.codeRequired', message: 'El código del curso es obligatorio' }))
    .max(40, inReadersLanguage(/*i18n*/ { id: 'validation.max40', message: 'Máximo 40 caracteres' }))
    .regex(
      /^[A-Za-z0-9._-]+$/,
      inReadersLanguage(
        /*i18n*/ { id: 'validation.codeCharacters', message: 'Usa solo letras, números, punto, guion o guion bajo' },
      ),
    ),
  duration_type: z
    .array(
      z.enum(
        COURSE_DURATION_CODES,
        inReadersLanguage(
          /*i18n*/ { id: 'courses.durationRequired', message: 'Selecciona al menos un tipo de duración' },
        ),
      ),
      inReadersLanguage(
        /*i18n*/ { id: 'courses.durationRequired', message: 'Selecciona al menos un tipo de duración' },
      ),
    )
    .min(
      1,
      inReadersLanguage(
        /*i18n*/ { id: 'courses.durationRequired', message: 'Selecciona al menos un tipo de duración' },
      ),
    )
    .refine(
      (list) => new Set(list).size === list.length,
      inReadersLanguage(/*i18n*/ { id: 'courses.durationOnce', message: 'Cada tipo de duración una sola vez' }),
    )
    .default([DEFAULT_COURSE_DURATION]),
  teacher_id: z.preprocess(
    (value) =>
      value === 0 || value === '0' || value === '' || value === null
        ? null
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number(inReadersLanguage(/*i18n*/ { id: 'validation.teacherInvalid', message: 'Profesor inválido' }))
      .int(inReadersLanguage(/*i18n*/ { id: 'validation.teacherInvalid', message: 'Profesor inválido' }))
      .positive(inReadersLanguage(/*i18n*/ { id: 'validation.teacherInvalid', message: 'Profesor inválido' }))
      .max(ID_MAX, inReadersLanguage(/*i18n*/ { id: 'validation.teacherInvalid', message: 'Profesor inválido' }))
      .nullish(),
  ),
  description: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(5000, inReadersLanguage(/*i18n*/ { id: 'validation.max5000', message: 'Máximo 5000 caracteres' }))
      .nullish(),
  ),
  is_special: z.boolean().default(false),
  has_badge: z.boolean().default(false),
  badge_code: BadgeCodesSchema.optional(),
  bibliography: z
    .array(BibliographyUrlSchema)
    .max(50, inReadersLanguage(/*i18n*/ { id: 'courses.tooManyReferences', message: 'Máximo 50 referencias' }))
    .default([]),
  expertise_areas: z
    .array(
      z.enum(
        EXPERTISE_AREA_CODES,
        inReadersLanguage(/*i18n*/ { id: 'validation.expertiseAreaInvalid', message: 'Área de especialidad inválida' }),
      ),
    )
    .max(20, inReadersLanguage(/*i18n*/ { id: 'validation.tooManyAreas', message: 'Máximo 20 áreas' }))
    .refine(
      (list) => new Set(list).size === list.length,
      inReadersLanguage(/*i18n*/ { id: 'validation.areaOnce', message: 'Cada área una sola vez' }),
    )
    .default([]),
});
export type CourseFields = z.input<typeof CourseFieldsSchema>;

/** POST and PUT /api/courses: the form's fields, `badge_codes` read as `badge_code` when that is absent. */
export const CourseInputSchema = CourseFieldsSchema.extend({ badge_codes: BadgeCodesSchema.optional() }).transform(
  ({ badge_codes: legacy, ...fields }) => ({
    ...fields,
    badge_code: fields.badge_code ?? legacy ?? [],
  }),
);
export type CourseInput = z.input<typeof CourseInputSchema>;
