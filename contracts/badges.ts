import { z } from 'zod';

/** A badge held by a teacher, student or staff member (GET /api/user-badges/{userType}/{userId}). */
export const RecipientBadgeSchema = z.object({
  id: z.number(),
  badge_id: z.number(),
  badge_name: z.string(),
  badge_code: z.string(),
  badge_type: z.string(),
  badge_color: z.string(),
  year: z.number(),
  description: z.string().nullable(),
  awarded_at: z.string(),
  notes: z.string().nullable(),
});
export type RecipientBadge = z.infer<typeof RecipientBadgeSchema>;

export const RecipientBadgeListSchema = z.object({ badges: z.array(RecipientBadgeSchema) });
