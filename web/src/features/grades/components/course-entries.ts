import type { CatalogueEntry } from '@contracts/catalogues/catalogue';
import type { GradeCourse } from '@contracts/grades';

/** Select entries for courses, by id: the name, with the code when two courses share the name. */
export function courseEntries(courses: readonly GradeCourse[]): CatalogueEntry[] {
  const shared = (course: GradeCourse) =>
    courses.some((other) => other.id !== course.id && other.name.toLowerCase() === course.name.toLowerCase());
  return courses.map((course) => ({
    code: String(course.id),
    label: shared(course) ? `${course.name} (${course.course_code})` : course.name,
  }));
}
