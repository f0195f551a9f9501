/**
 * Teachers' portfolios (issue 26): a teacher's works, each an image processed like profile photos (orientation
 * applied, metadata stripped, stored encrypted as WebP in the photo sizes) with a title, a year, a technique from
 * the catalogue (the expertise areas plus the techniques staff add) and free words, a description and a link to
 * where the full work lives. Visible to every signed-in user or to staff only; staff can hide a work with a reason.
 * Texts are Spanish, like the profiles they appear on.
 */
import { z } from 'zod';
import { PORTFOLIO_MAX_WORKS, PORTFOLIO_MESSAGES, PORTFOLIO_VISIBILITIES, PORTFOLIO_YEAR_MIN } from './portfolio-texts';

export {
  PORTFOLIO_CARD_PREVIEW,
  PORTFOLIO_IMAGE_EXTENSIONS,
  PORTFOLIO_IMAGE_MAX_BYTES,
  PORTFOLIO_MAX_WORKS,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_VISIBILITIES,
  PORTFOLIO_YEAR_MIN,
  type PortfolioVisibility,
} from './portfolio-texts';
import { inReadersLanguage, type Text } from './i18n/texts';

const maxYear = () => new Date().getFullYear();
const yearInvalid = inReadersLanguage(PORTFOLIO_MESSAGES.yearInvalid, () => ({
  min: PORTFOLIO_YEAR_MIN,
  max: maxYear(),
}));
const optionalText = (max: number, message: Text) =>
  z
    .string()
    .trim()
    .max(max, inReadersLanguage(message))
    .optional()
    .nullable()
    .transform((value) => value || null);

/**
 * The fields of a work (multipart POST with the `image` file part, all as strings; JSON PATCH with the same names,
 * each optional there).
 */
export const PortfolioWorkFieldsSchema = z.object({
  title: z
    .string(inReadersLanguage(PORTFOLIO_MESSAGES.titleRequired))
    .trim()
    .min(1, inReadersLanguage(PORTFOLIO_MESSAGES.titleRequired))
    .max(120, inReadersLanguage(PORTFOLIO_MESSAGES.titleTooLong)),
  year: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? null : Number(value)),
    z
      .number(yearInvalid)
      .int(yearInvalid)
      .min(PORTFOLIO_YEAR_MIN, yearInvalid)
      .refine((year) => year <= maxYear(), yearInvalid)
      .nullable(),
  ),
  /** A code of GET /api/portfolio/techniques, or empty. */
  technique_code: optionalText(60, PORTFOLIO_MESSAGES.techniqueInvalid),
  technique_note: optionalText(120, PORTFOLIO_MESSAGES.techniqueNoteTooLong),
  description: optionalText(2000, PORTFOLIO_MESSAGES.descriptionTooLong),
  link_url: optionalText(500, PORTFOLIO_MESSAGES.linkTooLong).refine(
    (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value),
    inReadersLanguage(PORTFOLIO_MESSAGES.linkInvalid),
  ),
  visibility: z
    .enum(PORTFOLIO_VISIBILITIES, inReadersLanguage(PORTFOLIO_MESSAGES.visibilityInvalid))
    .optional()
    .transform((value) => value ?? 'public'),
});
export type PortfolioWorkFieldsInput = z.input<typeof PortfolioWorkFieldsSchema>;
export type PortfolioWorkFields = z.output<typeof PortfolioWorkFieldsSchema>;

/** PATCH /api/portfolio/{workId}: any of the fields. */
export const PortfolioWorkPatchSchema = PortfolioWorkFieldsSchema.partial();

/** PUT /api/teachers/{id}/portfolio/order: every work id of the portfolio, in the new order. */
export const PortfolioOrderSchema = z.object({ ids: z.array(z.number().int().positive()).max(PORTFOLIO_MAX_WORKS) });

/** POST /api/portfolio/{workId}/hide (staff). */
export const PortfolioHideSchema = z.object({
  reason: z
    .string(inReadersLanguage(PORTFOLIO_MESSAGES.hideReasonRequired))
    .trim()
    .min(1, inReadersLanguage(PORTFOLIO_MESSAGES.hideReasonRequired))
    .max(500, inReadersLanguage(PORTFOLIO_MESSAGES.hideReasonTooLong)),
});

/** POST /api/portfolio/techniques and PATCH /api/portfolio/techniques/{code} (staff): its name. */
export const PortfolioTechniqueCreateSchema = z.object({
  label: z
    .string(inReadersLanguage(PORTFOLIO_MESSAGES.techniqueLabelRequired))
    .trim()
    .min(1, inReadersLanguage(PORTFOLIO_MESSAGES.techniqueLabelRequired))
    .max(80, inReadersLanguage(PORTFOLIO_MESSAGES.techniqueLabelTooLong)),
});

/** The code of a technique staff added ('tecnica-<id>'), in the path. */
export const PortfolioTechniqueParamsSchema = z.object({ code: z.string().max(60) });

export const PortfolioTechniqueSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Added by staff (an expertise area otherwise). */
  added: z.boolean(),
});
export type PortfolioTechnique = z.infer<typeof PortfolioTechniqueSchema>;

/** A work's image in each size: versioned URLs (GET /api/portfolio/{workId}/image/{size}?v=…), cacheable for good. */
export const PortfolioImageSchema = z.object({
  small_url: z.string(),
  medium_url: z.string(),
  large_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const PortfolioWorkSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  technique_code: z.string().nullable(),
  /** The catalogue's label of technique_code (null without one). */
  technique_label: z.string().nullable(),
  technique_note: z.string().nullable(),
  description: z.string().nullable(),
  link_url: z.string().nullable(),
  visibility: z.enum(PORTFOLIO_VISIBILITIES),
  /** Set when staff hid it: seen only by staff and the teacher. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  image: PortfolioImageSchema,
  updated_at: z.string(),
  can: z.object({ edit: z.boolean(), delete: z.boolean(), hide: z.boolean() }),
});
export type PortfolioWork = z.infer<typeof PortfolioWorkSchema>;

/** GET /api/teachers/{id}/portfolio: the works the asking user may see, in order. */
export const PortfolioListSchema = z.object({
  items: z.array(PortfolioWorkSchema),
  /** The asking user may add, edit, reorder (the teacher, on their own portfolio, while under the limit for adding). */
  can_add: z.boolean(),
  can_reorder: z.boolean(),
});
export type PortfolioList = z.infer<typeof PortfolioListSchema>;

/** What a Trombinoscopio card shows of a portfolio: up to PORTFOLIO_CARD_PREVIEW public works' small images. */
export const PortfolioPreviewSchema = z.array(
  z.object({ id: z.number().int(), title: z.string(), small_url: z.string() }),
);
export type PortfolioPreview = z.infer<typeof PortfolioPreviewSchema>;
