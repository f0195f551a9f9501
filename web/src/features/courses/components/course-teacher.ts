import type { Course } from '@contracts/courses';

/** Who teaches a course, as the list and its cards name them: the teacher's full name, or null without a teacher. */
export function teacherLabelOf(course: Pick<Course, 'teacher_id' | 'teacher_name'>): string | null {
  if (course.teacher_id === null) return null;
  return course.teacher_name ?? `Profesor #${course.teacher_id}`;
}
