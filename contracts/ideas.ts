import { z } from 'zod';

export const IDEA_MAX_LENGTH = 140;

export const CreateIdeaSchema = z.object({
  content: z
    .string({ error: 'La idea no puede estar vacía.' })
    .trim()
    .min(1, { error: 'La idea no puede estar vacía.' })
    .max(IDEA_MAX_LENGTH, { error: `La idea no puede superar ${IDEA_MAX_LENGTH} caracteres.` }),
});
export type CreateIdeaInput = z.infer<typeof CreateIdeaSchema>;

export const IdeaSchema = z.object({
  id: z.number(),
  content: z.string(),
  votes: z.number(),
  voted_by_me: z.boolean(),
  author: z.string(),
  is_mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Idea = z.infer<typeof IdeaSchema>;
