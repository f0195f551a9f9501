import { PLACEHOLDER_PHOTO_DOCUMENT_ID } from '@contracts/constants';
import { photoDocumentId } from '@contracts/photo-sizes';

export { photoDocumentId };
/** The profile_photo value for a photo document, as the server writes it: /api/document-direct/{id}?t={timestamp}. */
export { buildPhotoUrl } from '@contracts/photos';

/** A photo is set unless the value is empty or points to the placeholder document 10 (spec §4.3). */
export function hasProfilePhoto(url: string | null | undefined): url is string {
  if (!url) return false;
  return photoDocumentId(url) !== PLACEHOLDER_PHOTO_DOCUMENT_ID;
}
