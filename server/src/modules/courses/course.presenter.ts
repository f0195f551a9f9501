import type { Course, CourseAbilities, CourseDetail, TeacherSuggestion } from '@contracts/courses';
import { translate, type Text } from '@contracts/i18n/texts';
import type { courses } from '../../db/schema/index';
import { presentDocument, type DocumentRow } from '../documents/document.presenter';

export type CourseRow = typeof courses.$inferSelect;

/** A course row with its teacher's full name (null without a teacher), as the answers carry it. */
export type NamedCourseRow = CourseRow & { teacherName: string | null };

export interface CourseDetailRow extends CourseRow {
  teacher: {
    id: number;
    fullName: string;
    teacherCode: string | null;
    email: string;
    profilePhoto: string | null;
    expertiseAreas: string[];
  } | null;
  badges: { badgeCode: string; badgeName: string; badgeColor: string; imageUrl: string | null }[];
  resources: DocumentRow[];
  resourcesVisible: boolean;
}

export interface TeacherSuggestionRow {
  id: number;
  fullName: string;
  teacherCode: string | null;
  profilePhoto: string | null;
  sharedAreas: string[];
  matchingBadges: string[];
  courseCount: number;
  score: number;
}

/** A course's fields (also what the audit log compares): no one's abilities, no teacher's name. */
export function presentCourse(row: CourseRow): Omit<Course, 'can' | 'teacher_name'> {
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
    expertise_areas: row.expertiseAreas,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A course and what the caller may do with it (course.policy.ts, courseRulesFor). */
export function presentCourseFor(row: NamedCourseRow, can: CourseAbilities): Course {
  return { ...presentCourse(row), teacher_name: row.teacherName, can };
}

export function presentCourseDetail(row: CourseDetailRow, can: CourseAbilities): CourseDetail {
  const { teacher } = row;
  return {
    ...presentCourseFor({ ...row, teacherName: teacher?.fullName ?? null }, can),
    teacher: teacher && {
      id: teacher.id,
      full_name: teacher.fullName,
      teacher_code: teacher.teacherCode,
      email: teacher.email,
      profile_photo: teacher.profilePhoto,
      expertise_areas: teacher.expertiseAreas,
    },
    badges: row.badges.map((badge) => ({
      badge_code: badge.badgeCode,
      badge_name: badge.badgeName,
      badge_color: badge.badgeColor,
      image_url: badge.imageUrl,
    })),
    resources: row.resources.map(presentDocument),
    resources_visible: row.resourcesVisible,
  };
}

/** Why a teacher is offered, in the picker's words (decision 040: written in the reader's language). */
const SUGGESTION_REASONS = {
  oneSharedArea: /*i18n*/ { id: 'courses.suggestion.oneSharedArea', message: '1 área en común' },
  /** Values: `count`. */
  sharedAreas: /*i18n*/ { id: 'courses.suggestion.sharedAreas', message: '{count} áreas en común' },
  /** Values: `code`. */
  hasBadge: /*i18n*/ { id: 'courses.suggestion.hasBadge', message: 'tiene el badge {code}' },
  noCourses: /*i18n*/ { id: 'courses.suggestion.noCourses', message: 'sin cursos asignados' },
  oneCourse: /*i18n*/ { id: 'courses.suggestion.oneCourse', message: '1 curso asignado' },
  /** Values: `count`. */
  courses: /*i18n*/ { id: 'courses.suggestion.courses', message: '{count} cursos asignados' },
} satisfies Record<string, Text>;

function reasonsOf(row: TeacherSuggestionRow): string[] {
  const reasons: string[] = [];
  const areas = row.sharedAreas.length;
  if (areas > 0)
    reasons.push(
      areas === 1
        ? translate(SUGGESTION_REASONS.oneSharedArea)
        : translate(SUGGESTION_REASONS.sharedAreas, { count: areas }),
    );
  for (const code of row.matchingBadges) reasons.push(translate(SUGGESTION_REASONS.hasBadge, { code }));
  const courses = row.courseCount;
  reasons.push(
    courses === 0
      ? translate(SUGGESTION_REASONS.noCourses)
      : courses === 1
        ? translate(SUGGESTION_REASONS.oneCourse)
        : translate(SUGGESTION_REASONS.courses, { count: courses }),
  );
  return reasons;
}

export function presentTeacherSuggestion(row: TeacherSuggestionRow): TeacherSuggestion {
  return {
    teacher: { id: row.id, full_name: row.fullName, teacher_code: row.teacherCode, profile_photo: row.profilePhoto },
    score: row.score,
    shared_areas: row.sharedAreas,
    matching_badges: row.matchingBadges,
    course_count: row.courseCount,
    reasons: reasonsOf(row),
  };
}
