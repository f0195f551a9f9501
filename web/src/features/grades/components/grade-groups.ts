import { t } from '@lingui/core/macro';
import { labelOf } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { numericGrade } from '@contracts/grade-values';
import type { Grade } from '@contracts/grades';
import { compareCodes } from '@/lib/compare';
import { compareText } from '@/lib/format';

export type GradeSort = 'course' | 'grade';

export interface GradeGroup {
  key: string;
  title: string;
  grades: Grade[];
}

/** The order of grades within a term: by course name (in the active language's order), or best grade first (numbers before letters, A before F). */
function compare(sort: GradeSort) {
  return (a: Grade, b: Grade): number => {
    if (sort === 'course') return compareText(a.course_title, b.course_title);
    const [x, y] = [numericGrade(a.grade), numericGrade(b.grade)];
    if (x !== undefined && y !== undefined) return y - x;
    if (x !== undefined) return -1;
    if (y !== undefined) return 1;
    return compareText(a.grade, b.grade) || compareText(a.course_title, b.course_title);
  };
}

/** Grades grouped by academic year then semester, newest first ('2026 · Segundo semestre'). */
export function groupGrades(grades: Grade[], sort: GradeSort): GradeGroup[] {
  const groups = new Map<string, GradeGroup>();
  const ordered = [...grades].sort(
    (a, b) => (b.academic_year ?? 0) - (a.academic_year ?? 0) || compareCodes(b.semester ?? '', a.semester ?? ''),
  );
  for (const grade of ordered) {
    const key = `${grade.academic_year ?? '—'}-${grade.semester ?? '—'}`;
    const title = `${grade.academic_year ?? t`Sin año`} · ${grade.semester ? labelOf(SEMESTERS, grade.semester) : t`Sin semestre`}`;
    const group = groups.get(key) ?? { key, title, grades: [] };
    group.grades.push(grade);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, grades: group.grades.sort(compare(sort)) }));
}

/** The average of the numeric grades, one decimal; undefined when there is none. */
export function averageOf(grades: Grade[]): number | undefined {
  const numbers = grades
    .map((grade) => numericGrade(grade.grade))
    .filter((value): value is number => value !== undefined);
  return numbers.length === 0
    ? undefined
    : Math.round((numbers.reduce((sum, value) => sum + value, 0) / numbers.length) * 10) / 10;
}

/** The term a date falls in, as a default for a new grade: January–June the first semester, July–December the second. */
export function currentTerm(today = new Date()): { semester: '1' | '2'; academicYear: number } {
  return { semester: today.getMonth() < 6 ? '1' : '2', academicYear: today.getFullYear() };
}

const termRank = (semester: string) => SEMESTERS.findIndex((entry) => entry.code === semester);

/**
 * The term a course's grade sheet opens on: the latest term that has grades (year, then the semesters in the
 * catalogue's order), else the current one.
 */
export function latestGradedTerm(
  grades: Pick<Grade, 'semester' | 'academic_year'>[],
  today = new Date(),
): { semester: string; academicYear: number } {
  let latest: { semester: string; academicYear: number } | undefined;
  for (const { semester, academic_year: academicYear } of grades) {
    if (semester === null || academicYear === null || termRank(semester) < 0) continue;
    if (
      !latest ||
      academicYear > latest.academicYear ||
      (academicYear === latest.academicYear && termRank(semester) > termRank(latest.semester))
    )
      latest = { semester, academicYear };
  }
  return latest ?? currentTerm(today);
}
