import { spanishPasswordSchema } from './auth';
import { z } from 'zod';
import { ACADEMIC_TITLE_CODES } from './catalogues/academic-titles';
import { ACCOUNT_TYPE_CODES } from './catalogues/account-types';
import { EXPERTISE_AREA_CODES } from './catalogues/expertise-areas';
import { DEFAULT_BANK_NAME } from './constants';
import { PortfolioPreviewSchema } from './portfolio';
import { inReadersLanguage, type Text } from './i18n/texts';

const currentYear = () => new Date().getFullYear();
const BIRTH_YEAR_MIN = 1900;

/** Values: `max`. */
const MAX_CHARS = /*i18n*/ { id: 'validation.maxChars', message: 'Máximo {max} caracteres' };

/** Empty strings from form fields mean "not given". */
const optionalText = (max: number, message: Text = MAX_CHARS) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, inReadersLanguage(message, { max })).nullish(),
  );

const optionalInt = (min: number, max: number, message: Text) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number(inReadersLanguage(message))
      .int(inReadersLanguage(message))
      .min(min, inReadersLanguage(message))
      .max(max, inReadersLanguage(message))
      .nullish(),
  );

const booleanish = (fallback: boolean) =>
  z.preprocess((value) => {
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0' || value === '') return false;
    return value;
  }, z.boolean().default(fallback));

const uniqueList = <T extends z.ZodType<string>>(item: T, message: Text) =>
  z
    .array(item)
    .default([])
    .refine((list) => new Set(list).size === list.length, inReadersLanguage(message));

/** A link shown to others (social_media): http or https only, so no `javascript:` or `data:` link is ever stored. */
const urlOrEmpty = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .url(inReadersLanguage(/*i18n*/ { id: 'validation.urlInvalid', message: 'Debe ser una URL válida' }))
    .max(500)
    .refine(
      (value) => /^https?:\/\//i.test(value),
      inReadersLanguage(
        /*i18n*/ { id: 'portfolio.linkInvalid', message: 'El enlace debe empezar por http:// o https://' },
      ),
    )
    .optional(),
);

/** A profile photo is a link to an uploaded document: /api/document-direct/{id}?t={timestamp}. */
export const PROFILE_PHOTO_URL_PATTERN = /^\/api\/(document-direct\/\d+|documents\/\d+\/download)(\?t=\d+)?$/;
export const ProfilePhotoUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .regex(
      PROFILE_PHOTO_URL_PATTERN,
      inReadersLanguage(
        /*i18n*/ { id: 'photos.profilePhotoDocument', message: 'La foto de perfil debe ser un documento subido' },
      ),
    )
    .nullish(),
);

export const SocialMediaSchema = z
  .object({ linkedin: urlOrEmpty, linktree: urlOrEmpty, portfolio: urlOrEmpty })
  .default({});

/** One academic title of the catalogue; its description is stored beside it (academic_title_descriptions). */
export const AcademicTitleCodeSchema = z.enum(
  ACADEMIC_TITLE_CODES,
  inReadersLanguage(/*i18n*/ { id: 'teachers.degreeInvalid', message: 'Título académico inválido' }),
);
export const AcademicTitleDescriptionSchema = z.string().trim().max(300);
/** One expertise area of the catalogue. */
export const ExpertiseAreaCodeSchema = z.enum(
  EXPERTISE_AREA_CODES,
  inReadersLanguage(/*i18n*/ { id: 'validation.expertiseAreaInvalid', message: 'Área de especialidad inválida' }),
);

/** The teacher form's small dialogs: a title with its description, a title's description alone, an area. */
export const AcademicTitleEntrySchema = z.object({
  title: AcademicTitleCodeSchema,
  description: AcademicTitleDescriptionSchema,
});
export type AcademicTitleEntry = z.infer<typeof AcademicTitleEntrySchema>;
export const AcademicTitleDescriptionEntrySchema = AcademicTitleEntrySchema.pick({ description: true });
export type AcademicTitleDescriptionEntry = z.infer<typeof AcademicTitleDescriptionEntrySchema>;
export const ExpertiseAreaEntrySchema = z.object({ area: ExpertiseAreaCodeSchema });
export type ExpertiseAreaEntry = z.infer<typeof ExpertiseAreaEntrySchema>;

