import { z } from 'zod';
import './i18n/zod-defaults';
import { inReadersLanguage, type Text } from './i18n/texts';

/** The largest id (and any integer column value) PostgreSQL's `integer` holds; a larger one can name no row. */
export const ID_MAX = 2_147_483_647;

/** A row id from a path or a form: a whole number from 1 to ID_MAX (text is coerced). */
export const IdSchema = z.coerce
  .number(inReadersLanguage(/*i18n*/ { id: 'validation.idInvalid', message: 'ID inválido' }))
  .int(inReadersLanguage(/*i18n*/ { id: 'validation.idInvalid', message: 'ID inválido' }))
  .positive(inReadersLanguage(/*i18n*/ { id: 'validation.idInvalid', message: 'ID inválido' }))
  .max(ID_MAX, inReadersLanguage(/*i18n*/ { id: 'validation.idInvalid', message: 'ID inválido' }));

export function isId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= ID_MAX;
}

/** The `:id` of a route's path. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** The same, with the message naming what the id is of ('ID de curso inválido'). */
export const idParamsSchema = (message: Text) =>
  z.object({
    id: z.coerce
      .number(inReadersLanguage(message))
      .int(inReadersLanguage(message))
      .positive(inReadersLanguage(message))
      .max(ID_MAX, inReadersLanguage(message)),
  });
