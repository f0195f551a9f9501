import { queryOptions } from '@tanstack/react-query';
import type { Student } from '@contracts/students';
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
