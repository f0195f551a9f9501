import { hashKey, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@contracts/badges';
import type { Course, CourseFields } from '@contracts/courses';
import { api } from '@/lib/api-client';
import { listPagesQueryOptions } from '@/lib/list-query';
import { badgeKeys, fetchBadgeCatalogue } from '@/lib/resources/badges';
import {
  COURSE_PAGE_SIZE,
  courseKeys,
  fetchCourse,
  fetchCoursesPage,
  fetchTeacherSuggestions,
  teacherCoursesPage,
} from '@/lib/resources/courses';
import { fetchStaffTeacherMatches, teacherKeys } from '@/lib/resources/teachers';

/** Matches offered by the teacher search of the course form. */
const TEACHER_MATCHES = 10;

/** GET /api/courses?q=&has_badge=true: pages of the course list ('Todos' or 'Con Badge'). */
export const coursesQueryOptions = (q: string, hasBadge: boolean) =>
  listPagesQueryOptions(
    courseKeys.list(q, hasBadge),
    (cursor, signal) =>
      fetchCoursesPage(
        { q, limit: COURSE_PAGE_SIZE, cursor, filters: { has_badge: hasBadge ? 'true' : undefined } },
        signal,
      ),
    { keepPrevious: true },
  );

/** The courses one teacher teaches (their dashboard, their detail page): the first page is all a teacher has. */
export const teacherCoursesQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: courseKeys.teacherCourses(teacherId),
    queryFn: ({ signal }) => fetchCoursesPage(teacherCoursesPage(teacherId), signal),
  });

/** GET /api/courses/{id}: the course with its teacher, badges and resources. */
export const courseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.item(id),
    queryFn: ({ signal }) => fetchCourse(id, signal),
  });

/** The course-type badges the picker offers (§5), read from the badge catalogue's cache. */
export const courseBadgesQueryOptions = () =>
  queryOptions({
    queryKey: badgeKeys.catalogue,
    queryFn: ({ signal }) => fetchBadgeCatalogue(signal),
    select: (badges: Badge[]) => badges.filter((badge) => badge.badge_type === 'course'),
    staleTime: 60_000,
  });

/** The teachers ranked for a course's areas and badges (staffing by skill). */
export const teacherSuggestionsQueryOptions = (
  areas: readonly string[],
  badges: readonly string[],
  excludeId: number | undefined,
) =>
  queryOptions({
    queryKey: courseKeys.suggestions(areas, badges, excludeId),
    queryFn: ({ signal }) => fetchTeacherSuggestions(areas, badges, excludeId, signal),
    placeholderData: keepPreviousData,
  });

/** Any teacher by name, email or code, for a choice outside the suggestions. */
export const teacherSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: teacherKeys.staffMatches(q, TEACHER_MATCHES),
    queryFn: ({ signal }) => fetchStaffTeacherMatches(q, TEACHER_MATCHES, signal),
    enabled: q.trim().length > 0,
  });

/** POST /api/courses; §7: invalidates the courses cache. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: CourseFields) => api.post<Course>('/api/courses', fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** PUT /api/courses/{id}; §7: invalidates the list and item caches. */
export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: CourseFields }) => api.put<Course>(`/api/courses/${id}`, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** DELETE /api/courses/{id} (204): its resources go with it. Callbacks at the hook's level (the row that asked goes). */
export function useDeleteCourse(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/courses/${id}`),
    onSuccess: (_data, id) => {
      // The deleted course is not read again (its page may still be showing): dropped once nothing shows it.
      queryClient.removeQueries({ queryKey: courseKeys.item(id), exact: true, type: 'inactive' });
      callbacks.onSuccess?.();
    },
    onError: (error) => callbacks.onError?.(error),
    onSettled: (_data, _error, id) =>
      queryClient.invalidateQueries({
        queryKey: courseKeys.all,
        predicate: (query) => query.queryHash !== hashKey(courseKeys.item(id)),
      }),
  });
}
