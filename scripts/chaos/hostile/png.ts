import zlib from 'node:zlib';
import sharp from 'sharp';
import { chunk } from '../../seed/png';

/** Hostile PNGs: each is what the attacks sent, built from its bytes up. */

const SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return chunk('IHDR', data);
}

/** One black pixel's image data and the end: what makes the files below images a reader accepts. */
const onePixelTail = () =>
  Buffer.concat([chunk('IDAT', zlib.deflateSync(Buffer.from([0, 0, 0, 0]))), chunk('IEND', Buffer.alloc(0))]);

/** 16 bytes: the signature, then a chunk that says it is 0x20000000 bytes (512 MB) long, named IHDR, and nothing. */
export function lyingLengthPng(): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(0x20000000);
  return Buffer.concat([SIGNATURE, length, Buffer.from('IHDR', 'ascii')]);
}

/**
 * A 1×1 PNG whose iTXt chunk holds `inflatedBytes` of zeros compressed with zlib (~1,030:1, so 400 MB of text
 * travel in ~390 KB): a reader that inflates it without an output cap allocates all of it.
 */
export async function itxtBombPng(inflatedBytes = 400_000_000): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const zeros = Buffer.alloc(1_000_000);
  for (let written = 0; written < inflatedBytes; written += zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(zeros.length, inflatedBytes - written))))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  // keyword, null, compression flag 1, method 0, empty language tag, null, empty translated keyword, null, text
  const itxt = Buffer.concat([Buffer.from('openbadges\0\x01\x00\0\0', 'latin1'), ...parts]);
  return Buffer.concat([SIGNATURE, header(1, 1), chunk('iTXt', itxt), onePixelTail()]);
}

/** A 1×1 PNG with `count` tiny tEXt chunks (15 bytes each) before its image data: 230,000 of them are ~3.5 MB. */
export function tinyChunksPng(count: number): Buffer {
  const tiny = chunk('tEXt', Buffer.from('k\0v', 'latin1'));
  return Buffer.concat([SIGNATURE, header(1, 1), Buffer.alloc(tiny.length * count, tiny), onePixelTail()]);
}

/** How many tiny chunks fit in a file of at most `maxBytes` (with room for the rest of the PNG). */
export const tinyChunksWithin = (maxBytes: number, wanted = 230_000) =>
  Math.min(wanted, Math.floor((maxBytes - 200) / 15));

/** A real `side`×`side` PNG of one colour (10,000 × 10,000 = 100 megapixels in ~400 KB), made with sharp. */
export async function megapixelPng(side = 10_000): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#5b21b6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A small real PNG (64×64), for the records the round needs before it attacks (a work, a badge). */
export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}