/** Fields every teacher form mode shares (§2.7, §5). */
export const TeacherFieldsSchema = z.object({
  full_name: z
    .string(
      inReadersLanguage(/*i18n*/ { id: 'validation.fullNameRequired', message: 'El nombre completo es obligatorio' }),
    )
    .trim()
    .min(
      1,
      inReadersLanguage(/*i18n*/ { id: 'validation.fullNameRequired', message: 'El nombre completo es obligatorio' }),
    )
    .max(200, inReadersLanguage(/*i18n*/ { id: 'validation.max200', message: 'Máximo 200 caracteres' })),
  teacher_code: optionalText(40),
  phone: optionalText(40),
  start_year: optionalInt(
    1950,
    currentYear() + 1,
    /*i18n*/ { id: 'teachers.startYearInvalid', message: 'Año de inicio inválido' },
  ),
  experience_years: optionalInt(
    0,
    80,
    /*i18n*/ { id: 'teachers.experienceYearsInvalid', message: 'Años de experiencia inválidos' },
  ),
  birthdate: z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso
      .date(inReadersLanguage(/*i18n*/ { id: 'students.birthDateInvalid', message: 'Fecha de nacimiento inválida' }))
      // PostgreSQL has no year 0000, which the ISO pattern allows; nobody on staff was born before 1900 or in the future.
      .refine(
        (date) => Number(date.slice(0, 4)) >= BIRTH_YEAR_MIN && Number(date.slice(0, 4)) <= currentYear(),
        inReadersLanguage(/*i18n*/ { id: 'students.birthDateInvalid', message: 'Fecha de nacimiento inválida' }),
      )
      .nullish(),
  ),
  academic_titles: z.array(AcademicTitleCodeSchema).default([]),
  academic_title_descriptions: z.array(AcademicTitleDescriptionSchema).default([]),
  expertise_areas: uniqueList(
    ExpertiseAreaCodeSchema,
    /*i18n*/ { id: 'teachers.areaRepeated', message: 'Cada área se agrega una sola vez' },
  ),
  esarte_alumni: booleanish(false),
  is_active: booleanish(true),
  countries: uniqueList(
    z
      .string()
      .regex(/^[A-Z]{2}$/, inReadersLanguage(/*i18n*/ { id: 'validation.countryInvalid', message: 'País inválido' })),
    /*i18n*/ { id: 'teachers.countryRepeated', message: 'Cada país se agrega una sola vez' },
  ),
  bank_account: optionalText(60),
  account_type: z
    .array(
      z.enum(
        ACCOUNT_TYPE_CODES,
        inReadersLanguage(/*i18n*/ { id: 'validation.accountTypeInvalid', message: 'Tipo de cuenta inválido' }),
      ),
    )
    .max(1)
    .default([]),
  bank_name: optionalText(120),
  account_name: optionalText(200),
  bio: optionalText(
    5000,
    /*i18n*/ { id: 'teachers.bioTooLong', message: 'La biografía no puede superar {max} caracteres' },
  ),
  profile_photo: ProfilePhotoUrlSchema,
  social_media: SocialMediaSchema,
});

const titlesMatchDescriptions = (value: { academic_titles?: string[]; academic_title_descriptions?: string[] }) =>
  (value.academic_titles?.length ?? 0) === (value.academic_title_descriptions?.length ?? 0);
const titlesMessage = {
  ...inReadersLanguage(
    /*i18n*/ { id: 'teachers.titleDescriptionRequired', message: 'Cada título académico necesita su descripción' },
  ),
  path: ['academic_title_descriptions'],
};

