import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grade, GradeCourse, GradeInput, GradeSheetInput } from '@contracts/grades';
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

/** GET /api/grades?course_id=&semester=&academic_year=: a course's grades for one term (as the caller may see them). */
export const termGradesQueryOptions = (courseId: number, semester: string, academicYear: number) =>
  queryOptions({
    queryKey: [...gradeKeys.all, 'term', courseId, semester, academicYear] as const,
    queryFn: ({ signal }) => api.get<Grade[]>(`/api/grades?${new URLSearchParams({ course_id: String(courseId), semester, academic_year: String(academicYear) })}`, { signal }),
  });

/** GET /api/grades/courses: the courses the signed-in user may grade in (a teacher's own; staff every course). */
export const gradeCoursesQueryOptions = () =>
  queryOptions({
    queryKey: [...gradeKeys.all, 'courses'] as const,
    queryFn: ({ signal }) => api.get<GradeCourse[]>('/api/grades/courses', { signal }),
  });

/** GET /api/grades/students?q=: students to grade, by name or student id. */
export const studentsToGradeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...gradeKeys.all, 'students', q] as const,
    queryFn: ({ signal }) => api.get<{ id: number; full_name: string; student_id: string }[]>(`/api/grades/students?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim().length > 0,
  });

/** POST /api/grades/sheet: a course's grades for one term, all saved or none. */
export function useSaveGradeSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GradeSheetInput) => api.post<Grade[]>('/api/grades/sheet', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gradeKeys.all }),
  });
}

function useRefreshGrades() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gradeKeys.all });
}

/** POST /api/grades: record a grade, or correct the student's grade for that course and term (staff). */
export function useRecordGrade() {
  const refresh = useRefreshGrades();
  return useMutation({ mutationFn: (input: GradeInput) => api.post<Grade>('/api/grades', input), onSuccess: refresh });
}

/** PUT /api/grades/{id}: correct one grade. */
export function useCorrectGrade() {
  const refresh = useRefreshGrades();
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: GradeInput }) => api.put<Grade>(`/api/grades/${id}`, input), onSuccess: refresh });
}

/** DELETE /api/grades/{id}. */
export function useDeleteGrade(callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const refresh = useRefreshGrades();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/grades/${id}`),
    onSuccess: () => callbacks.onSuccess?.(),
    onError: (error) => callbacks.onError?.(error),
    onSettled: refresh,
  });
}
