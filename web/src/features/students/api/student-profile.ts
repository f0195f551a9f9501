import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnStudentInput, Student } from '@contracts/students';
import { api } from '@/lib/api-client';
import { fetchOwnStudentProfile, studentKeys } from '@/lib/resources/students';

/** GET /api/student/profile: the signed-in student's record. */
export const ownStudentProfileQueryOptions = () =>
  queryOptions({
    queryKey: studentKeys.ownProfile,
    queryFn: ({ signal }) => fetchOwnStudentProfile(signal),
  });

/** PUT /api/student/profile: what a student changes of their own record (their phone). */
export function useUpdateOwnStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OwnStudentInput) => api.put<Student>('/api/student/profile', input),
    onSuccess: (student) => queryClient.setQueryData(studentKeys.ownProfile, student),
  });
}
