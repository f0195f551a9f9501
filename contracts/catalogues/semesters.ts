import { codesOf, type CatalogueItem } from './catalogue';

/** The terms a grade belongs to (§3 grades.semester is text; these are the school's). */
export const SEMESTERS = [
  { code: '1', label: /*i18n*/ { id: 'catalogue.semester.1', message: 'Primer semestre' } },
  { code: '2', label: /*i18n*/ { id: 'catalogue.semester.2', message: 'Segundo semestre' } },
  { code: 'verano', label: /*i18n*/ { id: 'catalogue.semester.verano', message: 'Verano' } },
] as const satisfies readonly CatalogueItem[];
export type SemesterCode = (typeof SEMESTERS)[number]['code'];
export const SEMESTER_CODES = codesOf(SEMESTERS);
