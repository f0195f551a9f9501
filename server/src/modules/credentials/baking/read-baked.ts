import extractChunks from 'png-chunks-extract';
import { inflateSync } from 'node:zlib';

/**
 * Reading the credential baked into a badge image (Open Badges 3.0, 'Baking'): in a PNG, the iTXt chunk with the
 * keyword `openbadgecredential` (older images use a tEXt chunk, `openbadges` in Open Badges 2.0); in an SVG, the
 * `<openbadges:credential>` element, with the credential in CDATA or in its `verify` attribute. The text found is a
 * JSON credential or a compact JWT; it is returned as it is, not parsed.
 */

const PNG_KEYWORDS = new Set(['openbadgecredential', 'openbadges']);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** The baked credential of a PNG, or null when the image carries none (or is not a PNG). */
export function readBakedPng(bytes: Uint8Array): string | null {
  if (!isPng(bytes)) return null;
  let chunks: { name: string; data: Uint8Array }[];
  try {
    chunks = extractChunks(bytes);
  } catch {
    return null;
  }
  for (const chunk of chunks) {
    const text =
      chunk.name === 'iTXt'
        ? readITXt(Buffer.from(chunk.data))
        : chunk.name === 'tEXt'
          ? readTEXt(Buffer.from(chunk.data))
          : null;
    if (text !== null && text.trim() !== '') return text;
  }
  return null;
}

/**
 * iTXt: keyword \0, compression flag (1 byte), compression method (1 byte), language tag \0, translated keyword \0,
 * then the text in UTF-8 (zlib-compressed when the flag is 1). Null unless the keyword is one of ours.
 */
function readITXt(data: Buffer): string | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || !PNG_KEYWORDS.has(data.subarray(0, keywordEnd).toString('latin1'))) return null;
  const compressed = data[keywordEnd + 1] === 1;
  const method = data[keywordEnd + 2];
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  if (languageEnd < 0) return null;
  const translatedEnd = data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  if (!compressed) return body.toString('utf8');
  if (method !== 0) return null;
  try {
    return inflateSync(body).toString('utf8');
  } catch {
    return null;
  }
}

/** tEXt: keyword \0 text (Latin-1). */
function readTEXt(data: Buffer): string | null {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 0 || !PNG_KEYWORDS.has(data.subarray(0, keywordEnd).toString('latin1'))) return null;
  return data.subarray(keywordEnd + 1).toString('latin1');
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * The baked credential of an SVG: the content of `<openbadges:credential>` (CDATA or escaped text), or else its
 * `verify` attribute. Null when there is no such element or it is empty.
 */
export function readBakedSvg(text: string): string | null {
  const element = /<openbadges:credential\b([^>]*?)(\/>|>([\s\S]*?)<\/openbadges:credential\s*>)/i.exec(text);
  if (!element) return null;
  const content = element[3];
  if (content !== undefined) {
    const cdata = /<!\[CDATA\[([\s\S]*?)\]\]>/.exec(content);
    const inner = cdata ? cdata[1]! : decodeXmlText(content);
    if (inner.trim() !== '') return inner.trim();
  }
  const verify = /\bverify\s*=\s*("([^"]*)"|'([^']*)')/i.exec(element[1] ?? '');
  if (verify) {
    const value = decodeXmlText(verify[2] ?? verify[3] ?? '').trim();
    if (value !== '') return value;
  }
  return null;
}
