import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnStudentInput, Student } from '@contracts/students';
import { api } from '@/lib/api-client';

export const studentKeys = {
  all: ['students'] as const,
  /** The signed-in student's own record (GET /api/student/profile). */
  ownProfile: ['student-profile'] as const,
};

/** GET /api/student/profile: the signed-in student's record. */
export const ownStudentProfileQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.ownProfile,
    queryFn: ({ signal }) => api.get<Student>('/api/student/profile', { signal }),
  });

/** PUT /api/student/profile: what a student changes of their own record (their phone). */
export function useUpdateOwnStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnStudentInput) => api.put<Student>('/api/student/profile', input),
    onSuccess: (student) => queryClient.setQueryData(studentKeys.ownProfile, student),
  });
}
