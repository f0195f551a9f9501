import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COURSE_DURATION } from '@contracts/catalogues/course-durations';
import { COURSE_BADGE_LIMIT } from '@contracts/constants';
import { CourseFieldsSchema, type Course, type CourseFields } from '@contracts/courses';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { badgeCodesOf } from '../badge-codes';

/** What the course form holds; CourseFieldsSchema turns it into the POST or PUT body. */
export interface CourseFormValues {
  name: string;
  course_code: string;
  duration_type: string[];
  description: string;
  is_special: boolean;
  has_badge: boolean;
  badge_code: string[];
  bibliography: string[];
  expertise_areas: string[];
  teacher_id: number;
}

export type CourseFormMode = 'create' | 'edit' | 'view';

/** A new course: semestral (§9), no teacher ('Ninguno' is 0), no badges. */
export function emptyCourseValues(): CourseFormValues {
  return {
    name: '',
    course_code: '',
    duration_type: [DEFAULT_COURSE_DURATION],
    description: '',
    is_special: false,
    has_badge: false,
    badge_code: [],
    bibliography: [],
    expertise_areas: [],
    teacher_id: 0,
  };
}

export function valuesFromCourse(course: Course): CourseFormValues {
  return {
    name: course.name,
    course_code: course.course_code,
    duration_type: course.duration_type,
    description: course.description ?? '',
    is_special: course.is_special,
    has_badge: course.has_badge,
    badge_code: badgeCodesOf(course),
    bibliography: course.bibliography,
    expertise_areas: course.expertise_areas,
    teacher_id: course.teacher_id ?? 0,
  };
}

/** §5: a bibliography entry is added only when it is non-empty text starting with 'http'. */
export function acceptsBibliographyEntry(text: string): boolean {
  const entry = text.trim();
  return entry.length > 0 && entry.toLowerCase().startsWith('http');
}

/** §5: a fourth badge cannot be picked; a picked one can always be let go. */
export function toggleBadge(picked: readonly string[], code: string): string[] {
  if (picked.includes(code)) return picked.filter((each) => each !== code);
  return picked.length >= COURSE_BADGE_LIMIT ? [...picked] : [...picked, code];
}

/** The contract schema as a resolver over the form's values. */
export function courseResolver(): Resolver<CourseFormValues, unknown, CourseFields> {
  return zodResolver(CourseFieldsSchema) as unknown as Resolver<CourseFormValues, unknown, CourseFields>;
}

export interface CourseServerError {
  field: keyof CourseFormValues;
  message: string;
}

/** The server's name of a form field, where they differ (the form's badge_code list is sent as badge_codes). */
export const COURSE_SERVER_FIELDS = { badge_codes: 'badge_code' } as const;

/**
 * Which field a refused save points at by the answer's code (never its words): a code taken, or a teacher or badges
 * the server does not know. Empty for anything else: the schema's issues are placed by `applyServerIssues`, the rest
 * told by the toast.
 */
export function courseServerErrors(error: unknown): CourseServerError[] {
  if (!(error instanceof ApiError)) return [];
  const message = getErrorMessage(error, '');
  if (error.code === 'COURSE_CODE_TAKEN') return message ? [{ field: 'course_code', message }] : [];
  if (error.code === 'UNKNOWN_TEACHER') return message ? [{ field: 'teacher_id', message }] : [];
  if (error.code === 'INVALID_COURSE_BADGES') return message ? [{ field: 'badge_code', message }] : [];
  return [];
}
