import { queryOptions } from '@tanstack/react-query';
import type { Student } from '@contracts/students';
import { api } from '@/lib/api-client';

/** GET /api/student/profile: the signed-in student's record (same key as the students feature). */
export const ownStudentRecordQueryOptions = () =>
  queryOptions({
    queryKey: ['student-profile'] as const,
    queryFn: ({ signal }) => api.get<Student>('/api/student/profile', { signal }),
  });
