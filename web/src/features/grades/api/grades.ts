import { queryOptions } from '@tanstack/react-query';
import type { Grade } from '@contracts/grades';
import { api } from '@/lib/api-client';

export const gradeKeys = {
  all: ['grades'] as const,
  own: ['grades', 'own'] as const,
};

/** GET /api/student/grades: the signed-in student's grades, newest term first. */
export const ownGradesQueryOptions = () =>
  queryOptions({
    queryKey: gradeKeys.own,
    queryFn: ({ signal }) => api.get<Grade[]>('/api/student/grades', { signal }),
  });

/** GET /api/grades?student_id=: one student's grades (staff). */
export const studentGradesQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: [...gradeKeys.all, 'student', studentId] as const,
    queryFn: ({ signal }) => api.get<Grade[]>(`/api/grades?student_id=${studentId}`, { signal }),
  });
