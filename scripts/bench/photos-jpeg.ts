import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '../../contracts/constants';

const WIDTH = 4000;
const HEIGHT = 3000;
/** The smallest camera photo we accept as "about 2 MB"; the largest is the upload limit less a margin. */
export const BENCH_JPEG_MIN_BYTES = 1_500_000;
const MAX_BYTES = PHOTO_MAX_BYTES - 50_000;
/**
 * The picture: a gradient, blotches (a random level every BLOTCH_PIXELS, blended between) that survive shrinking to
 * 128 px as a face's detail would (a small WebP of ~4 KB, not a flat 0.4 KB), and fine noise that gives the JPEG a
 * camera's weight (~1.6 MB at quality 90).
 */
const BLOTCH_PIXELS = 25;
const BLOTCH_SPREAD = 100;
const NOISE_SPREAD = 8;

/** Where the camera was: 40° 25′ N, 3° 42′ W (Madrid), as a phone writes it. */
const CAMERA_EXIF = {
  IFD0: { Make: 'BenchPhone', Model: 'Bench 1', DateTime: '2026:01:15 10:30:00' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
};

/** mulberry32: a small seeded generator, so each teacher's photo has its own pixels and every run the same ones. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random level at every BLOTCH_PIXELS of the picture, for cameraPixels(). */
function blotchGrid(random: () => number) {
  const columns = Math.ceil(WIDTH / BLOTCH_PIXELS) + 1;
  const rows = Math.ceil(HEIGHT / BLOTCH_PIXELS) + 1;
  return { columns, levels: Float32Array.from({ length: columns * rows }, () => (random() - 0.5) * BLOTCH_SPREAD) };
}

/** The picture of the seed as raw RGB pixels: its own blotches and noise, its own blue. */
function cameraPixels(seed: number): Buffer {
  const random = seededRandom(seed);
  const { columns, levels } = blotchGrid(random);
  // Clamped: a level pushed below 0 or above 255 stays there instead of wrapping around.
  const pixels = new Uint8ClampedArray(WIDTH * HEIGHT * 3);
  const blue = (seed * 37) % 256;
  let index = 0;
  for (let y = 0; y < HEIGHT; y++) {
    const row = Math.floor(y / BLOTCH_PIXELS);
    const down = y / BLOTCH_PIXELS - row;
    const green = (y * 255) / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      const column = Math.floor(x / BLOTCH_PIXELS);
      const right = x / BLOTCH_PIXELS - column;
      const at = row * columns + column;
      const top = levels[at]! * (1 - right) + levels[at + 1]! * right;
      const bottom = levels[at + columns]! * (1 - right) + levels[at + columns + 1]! * right;
      const level = top * (1 - down) + bottom * down + (random() - 0.5) * NOISE_SPREAD;
      pixels[index++] = (x * 255) / WIDTH + level;
      pixels[index++] = green + level;
      pixels[index++] = blue + level;
    }
  }
  return Buffer.from(pixels.buffer);
}

/**
 * A camera-like JPEG of 4000×3000 between 1.5 MB and the upload limit, carrying EXIF with GPS. The quality moves
 * by steps when the size falls outside, and the EXIF is read back: the bench must upload what it claims to.
 */
export async function benchJpeg(seed: number): Promise<Buffer> {
  const pixels = cameraPixels(seed);
  let quality = 90;
  for (let attempt = 0; attempt < 10; attempt++) {
    const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .withExif(CAMERA_EXIF)
      .toBuffer();
    if (jpeg.length > MAX_BYTES) quality -= 2;
    else if (jpeg.length < BENCH_JPEG_MIN_BYTES) quality += 2;
    else {
      const metadata = await sharp(jpeg).metadata();
      if (gpsLatitude(metadata.exif) === null)
        throw new Error(`photo ${seed}: the generated JPEG carries no GPS in its EXIF`);
      return jpeg;
    }
  }
  throw new Error(`photo ${seed}: no quality gave a JPEG between ${BENCH_JPEG_MIN_BYTES} and ${MAX_BYTES} bytes`);
}

const GPS_IFD_POINTER = 0x8825;
const GPS_LATITUDE = 0x0002;

/**
 * The GPS latitude in an EXIF block (as sharp's metadata gives it: "Exif\0\0" then TIFF), e.g. "40/1 25/1 0/1",
 * or null when it has no GPS. Enough of TIFF to follow IFD0's GPS pointer: no EXIF reader is a dependency.
 */
export function gpsLatitude(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  const tiff = exif.subarray(exif.subarray(0, 4).toString('latin1') === 'Exif' ? 6 : 0);
  if (tiff.length < 8) return null;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entry = (ifd: number, tag: number) => {
    if (ifd + 2 > tiff.length) return null;
    for (let index = 0; index < u16(ifd); index++) {
      const at = ifd + 2 + index * 12;
      if (at + 12 <= tiff.length && u16(at) === tag) return at;
    }
    return null;
  };
  const pointer = entry(u32(4), GPS_IFD_POINTER);
  if (pointer === null) return null;
  const latitude = entry(u32(pointer + 8), GPS_LATITUDE);
  if (latitude === null) return null;
  const values = u32(latitude + 8);
  if (values + 24 > tiff.length) return null;
  return [0, 1, 2].map((part) => `${u32(values + part * 8)}/${u32(values + part * 8 + 4)}`).join(' ');
}
