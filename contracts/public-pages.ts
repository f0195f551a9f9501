/**
 * Public faculty pages (issue 47, decision 046): a teacher chooses what of their profile the world sees, staff
 * approve the page before it is published and may take it down with a reason. Only parts already visible to the
 * school can be chosen (works shown to everyone signed in, record entries shown to the school); email, phone,
 * birthdate, bank data, documents and grades are never public. Texts are declared in Spanish and written in the
 * reader's language (decision 040).
 */
import { z } from 'zod';
import { IdSchema } from './ids';
import { inReadersLanguage } from './i18n/texts';

export const PUBLIC_PAGE_STATES = ['draft', 'pending', 'published', 'taken_down'] as const;
export type PublicPageState = (typeof PUBLIC_PAGE_STATES)[number];

/** The parts a teacher may show, besides their name (always shown). */
export const PUBLIC_PAGE_PARTS = ['photo', 'bio', 'areas', 'social', 'badges'] as const;
export type PublicPagePart = (typeof PUBLIC_PAGE_PARTS)[number];

export const PUBLIC_PAGE_MAX_WORKS = 12;
export const PUBLIC_PAGE_MAX_ENTRIES = 20;
export const PUBLIC_PAGE_REASON_MAX = 1000;
/** Pages of the public faculty list. */
export const PUBLIC_FACULTY_PAGE_SIZE = 24;

export const PUBLIC_PAGE_MESSAGES = {
  notFound: /*i18n*/ { id: 'publicPage.notFound', message: 'Página pública no encontrada' },
  forbidden: /*i18n*/ {
    id: 'publicPage.forbidden',
    message: 'Solo el propio profesor y la administración pueden ver y cambiar esta página pública',
  },
  workIdsInvalid: /*i18n*/ {
    id: 'publicPage.workIdsInvalid',
    message: 'Elige hasta {max} obras distintas',
  },
  entryIdsInvalid: /*i18n*/ {
    id: 'publicPage.entryIdsInvalid',
    message: 'Elige hasta {max} actividades distintas',
  },
  workNotVisible: /*i18n*/ {
    id: 'publicPage.workNotVisible',
    message: 'Solo puedes destacar obras tuyas que ve toda la escuela',
  },
  entryNotVisible: /*i18n*/ {
    id: 'publicPage.entryNotVisible',
    message: 'Solo puedes mostrar actividades tuyas visibles para toda la escuela',
  },
  notEnabled: /*i18n*/ {
    id: 'publicPage.notEnabled',
    message: 'Activa la página pública antes de pedir su publicación',
  },
  alreadyAsked: /*i18n*/ {
    id: 'publicPage.alreadyAsked',
    message: 'La página ya está publicada o esperando aprobación',
  },
  notPending: /*i18n*/ {
    id: 'publicPage.notPending',
    message: 'Solo se aprueba una página que espera aprobación',
  },
  notShown: /*i18n*/ {
    id: 'publicPage.notShown',
    message: 'Solo se retira una página publicada o que espera aprobación',
  },
  reasonRequired: /*i18n*/ { id: 'publicPage.reasonRequired', message: 'Escribe el motivo de la retirada' },
  reasonTooLong: /*i18n*/ { id: 'publicPage.reasonTooLong', message: 'Máximo {max} caracteres' },
  booleanRequired: /*i18n*/ { id: 'publicPage.booleanRequired', message: 'Debe ser sí o no' },
};

const uniqueIds = (max: number, message: typeof PUBLIC_PAGE_MESSAGES.workIdsInvalid) =>
  z
    .array(IdSchema, inReadersLanguage(message, { max }))
    .max(max, inReadersLanguage(message, { max }))
    .refine((ids) => new Set(ids).size === ids.length, inReadersLanguage(message, { max }));

const flag = z.boolean(inReadersLanguage(PUBLIC_PAGE_MESSAGES.booleanRequired));

export const PublicPagePartsSchema = z.object({
  photo: flag,
  bio: flag,
  areas: flag,
  social: flag,
  badges: flag,
});
export type PublicPageParts = z.infer<typeof PublicPagePartsSchema>;

/** PUT /api/teachers/{id}/public-page: the whole of the settings. */
export const PublicPageSettingsInputSchema = z.object({
  enabled: flag,
  parts: PublicPagePartsSchema,
  work_ids: uniqueIds(PUBLIC_PAGE_MAX_WORKS, PUBLIC_PAGE_MESSAGES.workIdsInvalid),
  entry_ids: uniqueIds(PUBLIC_PAGE_MAX_ENTRIES, PUBLIC_PAGE_MESSAGES.entryIdsInvalid),
});
export type PublicPageSettingsInput = z.infer<typeof PublicPageSettingsInputSchema>;

export const PublicPageTakeDownSchema = z.object({
  reason: z
    .string(inReadersLanguage(PUBLIC_PAGE_MESSAGES.reasonRequired))
    .trim()
    .min(1, inReadersLanguage(PUBLIC_PAGE_MESSAGES.reasonRequired))
    .max(
      PUBLIC_PAGE_REASON_MAX,
      inReadersLanguage(PUBLIC_PAGE_MESSAGES.reasonTooLong, { max: PUBLIC_PAGE_REASON_MAX }),
    ),
});

/** A teacher's page settings and where it stands, as the teacher and staff read them. */
export const PublicPageSchema = z.object({
  teacher_id: z.number(),
  teacher_name: z.string(),
  enabled: z.boolean(),
  slug: z.string(),
  /** The page's address under the school's PUBLIC_URL (it answers 404 until published). */
  url: z.string(),
  parts: PublicPagePartsSchema,
  work_ids: z.array(z.number()),
  entry_ids: z.array(z.number()),
  state: z.enum(PUBLIC_PAGE_STATES),
  /** Whether the world sees it now: on, published, and the teacher active. */
  live: z.boolean(),
  submitted_at: z.string().nullable(),
  published_at: z.string().nullable(),
  taken_down: z
    .object({
      reason: z.string(),
      at: z.string(),
    })
    .nullable(),
  can: z.object({ edit: z.boolean(), submit: z.boolean(), approve: z.boolean(), take_down: z.boolean() }),
});
export type PublicPage = z.infer<typeof PublicPageSchema>;

/** GET /api/public-pages: the pages waiting for approval (staff), oldest request first. */
export const PublicPageQueueSchema = z.object({
  items: z.array(
    z.object({
      teacher_id: z.number(),
      teacher_name: z.string(),
      slug: z.string(),
      state: z.enum(PUBLIC_PAGE_STATES),
      submitted_at: z.string().nullable(),
    }),
  ),
});
export type PublicPageQueue = z.infer<typeof PublicPageQueueSchema>;

export const PublicPageQueueQuerySchema = z.object({
  state: z.enum(['pending', 'published', 'taken_down']).default('pending'),
});
