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
  nulCharacter: 'El texto contiene caracteres no permitidos (NUL).',
  loneSurrogate: 'El texto contiene caracteres no permitidos (Unicode inválido).',
  invalidText: 'El texto contiene caracteres no permitidos.',
  malformedForm: 'El formulario enviado no es válido.',
  tooDeeplyNested: 'El JSON enviado tiene demasiados niveles de anidación.',
  tooManyValues: 'El JSON enviado tiene demasiados valores.',
  invalidValue: 'Un valor enviado no es válido.',
  numberOutOfRange: 'Un número enviado está fuera del rango permitido.',
  invalidDate: 'Una fecha enviada no es válida.',
  textTooLong: 'Un texto enviado es demasiado largo.',
  relatedMissing: 'Un registro relacionado ya no existe.',
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
