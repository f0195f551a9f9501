import { describe, expect, it } from 'vitest';
import { badgeTypeLabel, countByType, matchBadges } from './badge-labels';

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

describe('matchBadges (the assignment dialog search)', () => {
  const badges = [
    { badge_name: 'Diseño de Juegos', badge_code: 'B0001' },
    { badge_name: 'Animación 3D', badge_code: 'ANIM-3D' },
    { badge_name: 'Voluntariado', badge_code: 'COM_01' },
  ];

  it('matches the name or the code, ignoring case and accents', () => {
    expect(matchBadges(badges, 'diseno').map((badge) => badge.badge_code)).toEqual(['B0001']);
    expect(matchBadges(badges, 'ANIMACIÓN').map((badge) => badge.badge_code)).toEqual(['ANIM-3D']);
    expect(matchBadges(badges, 'com_').map((badge) => badge.badge_code)).toEqual(['COM_01']);
    expect(matchBadges(badges, 'b000').map((badge) => badge.badge_code)).toEqual(['B0001']);
  });

  it('keeps every badge for an empty search, none for a search nothing matches', () => {
    expect(matchBadges(badges, '  ')).toHaveLength(3);
    expect(matchBadges(badges, 'xyz')).toEqual([]);
  });
});
