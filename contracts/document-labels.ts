import { labelOf } from './catalogues/catalogue';
import { DOCUMENT_TAGS, TEACHER_DOCUMENT_TYPES } from './catalogues/documents';

// A document's label and the expiry window, without zod: the first screens that list documents import this, not the
// schemas.

/** How far ahead the staff view of expiring documents looks. */
export const EXPIRING_WITHIN_DAYS = 90;

/** The label of a document's kind ('CV', 'Certificación', …) in the reader's language; a profile photo says so. */
export function documentTagLabel(document: { document_tag: string; is_profile_photo: boolean }): string {
  if (document.is_profile_photo) return labelOf(TEACHER_DOCUMENT_TYPES, 'PROFILE_PHOTO');
  return labelOf(DOCUMENT_TAGS, document.document_tag);
}
