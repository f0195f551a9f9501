import { z } from 'zod';

/**
 * Every error answer: a stable code (one of `ERROR_CODES`, contracts/error-codes.ts), a message in plain words,
 * for a validation error the field messages, and for an internal error the id it is logged under.
 */
export const ErrorResponseSchema = z.object({
  code: z.string().describe('One of the codes of contracts/error-codes.ts (VALIDATION_FAILED, TEACHER_NOT_FOUND, …)'),
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
  errorId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * Refusals of input the database or the form parser cannot take, whatever the field: the shared validation
 * (server/src/plugins/text-input.ts) and the last-resort mapping of PostgreSQL's input errors (plugins/errors.ts).
 */
export const INPUT_MESSAGES = {
  nulCharacter: /*i18n*/ { id: 'input.nulCharacter', message: 'El texto contiene caracteres no permitidos (NUL).' },
  loneSurrogate: /*i18n*/ {
    id: 'input.loneSurrogate',
    message: 'El texto contiene caracteres no permitidos (Unicode inválido).',
  },
  invalidText: /*i18n*/ { id: 'input.invalidText', message: 'El texto contiene caracteres no permitidos.' },
  malformedForm: /*i18n*/ { id: 'input.malformedForm', message: 'El formulario enviado no es válido.' },
  tooDeeplyNested: /*i18n*/ {
    id: 'input.tooDeeplyNested',
    message: 'El JSON enviado tiene demasiados niveles de anidación.',
  },
  tooManyValues: /*i18n*/ { id: 'input.tooManyValues', message: 'El JSON enviado tiene demasiados valores.' },
  invalidValue: /*i18n*/ { id: 'input.invalidValue', message: 'Un valor enviado no es válido.' },
  numberOutOfRange: /*i18n*/ {
    id: 'input.numberOutOfRange',
    message: 'Un número enviado está fuera del rango permitido.',
  },
  invalidDate: /*i18n*/ { id: 'input.invalidDate', message: 'Una fecha enviada no es válida.' },
  textTooLong: /*i18n*/ { id: 'input.textTooLong', message: 'Un texto enviado es demasiado largo.' },
  relatedMissing: /*i18n*/ { id: 'input.relatedMissing', message: 'Un registro relacionado ya no existe.' },
} as const;

/** The error answers of a route's response schema: `errorResponses(400, 401, 404)`. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    Status,
    typeof ErrorResponseSchema
  >;
}
