import type { TeachingTerm } from '@contracts/activity-record';
import { labelText } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';

/** A term as the screens write it: '2026 · Primer semestre'; the term's code if the catalogue does not know it. */
export function termText(row: Pick<TeachingTerm, 'academic_year' | 'semester'>, noTerm: string): string {
  const semester = SEMESTERS.find((item) => item.code === row.semester);
  const parts = [
    row.academic_year === null ? null : String(row.academic_year),
    semester ? labelText(semester.label) : row.semester,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : noTerm;
}
