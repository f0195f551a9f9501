import { ROLES } from '../roles';
import { codesOf, type CatalogueEntry } from './catalogue';

export const BADGE_TYPES = [
  { code: 'pensum', label: 'Pensum' },
  { code: 'course', label: 'Curso' },
  { code: 'community', label: 'Comunidad' },
  { code: 'other', label: 'Otro' },
] as const satisfies readonly CatalogueEntry[];

export type BadgeTypeCode = (typeof BADGE_TYPES)[number]['code'];
export const BADGE_TYPE_CODES = codesOf(BADGE_TYPES);

/** Badges are awarded to users of any role. */
export const BADGE_RECIPIENT_TYPES = ROLES;
export type BadgeRecipientType = (typeof BADGE_RECIPIENT_TYPES)[number];
