import type { Course } from '@contracts/courses';

/** A course's badge codes, stored comma-separated. Kept apart from the form's model, so the list imports no zod. */
export function badgeCodesOf(course: Pick<Course, 'badge_code'>): string[] {
  return course.badge_code ? course.badge_code.split(',').filter(Boolean) : [];
}
