import encodeChunks from 'png-chunks-encode';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readBakedPng, readBakedSvg } from './read-baked.js';

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
