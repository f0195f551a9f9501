import { codesOf, type CatalogueItem } from './catalogue';

export const COURSE_DURATION_TYPES = [
  { code: 'semestral', label: /*i18n*/ { id: 'catalogue.courseDuration.semestral', message: 'Semestral' } },
  { code: 'trimestral', label: /*i18n*/ { id: 'catalogue.courseDuration.trimestral', message: 'Trimestral' } },
  { code: 'free', label: /*i18n*/ { id: 'catalogue.courseDuration.free', message: 'Libre' } },
] as const satisfies readonly CatalogueItem[];

export type CourseDurationCode = (typeof COURSE_DURATION_TYPES)[number]['code'];
export const COURSE_DURATION_CODES = codesOf(COURSE_DURATION_TYPES);
export const DEFAULT_COURSE_DURATION: CourseDurationCode = 'semestral';
