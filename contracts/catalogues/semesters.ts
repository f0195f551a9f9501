import { codesOf, type CatalogueEntry } from './catalogue';

/** The terms a grade belongs to (§3 grades.semester is text; these are the school's). */
export const SEMESTERS = [
  { code: '1', label: 'Primer semestre' },
  { code: '2', label: 'Segundo semestre' },
  { code: 'verano', label: 'Verano' },
] as const satisfies readonly CatalogueEntry[];
export type SemesterCode = (typeof SEMESTERS)[number]['code'];
export const SEMESTER_CODES = codesOf(SEMESTERS);
