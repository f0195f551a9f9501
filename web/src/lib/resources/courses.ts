import type { Course, CourseDetail, TeacherSuggestion } from '@contracts/courses';
import { COURSE_PAGE_SIZE, COURSES_PATH, teacherCoursesPage } from '@contracts/api-paths';
import { api } from '@/lib/api-client';
import { getListPage, type PageParams } from '@/lib/api-page';

/** Course list pages (decision 009). */
export { COURSE_PAGE_SIZE, teacherCoursesPage };

/** Query keys of courses: one invalidation of `all` refreshes lists, items, searches and suggestions. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (q: string, hasBadge: boolean) => ['courses', 'list', q, hasBadge] as const,
  teacherCourses: (teacherId: number) => ['courses', 'teacher', teacherId] as const,
  item: (id: number) => ['courses', 'item', id] as const,
  /** The first `limit` matches of a search (the documents picker). */
  matches: (q: string, limit: number) => ['courses', 'matches', q, limit] as const,
  suggestions: (areas: readonly string[], badges: readonly string[], excludeId: number | undefined) =>
    ['courses', 'suggestions', areas.join(','), badges.join(','), excludeId] as const,
};

/** GET /api/courses?q=&limit=&cursor=&has_badge=&teacher_id=: one page of the course list; q matches a name or code. */
export const fetchCoursesPage = (page: PageParams, signal?: AbortSignal) =>
  getListPage<Course>(COURSES_PATH, page, signal);

/** The first `limit` courses of a search. */
export const fetchCourseMatches = async (q: string, limit: number, signal?: AbortSignal) =>
  (await fetchCoursesPage({ q, limit }, signal)).items;

/** GET /api/courses/{id}: the course with its teacher, badges and resources. */
export const fetchCourse = (id: number, signal?: AbortSignal) =>
  api.get<CourseDetail>(`/api/courses/${id}`, { signal });

/** GET /api/courses/teacher-suggestions: the teachers ranked for a course's areas and badges (staffing by skill). */
export function fetchTeacherSuggestions(
  areas: readonly string[],
  badges: readonly string[],
  excludeId: number | undefined,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (areas.length > 0) params.set('expertise_areas', areas.join(','));
  if (badges.length > 0) params.set('badge_code', badges.join(','));
  if (excludeId !== undefined) params.set('exclude_course_id', String(excludeId));
  return api.get<TeacherSuggestion[]>(`/api/courses/teacher-suggestions?${params}`, { signal });
}