export const CreateTeacherSchema = TeacherFieldsSchema.extend({
  email: z
    .email(inReadersLanguage(/*i18n*/ { id: 'validation.emailInvalidShort', message: 'Correo electrónico inválido' }))
    .max(254),
  password: spanishPasswordSchema(),
  bank_name: optionalText(120).transform((value) => value ?? DEFAULT_BANK_NAME),
}).refine(titlesMatchDescriptions, titlesMessage);
export type CreateTeacherInput = z.input<typeof CreateTeacherSchema>;
export type CreateTeacher = z.output<typeof CreateTeacherSchema>;

/** Staff edit: email stays; the password is optional (empty, or at least 6 characters). */
export const UpdateTeacherSchema = TeacherFieldsSchema.extend({
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .min(
        6,
        inReadersLanguage(
          /*i18n*/ { id: 'validation.passwordMinEs', message: 'La contraseña debe tener al menos 6 caracteres' },
        ),
      )
      .max(256)
      .optional(),
  ),
}).refine(titlesMatchDescriptions, titlesMessage);
export type UpdateTeacherInput = z.input<typeof UpdateTeacherSchema>;
export type UpdateTeacher = z.output<typeof UpdateTeacherSchema>;

/** Fields a teacher may change on their own profile (§2.7 teacher-self-edit). */
export const SELF_EDIT_LOCKED_FIELDS = [
  'email',
  'teacher_code',
  'start_year',
  'is_active',
  'bank_account',
  'account_type',
  'bank_name',
  'account_name',
] as const;

export const SelfUpdateTeacherSchema = TeacherFieldsSchema.omit({
  teacher_code: true,
  start_year: true,
  is_active: true,
  bank_account: true,
  account_type: true,
  bank_name: true,
  account_name: true,
}).refine(titlesMatchDescriptions, titlesMessage);
export type SelfUpdateTeacherInput = z.input<typeof SelfUpdateTeacherSchema>;
export type SelfUpdateTeacher = z.output<typeof SelfUpdateTeacherSchema>;

export const PatchTeacherPhotoSchema = z.object({ profile_photo: ProfilePhotoUrlSchema });

export const TeacherSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  email: z.string(),
  role: z.string(),
  teacher_code: z.string().nullable(),
  phone: z.string().nullable(),
  start_year: z.number().nullable(),
  experience_years: z.number().nullable(),
  birthdate: z.string().nullable(),
  academic_titles: z.array(z.string()),
  academic_title_descriptions: z.array(z.string()),
  expertise_areas: z.array(z.string()),
  esarte_alumni: z.boolean(),
  is_active: z.boolean(),
  countries: z.array(z.string()),
  bank_account: z.string().nullable(),
  account_type: z.array(z.string()),
  bank_name: z.string(),
  account_name: z.string().nullable(),
  bio: z.string().nullable(),
  profile_photo: z.string().nullable(),
  social_media: z.object({
    linkedin: z.string().optional(),
    linktree: z.string().optional(),
    portfolio: z.string().optional(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Teacher = z.infer<typeof TeacherSchema>;

/** What the caller may do with a teacher of the staff screens, as the teachers' rules decide it (teacher.policy.ts). */
export const TeacherAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TeacherAbilities = z.infer<typeof TeacherAbilitiesSchema>;

/** A teacher of the staff list and the staff detail: the full record and what the caller may do with it. */
export const StaffTeacherSchema = TeacherSchema.extend({ can: TeacherAbilitiesSchema });
export type StaffTeacher = z.infer<typeof StaffTeacherSchema>;

/** What any signed-in user sees of a teacher: no bank data, no birthdate, no password. */
export const PublicTeacherSchema = TeacherSchema.omit({
  birthdate: true,
  bank_account: true,
  account_type: true,
  bank_name: true,
  account_name: true,
});
export type PublicTeacher = z.infer<typeof PublicTeacherSchema>;

/**
 * A teacher of the directory (GET /api/teachers, the Trombinoscopio): the public fields and the card's strip of
 * portfolio thumbnails (up to PORTFOLIO_CARD_PREVIEW public works nobody hid, in the portfolio's order; issue 26).
 */
export const DirectoryTeacherSchema = PublicTeacherSchema.extend({ portfolio_preview: PortfolioPreviewSchema });
export type DirectoryTeacher = z.infer<typeof DirectoryTeacherSchema>;
