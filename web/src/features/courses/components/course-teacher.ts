import { t } from '@lingui/core/macro';
import type { Course } from '@contracts/courses';

/** Who teaches a course, as the list and its cards name them: the teacher's full name, or null without a teacher. */
export function teacherLabelOf(course: Pick<Course, 'teacher_id' | 'teacher_name'>): string | null {
  if (course.teacher_id === null) return null;
  const id = course.teacher_id;
  return course.teacher_name ?? t`Profesor #${id}`;
}
