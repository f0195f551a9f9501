import { describe, expect, it } from 'vitest';
import { decodeSpreadsheetBytes, decodeWindows1252, detectSeparator } from './spreadsheet-text';

const NAME = 'José Peña Núñez';

function windows1252(text: string): Uint8Array {
  // Every character of the test texts is in Latin-1, where Windows-1252 and the code point agree.
  return Uint8Array.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code > 0xff) throw new Error(`not Latin-1: ${ch}`);
      return code;
    }),
  );
}

describe('decodeSpreadsheetBytes', () => {
  it('reads UTF-8 without a BOM', () => {
    const out = decodeSpreadsheetBytes(new TextEncoder().encode(`Nombre completo\n${NAME}\n`));
    expect(out).toEqual({ text: `Nombre completo\n${NAME}\n`, encoding: 'utf-8' });
  });

  it('reads UTF-8 with a BOM and leaves the BOM out of the text', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`a;b\n${NAME}`)]);
    const out = decodeSpreadsheetBytes(bytes);
    expect(out.encoding).toBe('utf-8-bom');
    expect(out.text).toBe(`a;b\n${NAME}`);
    expect(out.text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('reads Windows-1252 when the bytes are not valid UTF-8', () => {
    const out = decodeSpreadsheetBytes(windows1252(`Nombre completo;Matrícula\n${NAME};A-1\n`));
    expect(out).toEqual({ text: `Nombre completo;Matrícula\n${NAME};A-1\n`, encoding: 'windows-1252' });
    expect(out.text).not.toContain('\uFFFD');
  });

  it('maps the Windows-1252 range 0x80-0x9F (euro sign, curly quotes) to their characters', () => {
    const out = decodeSpreadsheetBytes(new Uint8Array([0x80, 0x20, 0x93, 0x41, 0x94, 0xe9]));
    expect(out.encoding).toBe('windows-1252');
    expect(out.text).toBe('€ “A”é');
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeSpreadsheetBytes(new TextEncoder().encode('full_name,email')).encoding).toBe('utf-8');
  });

  it('reads an empty file as empty UTF-8 text', () => {
    expect(decodeSpreadsheetBytes(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });

  it('reads a BOM followed by Windows-1252 bytes as Windows-1252 without the BOM', () => {
    const out = decodeSpreadsheetBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...windows1252(NAME)]));
    expect(out).toEqual({ text: NAME, encoding: 'windows-1252' });
  });

  it('does not take a truncated UTF-8 sequence for UTF-8', () => {
    const utf8 = new TextEncoder().encode('é');
    expect(decodeSpreadsheetBytes(utf8.subarray(0, 1)).encoding).toBe('windows-1252');
  });
});

describe('detectSeparator', () => {
  it('finds a comma', () => {
    expect(detectSeparator('full_name,email,role\nA,b@c,student')).toBe(',');
  });

  it('finds a semicolon as Spanish Excel writes', () => {
    expect(detectSeparator('Nombre completo;Correo electrónico;Rol\n"Peña, José";a@b;Estudiante')).toBe(';');
  });

  it('ignores separators inside quotes in the header', () => {
    expect(detectSeparator('"Apellidos, nombre";"Correo, principal";Rol\nx')).toBe(';');
    expect(detectSeparator('"a;b;c;d",e\nx')).toBe(',');
    expect(detectSeparator('"say ""hi;"" now",e\n')).toBe(',');
  });

  it('reads only the first line', () => {
    expect(detectSeparator('a,b,c\r\nx;y;z;w;v;u\n')).toBe(',');
    expect(detectSeparator('a;b\nx,y,z,w\n')).toBe(';');
  });

  it('skips a leading BOM and falls back to comma for a single column', () => {
    expect(detectSeparator('\uFEFFa;b')).toBe(';');
    expect(detectSeparator('Nombre completo\nJosé')).toBe(',');
    expect(detectSeparator('')).toBe(',');
  });
});

describe('decodeWindows1252', () => {
  it('decodes every byte of 0x80-0x9F as Windows-1252 (not as C1 controls)', () => {
    const text = decodeWindows1252(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i));
    expect(text).toBe('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ');
  });

  it('decodes long inputs (beyond one chunk) byte for byte', () => {
    const bytes = new Uint8Array(20_000).fill(0xf1);
    expect(decodeWindows1252(bytes)).toBe('ñ'.repeat(20_000));
  });
});
