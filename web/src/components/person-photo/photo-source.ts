import { PLACEHOLDER_PHOTO_DOCUMENT_ID } from '@contracts/constants';
import { photoUrlOfSize, type PhotoSize } from '@contracts/photo-sizes';

/** The document id in a photo URL such as /api/document-direct/{id}?t=… or /api/documents/{id}/download. */
export function photoDocumentId(url: string): number | null {
  const match = /\/api\/(?:document-direct|documents)\/(\d+)/.exec(url);
  return match ? Number(match[1]) : null;
}

/**
 * The URL to load for a profile photo in one stored size, or null when there is none to show (spec §4.3): no value,
 * a path with ENOENT in it, the placeholder document 10, or anything that is not one of our document links.
 * The version `t` is kept, so the same photo and size is always the same URL (the browser caches it for a year).
 */
export function photoSource(url: string | null | undefined, size: PhotoSize): string | null {
  if (!url || url.includes('ENOENT')) return null;
  const id = photoDocumentId(url);
  if (id === null || id === PLACEHOLDER_PHOTO_DOCUMENT_ID) return null;
  return photoUrlOfSize(url, size);
}
