/**
 * Text of a spreadsheet file as schools save it: Excel on a Spanish Windows writes CSV in Windows-1252
 * with semicolons; other tools write UTF-8 (with or without the byte order mark) with commas.
 * Pure functions (no Fastify, no I/O): the people import and the roster import read with them inside
 * the worker pool.
 */

export type SpreadsheetEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/**
 * A file with NUL characters is not a spreadsheet's CSV (a UTF-16 'Unicode text' export or a binary renamed .csv
 * is), and PostgreSQL refuses the character in text: such a file is refused as a whole, before its rows are read.
 */
export const SPREADSHEET_TEXTS = {
  nulCharacter: /*i18n*/ {
    id: 'spreadsheet.nulCharacter',
    message:
      'El archivo contiene caracteres nulos y no es un CSV de texto. Guárdalo como «CSV UTF-8» y vuelve a subirlo.',
  },
} as const;

export const hasNulCharacter = (text: string): boolean => text.includes('\u0000');

export interface DecodedSpreadsheet {
  text: string;
  encoding: SpreadsheetEncoding;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
}

/**
 * UTF-8 (with or without BOM) when the bytes are valid UTF-8; otherwise Windows-1252 (every byte
 * decodes, so this never fails). The BOM is not part of `text`.
 */
export function decodeSpreadsheetBytes(bytes: Uint8Array): DecodedSpreadsheet {
  if (startsWithUtf8Bom(bytes)) {
    const rest = bytes.subarray(3);
    const text = tryUtf8(rest);
    if (text !== null) return { text, encoding: 'utf-8-bom' };
    // A BOM followed by bytes that are not UTF-8: the file was re-saved by a tool that kept the mark.
    return { text: decodeWindows1252(rest), encoding: 'windows-1252' };
  }
  const text = tryUtf8(bytes);
  if (text !== null) return { text, encoding: 'utf-8' };
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}

/**
 * Windows-1252 → text. Not `new TextDecoder('windows-1252')`: Node 20's decoder takes a Latin-1 fast
 * path for that label and turns 0x80–0x9F (€, curly quotes, dashes, Š, Ž, Ÿ…) into C1 control
 * characters. Bytes 0xA0–0xFF are Latin-1 (same code point); 0x00–0x7F are ASCII; the five bytes
 * Windows-1252 leaves undefined map to the C1 control of the same number, as the WHATWG encoding does.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d,
  0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d,
  0x017e, 0x0178,
] as const;

export function decodeWindows1252(bytes: Uint8Array): string {
  const CHUNK = 8192;
  let out = '';
  const codes = new Array<number>(Math.min(CHUNK, bytes.length));
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    codes.length = end - start;
    for (let i = start; i < end; i += 1) {
      const b = bytes[i]!;
      codes[i - start] = b >= 0x80 && b <= 0x9f ? WINDOWS_1252_HIGH[b - 0x80]! : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

function tryUtf8(bytes: Uint8Array): string | null {
  try {
    // ignoreBOM: the caller already removed a leading BOM; a second one stays visible as data.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The field separator of a CSV text, read from its first line (the header), counting only characters
 * outside double quotes: ';' when semicolons outnumber commas, else ','. A header with neither (one
 * column) reads as ','.
 */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '"') {
      // "" inside quotes is an escaped quote: toggling twice leaves the state as it was.
      quoted = !quoted;
      continue;
    }
    if (quoted) continue;
    if (ch === '\n' || ch === '\r') break;
    if (ch === ',') commas += 1;
    else if (ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}
