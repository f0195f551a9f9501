import { z } from 'zod';

/** Every error answer: a message in plain words, and for a validation error the field messages. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.array(z.string()), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
