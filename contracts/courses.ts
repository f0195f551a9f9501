import { z } from 'zod';
import { COURSE_DURATION_CODES } from './catalogues/course-durations';
import { COURSE_BADGE_LIMIT } from './constants';
import { ID_MAX } from './ids';

export const CourseSchema = z.object({
  id: z.number(),
  name: z.string(),
  course_code: z.string(),
  duration_type: z.array(z.string()),
  teacher_id: z.number().nullable(),
  description: z.string().nullable(),
  is_special: z.boolean(),
  has_badge: z.boolean(),
  badge_code: z.string().nullable(),
  bibliography: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;


const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The course form (§5): the name and code rules of the shared schema are not shown, so: required, trimmed, bounded. */
export const CourseInputSchema = z.object({
  name: z.string({ error: 'El nombre del curso es obligatorio' }).trim().min(1, { error: 'El nombre del curso es obligatorio' }).max(200, { error: 'Máximo 200 caracteres' }),
  course_code: z
    .string({ error: 'El código del curso es obligatorio' })
    .trim()
    .min(1, { error: 'El código del curso es obligatorio' })
    .max(40, { error: 'Máximo 40 caracteres' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'Usa solo letras, números, punto, guion o guion bajo' }),
  duration_type: z
    .array(z.enum(COURSE_DURATION_CODES), { error: 'Selecciona al menos un tipo de duración' })
    .min(1, { error: 'Selecciona al menos un tipo de duración' })
    .refine((list) => new Set(list).size === list.length, { error: 'Cada tipo de duración una sola vez' }),
  teacher_id: z.preprocess(
    (value) => (value === 0 || value === '0' || value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value),
    z.number({ error: 'Profesor inválido' }).int({ error: 'Profesor inválido' }).positive({ error: 'Profesor inválido' }).max(ID_MAX, { error: 'Profesor inválido' }).nullish(),
  ),
  description: z.preprocess(emptyToUndefined, z.string().trim().max(5000).nullish()),
  is_special: z.boolean().default(false),
  has_badge: z.boolean().default(false),
  badge_codes: z.array(z.string().trim().min(1).max(40)).max(COURSE_BADGE_LIMIT, { error: `Máximo ${COURSE_BADGE_LIMIT} badges por curso` }).default([]),
  bibliography: z.array(z.url({ error: 'Debe ser una URL válida' }).max(500)).max(50).default([]),
});
export type CourseInput = z.input<typeof CourseInputSchema>;
