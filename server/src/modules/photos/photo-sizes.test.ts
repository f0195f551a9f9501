import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_SIZE_PIXELS } from '@contracts/photos';
import { cpuWorkSlots } from '../../lib/cpu-gate';
import { photoRenders, renderPhotoSizes } from './photo-sizes';

const image = (seed: number, width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 255, g: 80, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('renderPhotoSizes', () => {
  it('renders each size upright from one decode, no larger than its box and never enlarged', async () => {
    const sizes = await renderPhotoSizes(await image(1, 2000, 1000));
    const small = await sharp(sizes.small).metadata();
    const large = await sharp(sizes.large).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', PHOTO_SIZE_PIXELS.small, 64]);
    expect([large.width, large.height]).toEqual([PHOTO_SIZE_PIXELS.large, 512]);
    const tiny = await sharp((await renderPhotoSizes(await image(2, 90, 60))).large).metadata();
    expect([tiny.width, tiny.height]).toEqual([90, 60]);
  });

  it(`renders ${cpuWorkSlots()} at once at most, lets twice as many wait, refuses the rest 503 with Retry-After`, async () => {
    const slots = cpuWorkSlots();
    const originals = await Promise.all(Array.from({ length: 3 * slots + 3 }, (_, index) => image(index)));
    let most = 0;
    let arrived = 0;
    let open!: () => void;
    // The renders that got a slot hold it until every upload has reached the gate: what arrives together is counted.
    const opened = new Promise<void>((resolve) => (open = resolve));
    const run = photoRenders.run.bind(photoRenders);
    const spy = vi.spyOn(photoRenders, 'run').mockImplementation((work, options) => {
      if (++arrived === originals.length) setTimeout(open, 20);
      return run(async () => {
        most = Math.max(most, photoRenders.runningNow);
        await opened;
        return work();
      }, options);
    });
    try {
      const results = await Promise.allSettled(originals.map((original) => renderPhotoSizes(original)));
      const done = results.filter((result) => result.status === 'fulfilled');
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(most).toBe(slots);
      expect(done.length).toBe(3 * slots);
      expect(refused.length).toBe(3);
      for (const error of refused) {
        expect(error).toMatchObject({ code: 'SERVER_BUSY', status: 503, headers: { 'Retry-After': '5' } });
      }
    } finally {
      spy.mockRestore();
    }
    expect(photoRenders.runningNow).toBe(0);
    expect(photoRenders.waitingNow).toBe(0);
  });

  it('frees its slot after a refusal', async () => {
    await expect(Promise.all([1, 2].map(() => renderPhotoSizes(Buffer.from('not an image'))))).rejects.toMatchObject({
      code: 'PHOTO_UNREADABLE',
    });
    const sizes = await renderPhotoSizes(await image(7));
    expect(sizes.medium.length).toBeGreaterThan(0);
    expect(photoRenders.runningNow).toBe(0);
  });

  it('refuses an image of more than 65 megapixels from its header, without a render', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const run = vi.spyOn(photoRenders, 'run');
    try {
      const started = performance.now();
      await expect(renderPhotoSizes(huge)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', status: 422 });
      expect(performance.now() - started).toBeLessThan(200);
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });
});
