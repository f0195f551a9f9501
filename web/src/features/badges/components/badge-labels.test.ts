import { describe, expect, it } from 'vitest';
import { speak } from '@/lib/testing/texts';
import { badgeTypeLabel, countByType } from './badge-labels';

// Spanish with this feature's catalogue added to the others (loadAndActivate would replace them all).
await speak('es', ['badges']);

describe('badge types (§2.11 header)', () => {
  it('counts the catalogue per type, every type listed in order, with the labels shown', () => {
    const badges = ['course', 'pensum', 'course', 'other', 'course'].map((badge_type) => ({ badge_type }));
    expect(countByType(badges)).toEqual([
      { code: 'pensum', label: 'Pensum', count: 1 },
      { code: 'course', label: 'Curso', count: 3 },
      { code: 'community', label: 'Comunidad', count: 0 },
      { code: 'other', label: 'Otro', count: 1 },
    ]);
    expect(countByType([]).map((type) => type.count)).toEqual([0, 0, 0, 0]);
  });

  it('labels a type, and shows an unknown code as it is', () => {
    expect(badgeTypeLabel('community')).toBe('Comunidad');
    expect(badgeTypeLabel('legacy')).toBe('legacy');
  });
});
