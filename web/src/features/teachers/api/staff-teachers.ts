import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTeacher, StaffTeacher, Teacher, UpdateTeacher } from '@contracts/teachers';
import { api } from '@/lib/api-client';
import { listPagesQueryOptions } from '@/lib/list-query';
import { analyticsKeys } from '@/lib/resources/analytics';
import { fetchStaffTeacher, fetchStaffTeachersPage, TEACHER_PAGE_SIZE, teacherKeys } from '@/lib/resources/teachers';

/** GET /api/staff/teachers?q=&limit=50&cursor=: pages of the staff list (decision 009). */
export const staffTeachersQueryOptions = (q: string) =>
  listPagesQueryOptions(teacherKeys.staffList(q), (cursor, signal) =>
    fetchStaffTeachersPage({ q, limit: TEACHER_PAGE_SIZE, cursor }, signal),
  );

/** GET /api/staff/teachers/{id}. */
export const staffTeacherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teacherKeys.staffItem(id),
    queryFn: ({ signal }) => fetchStaffTeacher(id, signal),
  });

/** Lists (staff and public), items, stats and analytics after any staff change. */
function invalidateAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
    queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  ]);
}

/** The create payload adds role teacher (spec §5); bank_name already defaults in the schema. */
export type CreateTeacherPayload = CreateTeacher & { role: 'teacher' };

/** POST /api/staff/teachers. */
export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateTeacherPayload) => api.post<StaffTeacher>('/api/staff/teachers', payload),
    onSuccess: () => invalidateAfterChange(queryClient),
  });
}

/** PUT /api/staff/teachers/{id}. */
export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: UpdateTeacher }) =>
      api.put<StaffTeacher>(`/api/staff/teachers/${id}`, payload),
    onSuccess: (teacher) => {
      queryClient.setQueryData(teacherKeys.staffItem(teacher.id), teacher);
      return invalidateAfterChange(queryClient);
    },
  });
}

/** DELETE /api/staff/teachers/{id}. */
export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (teacher: Pick<Teacher, 'id' | 'full_name'>) => {
      await api.delete(`/api/staff/teachers/${teacher.id}`);
      return teacher;
    },
    onSuccess: (teacher) => {
      queryClient.removeQueries({ queryKey: teacherKeys.staffItem(teacher.id) });
      return invalidateAfterChange(queryClient);
    },
  });
}
