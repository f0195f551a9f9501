import { z } from 'zod';
import { DOCUMENT_OWNER_KIND_CODES } from './catalogues/documents';

export const DocumentSchema = z.object({
  id: z.number(),
  original_name: z.string(),
  document_type: z.enum(DOCUMENT_OWNER_KIND_CODES),
  document_tag: z.string(),
  entity_id: z.number(),
  file_size: z.number(),
  file_type: z.string(),
  is_profile_photo: z.boolean(),
  visibility: z.string(),
  uploaded_by: z.number().nullable(),
  created_at: z.string(),
  download_count: z.number(),
  last_downloaded: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.object({ documents: z.array(DocumentSchema) });
