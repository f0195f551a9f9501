import { codesOf, type CatalogueEntry } from './catalogue';

export const BADGE_TYPES = [
  { code: 'pensum', label: 'Pensum' },
  { code: 'course', label: 'Curso' },
  { code: 'community', label: 'Comunidad' },
  { code: 'other', label: 'Otro' },
] as const satisfies readonly CatalogueEntry[];

export type BadgeTypeCode = (typeof BADGE_TYPES)[number]['code'];
export const BADGE_TYPE_CODES = codesOf(BADGE_TYPES);

export const BADGE_RECIPIENT_TYPES = ['teacher', 'student', 'staff'] as const;
export type BadgeRecipientType = (typeof BADGE_RECIPIENT_TYPES)[number];
