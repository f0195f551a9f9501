import { describe, expect, it } from 'vitest';
import { speak } from '@/lib/testing/texts';
import { BADGE_MESSAGES } from '@contracts/badge-messages';
import { BADGE_IMAGE_MAX_BYTES } from '@contracts/badges';
import { badgeImageProblem, pickBadgeImage } from './badge-image-rules';

// Spanish with this feature's catalogue added to the others (loadAndActivate would replace them all).
await speak('es', ['badges']);

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('badge image checks in the browser', () => {
  it('takes PNG, JPG and WebP up to 2 MB, whatever the case of the extension', () => {
    expect(badgeImageProblem(file('logo.png', 'image/png'))).toBeNull();
    expect(badgeImageProblem(file('logo.JPG', 'image/jpeg'))).toBeNull();
    expect(badgeImageProblem(file('logo.jpeg', 'image/jpeg'))).toBeNull();
    expect(badgeImageProblem(file('logo.webp', 'image/webp', BADGE_IMAGE_MAX_BYTES))).toBeNull();
    // No media type from the system: the extension decides here, the server's check of the bytes later.
    expect(badgeImageProblem(file('logo.png', ''))).toBeNull();
  });

  it('refuses other types, SVG included, and a media type that is not the extension', () => {
    expect(badgeImageProblem(file('logo.svg', 'image/svg+xml'))).toBe(BADGE_MESSAGES.imageType.message);
    expect(badgeImageProblem(file('logo.gif', 'image/gif'))).toBe(BADGE_MESSAGES.imageType.message);
    expect(badgeImageProblem(file('png', 'image/png'))).toBe(BADGE_MESSAGES.imageType.message);
    expect(badgeImageProblem(file('logo.png', 'image/svg+xml'))).toBe(BADGE_MESSAGES.imageType.message);
    expect(badgeImageProblem(file('logo.png.exe', 'application/octet-stream'))).toBe(BADGE_MESSAGES.imageType.message);
  });

  it('refuses a file over 2 MB', () => {
    expect(badgeImageProblem({ name: 'big.png', type: 'image/png', size: BADGE_IMAGE_MAX_BYTES + 1 })).toBe(
      BADGE_MESSAGES.imageTooLarge.message,
    );
  });

  it('picks one file of a choice or drop', () => {
    const good = file('a.png', 'image/png');
    expect(pickBadgeImage([good])).toEqual({ file: good, problem: null });
    expect(pickBadgeImage([file('a.svg', 'image/svg+xml')])).toEqual({
      file: null,
      problem: BADGE_MESSAGES.imageType.message,
    });
    expect(pickBadgeImage([good, good])).toEqual({ file: null, problem: 'Selecciona una sola imagen.' });
    expect(pickBadgeImage([])).toEqual({ file: null, problem: null });
  });
});
