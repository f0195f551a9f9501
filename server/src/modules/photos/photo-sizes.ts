import sharp from 'sharp';
import { PHOTO_MESSAGES, PHOTO_SIZE_PIXELS, PHOTO_SIZES, type PhotoSize } from '@contracts/photos';
import { AppError } from '../../lib/app-error';

/** The format every stored size is in: WebP, which every browser the school uses shows (decision 021). */
export const PHOTO_EXTENSION = 'webp';

/**
 * Decoding stops above this many pixels (a 2 MB PNG of one colour can claim 400 million): 100 megapixels holds any
 * phone's photo.
 */
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;

export type PhotoRenditions = Record<PhotoSize, Buffer>;

/**
 * Photos rendered at once in this process: a decode can take hundreds of MB for a huge-pixel image, so uploads
 * arriving together wait their turn instead of adding up (one per core of the development machine).
 */
const MAX_RENDERS_AT_ONCE = 2;
let rendering = 0;
const waiting: (() => void)[] = [];

async function takeRenderSlot(): Promise<() => void> {
  if (rendering >= MAX_RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else rendering += 1;
  return () => {
    const next = waiting.shift();
    // The slot passes straight to the next in line; with nobody waiting it is freed.
    if (next) next();
    else rendering -= 1;
  };
}

/**
 * Decodes an uploaded photo once and renders each size the screens use: turned upright by its EXIF orientation,
 * fitted inside the size's square (never enlarged), re-encoded as WebP. sharp writes no metadata unless asked, so
 * no EXIF, GPS, XMP or IPTC of the original reaches a stored size. An image that cannot be decoded is refused in
 * the specification's words (PHOTO_UNREADABLE).
 */
export async function renderPhotoSizes(original: Buffer): Promise<PhotoRenditions> {
  const release = await takeRenderSlot();
  try {
    const upright = sharp(original, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const rendered = await Promise.all(
      PHOTO_SIZES.map((size) =>
        upright
          .clone()
          .resize({
            width: PHOTO_SIZE_PIXELS[size],
            height: PHOTO_SIZE_PIXELS[size],
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      ),
    );
    return Object.fromEntries(PHOTO_SIZES.map((size, index) => [size, rendered[index]!])) as PhotoRenditions;
  } catch {
    throw new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
  } finally {
    release();
  }
}
