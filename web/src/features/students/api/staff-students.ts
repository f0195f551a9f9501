import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStudent, StaffStudent, UpdateStudent } from '@contracts/students';
import { api } from '@/lib/api-client';
import { listPagesQueryOptions } from '@/lib/list-query';
import { analyticsKeys } from '@/lib/resources/analytics';
import { fetchStaffStudent, fetchStaffStudentsPage, STUDENT_PAGE_SIZE, studentKeys } from '@/lib/resources/students';

/** GET /api/staff/students?q=: name, student id or email. */
export const staffStudentsQueryOptions = (q: string) =>
  listPagesQueryOptions(
    studentKeys.staffList(q),
    (cursor, signal) => fetchStaffStudentsPage({ q, limit: STUDENT_PAGE_SIZE, cursor }, signal),
    { keepPrevious: true },
  );

function useRefreshStudents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
    ]);
}

/** POST /api/staff/students: the student and their account. */
export function useCreateStudent() {
  const refresh = useRefreshStudents();
  return useMutation({
    mutationFn: (input: CreateStudent) => api.post<StaffStudent>('/api/staff/students', input),
    onSuccess: refresh,
  });
}

/** PUT /api/staff/students/{id}. */
export function useUpdateStudent() {
  const refresh = useRefreshStudents();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateStudent }) =>
      api.put<StaffStudent>(`/api/staff/students/${id}`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/staff/students/{id}: with their account, grades and documents. */
export function useDeleteStudent(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const refresh = useRefreshStudents();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/staff/students/${id}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: refresh,
  });
}

/** GET /api/staff/students/{id}. */
export const staffStudentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studentKeys.staffItem(id),
    queryFn: ({ signal }) => fetchStaffStudent(id, signal),
  });
