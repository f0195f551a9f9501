import { z } from 'zod';
import type { CatalogueItem } from './catalogues/catalogue';
import { inReadersLanguage } from './i18n/texts';

export const IDEA_MAX_LENGTH = 140;

export const CreateIdeaSchema = z.object({
  content: z
    .string(inReadersLanguage(/*i18n*/ { id: 'ideas.contentRequired', message: 'La idea no puede estar vacía.' }))
    .trim()
    .min(1, inReadersLanguage(/*i18n*/ { id: 'ideas.contentRequired', message: 'La idea no puede estar vacía.' }))
    .max(
      IDEA_MAX_LENGTH,
      inReadersLanguage(
        /*i18n*/ { id: 'ideas.contentTooLong', message: 'La idea no puede superar {max} caracteres.' },
        { max: IDEA_MAX_LENGTH },
      ),
    ),
});
export type CreateIdeaInput = z.infer<typeof CreateIdeaSchema>;

/** Where an idea stands (the idea board): only staff move it, and the author and its voters are told. */
export const IDEA_STATUSES = [
  { code: 'new', label: /*i18n*/ { id: 'ideas.status.new', message: 'Nueva' } },
  { code: 'under_review', label: /*i18n*/ { id: 'ideas.status.under_review', message: 'En revisión' } },
  { code: 'planned', label: /*i18n*/ { id: 'ideas.status.planned', message: 'Planificada' } },
  { code: 'done', label: /*i18n*/ { id: 'ideas.status.done', message: 'Hecha' } },
  { code: 'declined', label: /*i18n*/ { id: 'ideas.status.declined', message: 'Descartada' } },
] as const satisfies readonly CatalogueItem[];
export type IdeaStatus = (typeof IDEA_STATUSES)[number]['code'];
export const IDEA_STATUS_CODES = IDEA_STATUSES.map((status) => status.code) as [IdeaStatus, ...IdeaStatus[]];

/** How many ideas one person may post in an hour; past it, 429 with IDEA_MESSAGES.tooMany. */
export const IDEAS_PER_HOUR = 10;
export const IDEA_REPLY_MAX_LENGTH = 1000;

export const IDEA_MESSAGES = {
  /** Values: `max` (IDEAS_PER_HOUR). */
  tooMany: /*i18n*/ {
    id: 'ideas.tooMany',
    message: 'Puedes publicar hasta {max} ideas por hora. Inténtalo más tarde.',
  },
  notFound: /*i18n*/ { id: 'ideas.notFound', message: 'Idea not found' },
  deleteForbidden: /*i18n*/ {
    id: 'ideas.deleteForbidden',
    message: 'Solo puedes eliminar tus propias ideas mientras son nuevas.',
  },
  ownVote: /*i18n*/ { id: 'ideas.ownVote', message: 'No puedes votar por tu propia idea.' },
} as const;

/**
 * What the caller may do with an idea: delete it, move it and answer it (moderate), and vote for it (not their own),
 * as idea.policy.ts decides.
 */
export const IdeaAbilitiesSchema = z.object({ delete: z.boolean(), moderate: z.boolean(), vote: z.boolean() });
export type IdeaAbilities = z.infer<typeof IdeaAbilitiesSchema>;

export const IdeaSchema = z.object({
  id: z.number(),
  content: z.string(),
  votes: z.number(),
  status: z.enum(IDEA_STATUS_CODES),
  staff_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  voted_by_me: z.boolean(),
  author: z.string(),
  is_mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  can: IdeaAbilitiesSchema,
});
export type Idea = z.infer<typeof IdeaSchema>;

/** How many ideas the board shows at most; when more match, the answer's X-Total-Count says how many. */
export const IDEA_BOARD_MAX = 200;

/** GET /api/ideas: the board, most voted or newest first, one status or all (the first IDEA_BOARD_MAX, and X-Total-Count). */
export const IdeaListQuerySchema = z.object({
  sort: z
    .enum(
      ['votes', 'newest'],
      inReadersLanguage(/*i18n*/ { id: 'ideas.sortInvalid', message: 'Ordena por votes o newest' }),
    )
    .default('votes'),
  status: z
    .enum(
      IDEA_STATUS_CODES,
      inReadersLanguage(/*i18n*/ { id: 'validation.stateUnknown', message: 'Estado desconocido' }),
    )
    .optional(),
});
export type IdeaListQuery = z.output<typeof IdeaListQuerySchema>;

/** PATCH /api/ideas/{id} (staff): a status and, optionally, a public reply (empty clears it). */
export const UpdateIdeaSchema = z.object({
  status: z.enum(
    IDEA_STATUS_CODES,
    inReadersLanguage(/*i18n*/ { id: 'validation.stateUnknown', message: 'Estado desconocido' }),
  ),
  staff_reply: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(
        IDEA_REPLY_MAX_LENGTH,
        inReadersLanguage(
          /*i18n*/ { id: 'ideas.replyTooLong', message: 'La respuesta no puede superar {max} caracteres.' },
          { max: IDEA_REPLY_MAX_LENGTH },
        ),
      )
      .nullish(),
  ),
});
export type UpdateIdeaInput = z.input<typeof UpdateIdeaSchema>;
