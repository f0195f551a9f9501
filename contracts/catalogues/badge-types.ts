import { ROLES } from '../roles';
import { codesOf, type CatalogueItem } from './catalogue';

export const BADGE_TYPES = [
  { code: 'pensum', label: /*i18n*/ { id: 'catalogue.badgeType.pensum', message: 'Pensum' } },
  { code: 'course', label: /*i18n*/ { id: 'catalogue.badgeType.course', message: 'Curso' } },
  { code: 'community', label: /*i18n*/ { id: 'catalogue.badgeType.community', message: 'Comunidad' } },
  { code: 'other', label: /*i18n*/ { id: 'catalogue.badgeType.other', message: 'Otro' } },
] as const satisfies readonly CatalogueItem[];

export type BadgeTypeCode = (typeof BADGE_TYPES)[number]['code'];
export const BADGE_TYPE_CODES = codesOf(BADGE_TYPES);

/** Badges are awarded to users of any role. */
export const BADGE_RECIPIENT_TYPES = ROLES;
export type BadgeRecipientType = (typeof BADGE_RECIPIENT_TYPES)[number];
