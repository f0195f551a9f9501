import sharp from 'sharp';
import {
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_MESSAGES,
  PHOTO_SIZE_PIXELS,
  PHOTO_SIZES,
  type PhotoSize,
} from '@contracts/photos';
import { AppError } from '../../lib/app-error';
import { lowerLibvipsWorkersPriority } from '../../lib/background-priority';
import { CpuGate, cpuWorkSlots } from '../../lib/cpu-gate';

/** The format every stored size is in: WebP, which every browser the school uses shows (decision 021). */
export const PHOTO_EXTENSION = 'webp';

const MAX_INPUT_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
const WEBP_QUALITY = 80;
/**
 * The longest one sharp pipeline may run before it is stopped (and the image refused as unreadable): a 50 MP
 * phone photo renders in ~0.3 s on one core, a 65 MP PNG in ~1 s; 20 s is only ever reached by a crafted file.
 */
const PIPELINE_TIMEOUT_SECONDS = 20;

/*
 * One libvips thread per pipeline, and at most cpuWorkSlots() renders at once (the cores but one): a render can
 * never take every core, so the event loop keeps one for everybody else. By default libvips runs a pipeline on
 * every core, and renders sent together would take them all.
 */
sharp.concurrency(1);
// No image is decoded twice (each upload is new, its sizes are encoded from one decoded copy): libvips's operation
// cache (up to 50 MB by default) would only hold memory.
sharp.cache(false);

/**
 * The renders of this process: the cores but one at once, at most twice as many waiting up to 5 s each, the rest
 * refused at once with 503 SERVER_BUSY and `Retry-After` (no line that grows with every upload sent together).
 */
export const photoRenders = new CpuGate({ slots: cpuWorkSlots(), maxWaiting: 2 * cpuWorkSlots(), maxWaitMs: 5_000 });

export type PhotoRenditions = Record<PhotoSize, Buffer>;

/** Refuses, from its header alone (nothing decoded), an image of more than PHOTO_MAX_MEGAPIXELS. */
async function refuseTooManyPixels(original: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(original).metadata());
  } catch {
    throw new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
  }
  if (!width || !height) throw new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS)
    throw new AppError('IMAGE_TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels, undefined, {
      width,
      height,
      max: PHOTO_MAX_MEGAPIXELS,
    });
}

/**
 * Decodes the image once, upright and fitted inside the largest size, into raw pixels; each size is encoded from
 * those (a 50 MP photo is decoded once instead of once per size, and a JPEG shrinks while it is decoded).
 */
async function renderSizes(original: Buffer): Promise<PhotoRenditions> {
  const largest = PHOTO_SIZE_PIXELS.large;
  const { data, info } = await sharp(original, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: PIPELINE_TIMEOUT_SECONDS })
    .rotate()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const rendered: Partial<PhotoRenditions> = {};
  for (const size of PHOTO_SIZES) {
    rendered[size] = await sharp(data, { raw })
      .timeout({ seconds: PIPELINE_TIMEOUT_SECONDS })
      .resize({
        width: PHOTO_SIZE_PIXELS[size],
        height: PHOTO_SIZE_PIXELS[size],
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  }
  return rendered as PhotoRenditions;
}

/**
 * Renders each size the screens use from an uploaded photo: turned upright by its EXIF orientation, fitted inside
 * the size's square (never enlarged), re-encoded as WebP. sharp writes no metadata unless asked, so no EXIF, GPS,
 * XMP or IPTC of the original reaches a stored size. Refused: an image that cannot be decoded (PHOTO_UNREADABLE,
 * the specification's words), one of more than PHOTO_MAX_MEGAPIXELS by its header (IMAGE_TOO_MANY_PIXELS, before
 * any decoding), and, when the renders are all taken, 503 SERVER_BUSY. `patient`: a background job, which waits
 * its turn however long.
 */
export async function renderPhotoSizes(
  original: Buffer,
  options: { patient?: boolean } = {},
): Promise<PhotoRenditions> {
  await refuseTooManyPixels(original);
  return photoRenders.run(async () => {
    // libvips starts its worker threads on a first render: those of this one are lowered just after it starts.
    lowerLibvipsWorkersPriority();
    setTimeout(lowerLibvipsWorkersPriority, 50).unref();
    try {
      return await renderSizes(original);
    } catch {
      throw new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
    }
  }, options);
}
