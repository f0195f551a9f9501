import { z } from 'zod';

export const StudentSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  student_id: z.string(),
  enrollment_year: z.number().nullable(),
  program: z.string().nullable(),
  can_upload_documents: z.boolean(),
  profile_photo: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Student = z.infer<typeof StudentSchema>;

