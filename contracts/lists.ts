import { z } from 'zod';
import './i18n/zod-defaults';
import { LIST_PAGE_MAX } from './list-limits';
import { inReadersLanguage } from './i18n/texts';

export { LIST_HEADERS, LIST_PAGE_MAX, LIST_TOTAL_CAP } from './list-limits';

const LIMIT_INVALID = inReadersLanguage(
  /*i18n*/ { id: 'lists.limitInvalid', message: 'El límite debe ser un número entre 1 y {max}' },
  { max: LIST_PAGE_MAX },
);

/** The query of the one list pattern (decision 009); its limits and headers are in list-limits.ts. */

export const ListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(
      200,
      inReadersLanguage(/*i18n*/ { id: 'lists.searchTooLong', message: 'La búsqueda no puede superar 200 caracteres' }),
    )
    .optional()
    .transform((value) => value || undefined),
  limit: z.coerce
    .number(LIMIT_INVALID)
    .int(LIMIT_INVALID)
    .min(1, LIMIT_INVALID)
    .max(LIST_PAGE_MAX, LIMIT_INVALID)
    .optional(),
  cursor: z
    .string()
    .max(600, inReadersLanguage(/*i18n*/ { id: 'lists.invalidCursor', message: 'Cursor de página inválido' }))
    .optional(),
});
export type ListQuery = z.output<typeof ListQuerySchema>;
