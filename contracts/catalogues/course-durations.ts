import { codesOf, type CatalogueEntry } from './catalogue';

export const COURSE_DURATION_TYPES = [
  { code: 'semestral', label: 'Semestral' },
  { code: 'trimestral', label: 'Trimestral' },
  { code: 'free', label: 'Libre' },
] as const satisfies readonly CatalogueEntry[];

export type CourseDurationCode = (typeof COURSE_DURATION_TYPES)[number]['code'];
export const COURSE_DURATION_CODES = codesOf(COURSE_DURATION_TYPES);
export const DEFAULT_COURSE_DURATION: CourseDurationCode = 'semestral';
