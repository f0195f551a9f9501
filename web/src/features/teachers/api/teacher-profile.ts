import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GradeSummary } from '@contracts/grades';
import type { SelfUpdateTeacher, Teacher } from '@contracts/teachers';
import { TEACHER_PROFILE_POLL_MS } from '@/config/ui';
import { api } from '@/lib/api-client';
import { fetchGradeSummary, gradeKeys } from '@/lib/resources/grades';
import { fetchOwnTeacherProfile, fetchTeacherStats, teacherKeys } from '@/lib/resources/teachers';

/**
 * GET /api/teacher/profile: the §9 exception — polled every 10 s, refetched on window focus
 * and never considered fresh (spec §4.3).
 */
export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.ownProfile,
    queryFn: ({ signal }) => fetchOwnTeacherProfile(signal),
    refetchInterval: TEACHER_PROFILE_POLL_MS,
    refetchOnWindowFocus: true,
    // Fresh for one poll: the answer the page came with is not asked again as the page first renders.
    staleTime: TEACHER_PROFILE_POLL_MS,
  });

/** GET /api/teachers/{id}/stats. */
export const teacherStatsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: teacherKeys.stats(teacherId),
    queryFn: ({ signal }) => fetchTeacherStats(teacherId, signal),
  });

/**
 * How many students have grades the signed-in teacher may read (their courses' and their own grades of no course):
 * counted by the server (GET /api/grades/summary), not by downloading the grades.
 */
export const gradedStudentsQueryOptions = () =>
  queryOptions({
    queryKey: gradeKeys.summary,
    queryFn: ({ signal }) => fetchGradeSummary(signal),
    select: (summary: GradeSummary) => summary.students,
  });

export type { SelfUpdateTeacher };

/** PUT /api/teacher/profile; the server ignores locked fields. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SelfUpdateTeacher) => api.put<Teacher>('/api/teacher/profile', payload),
    onSuccess: (teacher) => {
      queryClient.setQueryData(teacherKeys.ownProfile, teacher);
      return queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
