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
