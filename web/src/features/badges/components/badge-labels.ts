import type { Badge } from '@contracts/badges';
import { BADGE_TYPES } from '@contracts/catalogues/badge-types';

/** 'Pensum', 'Curso', 'Comunidad', 'Otro'; an unknown code as it is. */
export function badgeTypeLabel(code: string): string {
  return BADGE_TYPES.find((type) => type.code === code)?.label ?? code;
}

export interface BadgeTypeCount {
  code: string;
  label: string;
  count: number;
}

/** How many badges of the catalogue are of each type, every type listed in the catalogue's order (§2.11 header). */
export function countByType(badges: readonly Pick<Badge, 'badge_type'>[]): BadgeTypeCount[] {
  return BADGE_TYPES.map(({ code, label }) => ({
    code,
    label,
    count: badges.filter((badge) => badge.badge_type === code).length,
  }));
}

/** The badges whose name or code contains `query`, ignoring case and accents (the assignment dialog's search). */
export function matchBadges<T extends Pick<Badge, 'badge_name' | 'badge_code'>>(
  badges: readonly T[],
  query: string,
): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  if (!needle) return [...badges];
  return badges.filter((badge) => fold(badge.badge_name).includes(needle) || fold(badge.badge_code).includes(needle));
}
