import { inflateSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { AppError } from '../../../lib/app-error';
import type { Text, TextValues } from '@contracts/i18n/texts';

/**
 * Reading the credential baked into a badge image (Open Badges 3.0, 'Baking'): in a PNG, the iTXt chunk with the
 * keyword `openbadgecredential` (older images use a tEXt chunk, `openbadges` in Open Badges 2.0); in an SVG, the
 * `<openbadges:credential>` element, with the credential in CDATA or in its `verify` attribute. The text found is a
 * JSON credential or a compact JWT; it is returned as it is, not parsed.
 *
 * The bytes are anyone's (decision 030): both readers are linear in the file's size and bounded. The PNG walk
 * compares each chunk's declared length with the bytes present before looking at it, copies nothing, stops after
 * PNG_MAX_CHUNKS chunks and inflates at most BAKED_TEXT_MAX_BYTES; the SVG goes through a streaming XML parser
 * (saxes: the five predefined entities and character references only, no DTD expansion) within limits of elements,
 * depth and text. Past a limit the file is refused in plain words.
 */

const PNG_KEYWORDS = new Set(['openbadgecredential', 'openbadges']);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A badge image has a dozen chunks; an image with many text chunks, a few hundred. */
export const PNG_MAX_CHUNKS = 10_000;
/** The text of a baked credential, decompressed: a real one is a few kilobytes, with an embedded image under 1 MB. */
export const BAKED_TEXT_MAX_BYTES = 1_000_000;
/** A badge drawing has hundreds of elements, a detailed illustration tens of thousands. */
export const SVG_MAX_ELEMENTS = 200_000;
export const SVG_MAX_DEPTH = 256;

export const BAKED_MESSAGES = {
  pngDamaged: /*i18n*/ {
    id: 'baked.pngDamaged',
    message: 'El PNG está dañado: uno de sus bloques dice medir más de lo que queda del archivo.',
  },
  /** Values: `max`. */
  pngTooManyChunks: /*i18n*/ {
    id: 'baked.pngTooManyChunks',
    message: 'El PNG tiene más de {max, number} bloques; una imagen de insignia tiene unos pocos.',
  },
  /** Values: `megabytes`. */
  textTooLarge: /*i18n*/ {
    id: 'baked.textTooLarge',
    message:
      'El texto guardado en la imagen ocupa más de {megabytes} MB al descomprimirlo; una credencial ocupa mucho menos.',
  },
  /** Values: `max`. */
  svgTooManyElements: /*i18n*/ {
    id: 'baked.svgTooManyElements',
    message: 'El SVG tiene más de {max, number} elementos.',
  },
  /** Values: `max`. */
  svgTooDeep: /*i18n*/ { id: 'baked.svgTooDeep', message: 'El SVG anida más de {max} elementos unos dentro de otros.' },
} as const;

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

const tooComplex = (message: Text, values?: TextValues) => new AppError('FILE_TOO_COMPLEX', message, undefined, values);

/**
 * The baked credential of a PNG, or null when the image carries none (or is not a PNG). Each chunk is length (4),
 * type (4), data (length), CRC (4); only the text chunks' data is looked at, as views of the bytes.
 */
export function readBakedPng(bytes: Uint8Array): string | null {
  if (!isPng(bytes)) return null;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE.length;
  for (let chunks = 0; offset + 8 <= view.length; chunks += 1) {
    if (chunks >= PNG_MAX_CHUNKS) throw tooComplex(BAKED_MESSAGES.pngTooManyChunks, { max: PNG_MAX_CHUNKS });
    const length = view.readUInt32BE(offset);
    const type = view.toString('latin1', offset + 4, offset + 8);
    const dataStart = offset + 8;
    if (length > view.length - dataStart - 4) throw new AppError('CREDENTIAL_NOT_IN_FILE', BAKED_MESSAGES.pngDamaged);
    const data = view.subarray(dataStart, dataStart + length);
    const text = type === 'iTXt' ? readITXt(data) : type === 'tEXt' ? readTEXt(data) : null;
    if (text !== null && text.trim() !== '') return text;
    if (type === 'IEND') return null;
    offset = dataStart + length + 4;
  }
  return null;
}

/**
 * iTXt: keyword \0, compression flag (1 byte), compression method (1 byte), language tag \0, translated keyword \0,
 * then the text in UTF-8 (zlib-compressed when the flag is 1). Null unless the keyword is one of ours.
 */
function readITXt(data: Buffer): string | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || !PNG_KEYWORDS.has(data.toString('latin1', 0, keywordEnd))) return null;
  const compressed = data[keywordEnd + 1] === 1;
  const method = data[keywordEnd + 2];
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  if (languageEnd < 0) return null;
  const translatedEnd = data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  if (!compressed) return body.toString('utf8');
  if (method !== 0) return null;
  let inflated: Buffer;
  try {
    inflated = inflateSync(body, { maxOutputLength: BAKED_TEXT_MAX_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooComplex(BAKED_MESSAGES.textTooLarge, { megabytes: BAKED_TEXT_MAX_BYTES / 1_000_000 });
    return null;
  }
  return inflated.toString('utf8');
}

/** tEXt: keyword \0 text (Latin-1). */
function readTEXt(data: Buffer): string | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || !PNG_KEYWORDS.has(data.toString('latin1', 0, keywordEnd))) return null;
  return data.toString('latin1', keywordEnd + 1);
}

const CREDENTIAL_ELEMENT = 'openbadges:credential';

/**
 * The baked credential of an SVG: the content of the first `<openbadges:credential>` (CDATA or escaped text), or
 * else its `verify` attribute. Null when there is no such element, it is empty, or the XML is not well formed
 * before the element ends.
 */
export function readBakedSvg(text: string): string | null {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let elements = 0;
  let depth = 0;
  /** The depth of the credential element while inside it. */
  let inside = -1;
  let verify = '';
  const content: string[] = [];
  let contentLength = 0;
  let found: string | null = null;
  const keep = (part: string) => {
    contentLength += part.length;
    if (contentLength > BAKED_TEXT_MAX_BYTES)
      throw tooComplex(BAKED_MESSAGES.textTooLarge, { megabytes: BAKED_TEXT_MAX_BYTES / 1_000_000 });
    content.push(part);
  };
  parser.on('opentag', (tag) => {
    elements += 1;
    depth += 1;
    if (elements > SVG_MAX_ELEMENTS) throw tooComplex(BAKED_MESSAGES.svgTooManyElements, { max: SVG_MAX_ELEMENTS });
    if (depth > SVG_MAX_DEPTH) throw tooComplex(BAKED_MESSAGES.svgTooDeep, { max: SVG_MAX_DEPTH });
    if (inside < 0 && tag.name.toLowerCase() === CREDENTIAL_ELEMENT) {
      inside = depth;
      verify = tag.attributes.verify ?? '';
    }
  });
  parser.on('text', (part) => {
    if (inside > 0) keep(part);
  });
  parser.on('cdata', (part) => {
    if (inside > 0) keep(part);
  });
  parser.on('closetag', () => {
    if (depth === inside) {
      const inner = content.join('').trim();
      found = inner !== '' ? inner : verify.trim() !== '' ? verify.trim() : null;
      throw new CredentialElementRead();
    }
    depth -= 1;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (!(error instanceof CredentialElementRead)) return null;
  }
  return found;
}

/** Thrown to stop the parser once the credential element is read: nothing after it matters. */
class CredentialElementRead extends Error {}
