import encodeChunks from 'png-chunks-encode';
import extractChunks from 'png-chunks-extract';

/**
 * Baking a credential into a PNG (Open Badges 3.0, 'Baking'): an `iTXt` chunk with the keyword
 * `openbadgecredential`, uncompressed, holding the signed credential's JSON, placed before `IEND`. A chunk already
 * baked into the image (ours, or Open Badges 2.0's `openbadges`) is replaced, so an image carries one credential.
 * The reader is read-baked.ts (readBakedPng).
 */
export const BAKED_PNG_KEYWORD = 'openbadgecredential';
const BAKED_KEYWORDS = new Set([BAKED_PNG_KEYWORD, 'openbadges']);

/**
 * An iTXt chunk's data (PNG specification, 11.3.4.5): the keyword (Latin-1), a null separator, the compression
 * flag (0: not compressed), the compression method (0), an empty language tag and its null, an empty translated
 * keyword and its null, then the text in UTF-8.
 */
export function iTXtData(keyword: string, text: string): Buffer {
  return Buffer.concat([
    Buffer.from(keyword, 'latin1'),
    // Keyword's null, compression flag 0, compression method 0, empty language tag's null, empty translated keyword's null.
    Buffer.from([0, 0, 0, 0, 0]),
    Buffer.from(text, 'utf8'),
  ]);
}

/** The keyword of a tEXt, zTXt or iTXt chunk (the Latin-1 bytes before the first null). */
function keywordOf(data: Uint8Array): string {
  const bytes = Buffer.from(data);
  const end = bytes.indexOf(0);
  return end < 0 ? '' : bytes.subarray(0, end).toString('latin1');
}

/** The PNG `png` with `credentialJson` baked in; throws when `png` is not a PNG. */
export function bakePng(png: Buffer, credentialJson: string): Buffer {
  const chunks = extractChunks(png).filter(
    (chunk) => !(['iTXt', 'tEXt', 'zTXt'].includes(chunk.name) && BAKED_KEYWORDS.has(keywordOf(chunk.data))),
  );
  const end = chunks.findIndex((chunk) => chunk.name === 'IEND');
  if (end < 0) throw new Error('The image has no IEND chunk.');
  chunks.splice(end, 0, { name: 'iTXt', data: iTXtData(BAKED_PNG_KEYWORD, credentialJson) });
  return Buffer.from(encodeChunks(chunks));
}
