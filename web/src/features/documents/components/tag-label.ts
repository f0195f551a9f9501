import { DOCUMENT_TAGS } from '@contracts/catalogues/documents';
import type { DocumentItem } from '@contracts/documents';

const LABELS = new Map<string, string>(DOCUMENT_TAGS.map((tag) => [tag.code, tag.label]));

/** The label of a document's kind ('CV', 'Certificación', …); a profile photo says so. */
export function tagLabel(document: Pick<DocumentItem, 'document_tag' | 'is_profile_photo'>): string {
  if (document.is_profile_photo) return 'Foto de perfil';
  return LABELS.get(document.document_tag) ?? document.document_tag;
}
