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
