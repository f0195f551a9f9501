import { describe, expect, it } from 'vitest';
import { badgeFormData } from './badges';

const fields = {
  badge_name: 'Mentor',
  badge_code: 'B0004',
  badge_type: 'community' as const,
  year: 2025,
  description: null,
  badge_color: '#6366f1',
};

describe('badgeFormData (multipart POST/PUT /api/badges)', () => {
  it('sends the text fields first and the image last, under badge_image', () => {
    const image = new File([new Uint8Array([0x89, 0x50])], 'mentor.png', { type: 'image/png' });
    const body = badgeFormData(fields, image);
    expect([...body.keys()]).toEqual([
      'badge_name',
      'badge_code',
      'badge_type',
      'year',
      'description',
      'badge_color',
      'badge_image',
    ]);
    expect(body.get('year')).toBe('2025');
    expect(body.get('description')).toBe('');
    const sent = body.get('badge_image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('mentor.png');
  });

  it('leaves the file part out without a new image (the badge keeps its own)', () => {
    const body = badgeFormData({ ...fields, description: 'Guía' }, null);
    expect(body.has('badge_image')).toBe(false);
    expect(body.get('description')).toBe('Guía');
    expect(body.has('remove_image')).toBe(false);
  });

  it('asks the server to clear the current image with remove_image, unless a new one replaces it', () => {
    expect(badgeFormData(fields, null, true).get('remove_image')).toBe('true');
    const image = new File([new Uint8Array([0x89, 0x50])], 'mentor.png', { type: 'image/png' });
    expect(badgeFormData(fields, image, true).has('remove_image')).toBe(false);
  });
});
