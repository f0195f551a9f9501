import { hashKey, infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Badge } from '@contracts/badges';
import type { Course, CourseDetail, CourseFields, TeacherSuggestion } from '@contracts/courses';
import type { Teacher } from '@contracts/teachers';
import { api } from '@/lib/api-client';
import { getListPage, nextCursor } from '@/lib/api-page';
import { COURSE_PAGE_SIZE, courseKeys } from './course-keys';

/** GET /api/courses?q=&has_badge=true: pages of the course list ('Todos' or 'Con Badge'). */
export const coursesQueryOptions = (q: string, hasBadge: boolean) =>
  infiniteQueryOptions({
    queryKey: courseKeys.list(q, hasBadge),
    queryFn: ({ pageParam, signal }) => getListPage<Course>('/api/courses', { q, limit: COURSE_PAGE_SIZE, cursor: pageParam, filters: { has_badge: hasBadge ? 'true' : undefined } }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
  });

/** The courses one teacher teaches (their dashboard, their detail page): the first page is all a teacher has. */
export const teacherCoursesQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: courseKeys.teacherCourses(teacherId),
    queryFn: ({ signal }) => getListPage<Course>('/api/courses', { limit: 200, filters: { teacher_id: String(teacherId) } }, signal),
  });

/** GET /api/courses/{id}: the course with its teacher, badges and resources. */
export const courseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.item(id),
    queryFn: ({ signal }) => api.get<CourseDetail>(`/api/courses/${id}`, { signal }),
  });

/** The course-type badges the picker offers (§5), from the badge catalogue. */
export const courseBadgesQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.courseBadges,
    queryFn: async ({ signal }) => ((await api.get<{ badges?: Badge[] }>('/api/badges', { signal }))?.badges ?? []).filter((badge) => badge.badge_type === 'course'),
    staleTime: 60_000,
  });

/** The teachers ranked for a course's areas and badges (staffing by skill). */
export const teacherSuggestionsQueryOptions = (areas: readonly string[], badges: readonly string[], excludeId: number | undefined) =>
  queryOptions({
    queryKey: courseKeys.suggestions(areas, badges, excludeId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (areas.length > 0) params.set('expertise_areas', areas.join(','));
      if (badges.length > 0) params.set('badge_code', badges.join(','));
      if (excludeId !== undefined) params.set('exclude_course_id', String(excludeId));
      return api.get<TeacherSuggestion[]>(`/api/courses/teacher-suggestions?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

/** Any teacher by name, email or code, for a choice outside the suggestions. */
export const teacherSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: courseKeys.teacherSearch(q),
    queryFn: async ({ signal }) => (await getListPage<Teacher>('/api/staff/teachers', { q, limit: 10 }, signal)).items,
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
      queryClient.invalidateQueries({ queryKey: courseKeys.all, predicate: (query) => query.queryHash !== hashKey(courseKeys.item(id)) }),
  });
}
