import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Badge } from '@contracts/badges';
import { BADGE_TYPES, type BadgeTypeCode } from '@contracts/catalogues/badge-types';

/** The catalogue's badge types as the screens write them, in the active language. */
const BADGE_TYPE_LABELS: Record<BadgeTypeCode, MessageDescriptor> = {
  pensum: msg`Pensum`,
  course: msg`Curso`,
  community: msg`Comunidad`,
  other: msg`Otro`,
};

/** 'Pensum', 'Curso', 'Comunidad', 'Otro' (or their English); an unknown code as it is. */
export function badgeTypeLabel(code: string): string {
  const label = BADGE_TYPE_LABELS[code as BadgeTypeCode] as MessageDescriptor | undefined;
  return label ? i18n._(label) : code;
}

export interface BadgeTypeCount {
  code: string;
  label: string;
  count: number;
}

/** How many badges of the catalogue are of each type, every type listed in the catalogue's order (§2.11 header). */
export function countByType(badges: readonly Pick<Badge, 'badge_type'>[]): BadgeTypeCount[] {
  return BADGE_TYPES.map(({ code }) => ({
    code,
    label: badgeTypeLabel(code),
    count: badges.filter((badge) => badge.badge_type === code).length,
  }));
}
