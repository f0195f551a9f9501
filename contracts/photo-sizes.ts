import { PLACEHOLDER_PHOTO_DOCUMENT_ID } from './constants';

/**
 * The sizes a photo is stored in (decision 021): each screen asks for the one it shows through `?size=` on the
 * photo's URL. Small for lists, cards and avatars, medium for a profile, large for a photo opened on its own
 * (and for a URL without `size`, the specification's form). Without zod: the screens that show photos import this.
 */
export const PHOTO_SIZES = ['small', 'medium', 'large'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The longest side of each size in pixels: twice the largest box it fills on screen, for 2× displays. */
export const PHOTO_SIZE_PIXELS: Record<PhotoSize, number> = { small: 128, medium: 384, large: 1024 };

/** A photo URL (/api/document-direct/{id}?t=…) asking for one size; the version `t` is kept. */
export function photoUrlOfSize(url: string, size: PhotoSize): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('size', size);
  return `${path}?${params.toString()}`;
}

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
