import { z } from 'zod';

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

export const CourseListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
