import extractChunks from 'png-chunks-extract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bakePng, iTXtData } from './bake-png';
import { readBakedPng } from './read-baked';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 4, background: '#ffd700' } })
    .png()
    .toBuffer();

describe('bakePng (Open Badges 3.0 baking)', () => {
  it('writes the iTXt chunk as the PNG specification lays it out', () => {
    expect([...iTXtData('openbadgecredential', '{"a":"ñ"}')]).toEqual([
      ...Buffer.from('openbadgecredential', 'latin1'),
      0, // end of the keyword
      0, // not compressed
      0, // compression method
      0, // empty language tag
      0, // empty translated keyword
      ...Buffer.from('{"a":"ñ"}', 'utf8'),
    ]);
  });

  it('puts the credential before IEND, readable back as the same text; the image is unchanged', async () => {
    const original = await png();
    const json = JSON.stringify({ id: 'urn:uuid:1', name: 'Año de tutoría «Ñ»' });
    const baked = bakePng(original, json);
    const names = extractChunks(baked).map((chunk) => chunk.name);
    expect(names.slice(-2)).toEqual(['iTXt', 'IEND']);
    expect(readBakedPng(baked)).toBe(json);
    expect(await sharp(baked).raw().toBuffer()).toEqual(await sharp(original).raw().toBuffer());
  });

  it('replaces a credential already baked in (one credential an image)', async () => {
    const twice = bakePng(bakePng(await png(), '{"first":true}'), '{"second":true}');
    expect(extractChunks(twice).filter((chunk) => chunk.name === 'iTXt')).toHaveLength(1);
    expect(readBakedPng(twice)).toBe('{"second":true}');
  });

  it('refuses what is not a PNG', () => {
    expect(() => bakePng(Buffer.from('GIF89a not a png'), '{}')).toThrow();
  });
});
