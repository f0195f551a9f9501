import encodeChunks from 'png-chunks-encode';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { PNG_MAX_CHUNKS, readBakedPng, readBakedSvg, SVG_MAX_DEPTH, SVG_MAX_ELEMENTS } from './read-baked.js';

/** The AppError `read` throws (its code and message), or a failure when it throws none. */
function refusalOf(read: () => unknown): { code: string; message: string } {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, message: (error as AppError).message };
  }
  throw new Error('expected a refusal');
}

/** A 1×1 grey PNG with the given chunks between its header and its image data. */
function png(extra: { name: string; data: Uint8Array }[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const idat = deflateSync(Buffer.from([0, 0x80]));
  return Buffer.from(
    encodeChunks([
      { name: 'IHDR', data: ihdr },
      ...extra,
      { name: 'IDAT', data: idat },
      { name: 'IEND', data: new Uint8Array(0) },
    ]),
  );
}

function iTXt(keyword: string, text: string, compressed = false): { name: string; data: Uint8Array } {
  const body = compressed ? deflateSync(Buffer.from(text, 'utf8')) : Buffer.from(text, 'utf8');
  return {
    name: 'iTXt',
    data: Buffer.concat([
      Buffer.from(keyword, 'latin1'),
      Buffer.from([0, compressed ? 1 : 0, 0]),
      Buffer.from('es', 'latin1'),
      Buffer.from([0]),
      Buffer.from('credencial', 'utf8'),
      Buffer.from([0]),
      body,
    ]),
  };
}

const credential = JSON.stringify({ type: ['VerifiableCredential', 'OpenBadgeCredential'], name: 'Diseño «ágil»' });

describe('readBakedPng', () => {
  it('reads the iTXt openbadgecredential chunk, uncompressed and compressed', () => {
    expect(readBakedPng(png([iTXt('openbadgecredential', credential)]))).toBe(credential);
    expect(readBakedPng(png([iTXt('openbadgecredential', credential, true)]))).toBe(credential);
  });

  it('reads a compact JWT as it is', () => {
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJ2YyI6e319.c2ln';
    expect(readBakedPng(png([iTXt('openbadgecredential', jwt)]))).toBe(jwt);
  });

  it('reads tEXt chunks with the Open Badges keywords', () => {
    const tEXt = (keyword: string, text: string) => ({
      name: 'tEXt',
      data: Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]),
    });
    expect(readBakedPng(png([tEXt('openbadges', '{"a":1}')]))).toBe('{"a":1}');
    expect(readBakedPng(png([tEXt('openbadgecredential', '{"b":2}')]))).toBe('{"b":2}');
    expect(readBakedPng(png([tEXt('Comment', '{"c":3}')]))).toBeNull();
  });

  it('ignores other iTXt keywords and images with nothing baked', () => {
    expect(readBakedPng(png([iTXt('XML:com.adobe.xmp', credential)]))).toBeNull();
    expect(readBakedPng(png([]))).toBeNull();
  });

  it('answers null for bytes that are not a PNG', () => {
    expect(readBakedPng(Buffer.from(credential))).toBeNull();
    expect(readBakedPng(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
  });
});

describe('readBakedSvg', () => {
  const svg = (inner: string) =>
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0">${inner}<circle r="4"/></svg>`;

  it('reads the credential from CDATA', () => {
    expect(readBakedSvg(svg(`<openbadges:credential><![CDATA[${credential}]]></openbadges:credential>`))).toBe(
      credential,
    );
  });

  it('reads escaped text content', () => {
    expect(readBakedSvg(svg('<openbadges:credential>{&quot;a&quot;:&#49;}</openbadges:credential>'))).toBe('{"a":1}');
  });

  it('reads the verify attribute when the element is empty', () => {
    const jwt = 'eyJhbGciOiJFZERTQSJ9.eyJ2YyI6e319.c2ln';
    expect(readBakedSvg(svg(`<openbadges:credential verify="${jwt}"/>`))).toBe(jwt);
    expect(readBakedSvg(svg(`<openbadges:credential verify='${jwt}'></openbadges:credential>`))).toBe(jwt);
  });

  it('answers null for an SVG with nothing baked', () => {
    expect(readBakedSvg(svg(''))).toBeNull();
    expect(readBakedSvg(svg('<openbadges:credential></openbadges:credential>'))).toBeNull();
  });
});

describe('readBakedPng on hostile bytes (decision 030)', () => {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rawChunk = (type: string, data: Buffer, declared = data.length) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(declared, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, data, Buffer.alloc(4)]);
  };

  it('refuses a chunk that says it is longer than the bytes left, before reading it', () => {
    const lying = Buffer.concat([signature, rawChunk('IHDR', Buffer.alloc(13), 0x20000000)]);
    expect(refusalOf(() => readBakedPng(lying))).toMatchObject({ code: 'CREDENTIAL_NOT_IN_FILE' });
    const maxLength = Buffer.concat([signature, rawChunk('tEXt', Buffer.alloc(4), 0xffffffff)]);
    expect(refusalOf(() => readBakedPng(maxLength)).message).toMatch(/^El PNG está dañado/);
  });

  it('walks up to the chunk limit and refuses past it', () => {
    const tiny = rawChunk('tIME', Buffer.alloc(0));
    const within = Buffer.concat([signature, ...Array.from({ length: PNG_MAX_CHUNKS }, () => tiny)]);
    expect(readBakedPng(within)).toBeNull();
    const over = Buffer.concat([within, tiny]);
    expect(refusalOf(() => readBakedPng(over))).toMatchObject({ code: 'FILE_TOO_COMPLEX' });
  });

  it('inflates a compressed iTXt up to 1 MB and refuses one that inflates beyond', () => {
    const large = JSON.stringify({ padding: 'x'.repeat(900_000) });
    expect(readBakedPng(png([iTXt('openbadgecredential', large, true)]))).toBe(large);
    const bomb = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
    expect(refusalOf(() => readBakedPng(png([iTXt('openbadgecredential', bomb, true)])))).toMatchObject({
      code: 'FILE_TOO_COMPLEX',
      message: expect.stringMatching(/al descomprimirlo/),
    });
  });

  it('stops at IEND: chunks after the image are not read', () => {
    const after = Buffer.concat([png([]), rawChunk('tEXt', Buffer.from('openbadges\0{"late":1}', 'latin1'))]);
    expect(readBakedPng(after)).toBeNull();
  });
});

