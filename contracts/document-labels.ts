import { DOCUMENT_TAGS } from './catalogues/documents';

// A document's label and the expiry window, without zod: the first screens that list documents import this, not the
// schemas.

/** How far ahead the staff view of expiring documents looks. */
export const EXPIRING_WITHIN_DAYS = 90;

const TAG_LABELS = new Map<string, string>(DOCUMENT_TAGS.map((tag) => [tag.code, tag.label]));

/** The label of a document's kind ('CV', 'Certificación', …); a profile photo says so. */
export function documentTagLabel(document: { document_tag: string; is_profile_photo: boolean }): string {
  if (document.is_profile_photo) return 'Foto de perfil';
  return TAG_LABELS.get(document.document_tag) ?? document.document_tag;
}
