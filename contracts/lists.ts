import { z } from 'zod';

/**
 * The one list pattern (decision 009): a page in a stable order, the next page asked for with the
 * opaque cursor of the last one, and the total on the first page only.
 */
export const LIST_PAGE_MAX = 200;
/** Filtered totals are counted up to this many; past it the answer says "at least". */
export const LIST_TOTAL_CAP = 200;

export const LIST_HEADERS = {
  /** How many rows match (first page only). */
  total: 'x-total-count',
  /** 'true' when the filtered total reached LIST_TOTAL_CAP and more may match. */
  totalCapped: 'x-total-capped',
  /** The cursor of the next page; absent on the last page. */
  nextCursor: 'x-next-cursor',
} as const;

export const ListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: 'La búsqueda no puede superar 200 caracteres' })
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce
    .number({ error: `El límite debe ser un número entre 1 y ${LIST_PAGE_MAX}` })
    .int({ error: `El límite debe ser un número entre 1 y ${LIST_PAGE_MAX}` })
    .min(1, { error: `El límite debe ser un número entre 1 y ${LIST_PAGE_MAX}` })
    .max(LIST_PAGE_MAX, { error: `El límite debe ser un número entre 1 y ${LIST_PAGE_MAX}` })
    .optional(),
  cursor: z.string().max(600, { error: 'Cursor de página inválido' }).optional(),
});
export type ListQuery = z.output<typeof ListQuerySchema>;