describe('readBakedSvg on hostile text (decision 030)', () => {
  const svgStart = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0">';

  it('refuses nesting deeper than the limit, linearly: 60,000 unclosed credential elements in milliseconds', () => {
    const started = performance.now();
    const refused = refusalOf(() => readBakedSvg(svgStart + '<openbadges:credential>'.repeat(60_000)));
    expect(refused).toEqual({
      code: 'FILE_TOO_COMPLEX',
      message: `El SVG anida más de ${SVG_MAX_DEPTH} elementos unos dentro de otros.`,
    });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('reads unclosed elements within the depth limit as no credential', () => {
    expect(readBakedSvg(svgStart + '<openbadges:credential>'.repeat(SVG_MAX_DEPTH - 1))).toBeNull();
  });

  it('refuses more elements than the limit', () => {
    const many = `${svgStart}${'<circle r="1"/>'.repeat(SVG_MAX_ELEMENTS)}</svg>`;
    expect(refusalOf(() => readBakedSvg(many)).code).toBe('FILE_TOO_COMPLEX');
  });

  it('expands no entity a DTD declares', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svgStart}<openbadges:credential>&b;</openbadges:credential></svg>`;
    expect(readBakedSvg(laughs)).toBeNull();
  });

  it('reads the credential however long the file goes on after it', () => {
    const found = readBakedSvg(`${svgStart}<openbadges:credential verify="a.b.c"/>${'<g>'.repeat(100)}`);
    expect(found).toBe('a.b.c');
  });
});
