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
