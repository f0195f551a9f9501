import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { renderPhotoSizes } from './photo-sizes';

const image = (seed: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: seed % 255, g: 80, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('renderPhotoSizes', () => {
  it('renders at most two photos at once, and every upload gets its sizes', async () => {
    const originals = await Promise.all([1, 2, 3, 4, 5, 6].map(image));
    let running = 0;
    let most = 0;
    const prototype = sharp.prototype as unknown as { toBuffer: (...args: unknown[]) => Promise<Buffer> };
    const toBuffer = prototype.toBuffer;
    // Counts the encodes under way: each render runs three between taking and giving back its slot.
    const spy = vi.spyOn(prototype, 'toBuffer').mockImplementation(async function (this: unknown, ...args: unknown[]) {
      running += 1;
      most = Math.max(most, running);
      try {
        return await toBuffer.apply(this, args);
      } finally {
        running -= 1;
      }
    });
    try {
      const results = await Promise.all(originals.map((original) => renderPhotoSizes(original)));
      expect(results.every((sizes) => sizes.small.length > 0 && sizes.large.length > 0)).toBe(true);
      // Three sizes per render, two renders at once.
      expect(most).toBeLessThanOrEqual(6);
      expect(most).toBeGreaterThan(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('frees its slot after a refusal', async () => {
    await expect(Promise.all([1, 2, 3].map(() => renderPhotoSizes(Buffer.from('not an image'))))).rejects.toMatchObject(
      { code: 'PHOTO_UNREADABLE' },
    );
    const sizes = await renderPhotoSizes(await image(7));
    expect(sizes.medium.length).toBeGreaterThan(0);
  });
});
