import type { Course } from '@contracts/courses';
import type { courses } from '../../db/schema/index';

export type CourseRow = typeof courses.$inferSelect;

export function presentCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    course_code: row.courseCode,
    duration_type: row.durationType,
    teacher_id: row.teacherId,
    description: row.description,
    is_special: row.isSpecial,
    has_badge: row.hasBadge,
    badge_code: row.badgeCode,
    bibliography: row.bibliography,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
