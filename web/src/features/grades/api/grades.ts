import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrolment } from '@contracts/enrolments';
import type { Grade, GradeInput, GradeSheetInput } from '@contracts/grades';
import { LIST_PAGE_MAX } from '@contracts/list-limits';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';
import {
  fetchGradeCourses,
  fetchGrades,
  fetchOwnGrades,
  fetchStudentsToGrade,
  gradeKeys,
} from '@/lib/resources/grades';

/** GET /api/student/grades: the signed-in student's grades, newest term first. */
export const ownGradesQueryOptions = () =>
  queryOptions({
    queryKey: gradeKeys.own,
    queryFn: ({ signal }) => fetchOwnGrades(signal),
  });

/** GET /api/grades?student_id=: one student's grades (staff). */
export const studentGradesQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: gradeKeys.student(studentId),
    queryFn: ({ signal }) => fetchGrades({ student_id: studentId }, signal),
  });

/** GET /api/grades?course_id=&semester=&academic_year=: a course's grades for one term (as the caller may see them). */
export const termGradesQueryOptions = (courseId: number, semester: string, academicYear: number) =>
  queryOptions({
    queryKey: gradeKeys.term(courseId, semester, academicYear),
    queryFn: ({ signal }) => fetchGrades({ course_id: courseId, semester, academic_year: academicYear }, signal),
  });

/** GET /api/grades?course_id=: every grade of one course the caller may see (to open its sheet on a graded term). */
export const courseGradesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: [...gradeKeys.all, 'course', courseId] as const,
    queryFn: ({ signal }) => fetchGrades({ course_id: courseId }, signal),
  });

/**
 * GET /api/grades/courses?q=: the first page of the courses the signed-in user may grade in (a teacher's own; staff
 * every course) matching the search, with their total; a new search keeps the last answer on screen while it loads.
 */
export const gradeCoursesQueryOptions = (q = '') =>
  queryOptions({
    queryKey: gradeKeys.courses(q),
    queryFn: ({ signal }) => fetchGradeCourses(q, signal),
    placeholderData: keepPreviousData,
  });

/**
 * GET /api/courses/{id}/enrolments?semester=&academic_year=: the course's roster for one term, every page of it (a
 * roster is a class, a page or two), the students the grade sheet lists.
 */
export const rosterQueryOptions = (courseId: number, semester: string, academicYear: number) =>
  queryOptions({
    queryKey: ['rosters', courseId, semester, academicYear] as const,
    queryFn: async ({ signal }) => {
      const rows: Enrolment[] = [];
      let cursor: string | undefined;
      do {
        const page = await getListPage<Enrolment>(
          `/api/courses/${courseId}/enrolments`,
          { limit: LIST_PAGE_MAX, cursor, filters: { semester, academic_year: String(academicYear) } },
          signal,
        );
        rows.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return rows;
    },
  });

/** GET /api/grades/students?q=: students to grade, by name or student id. */
export const studentsToGradeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: gradeKeys.studentsToGrade(q),
    queryFn: ({ signal }) => fetchStudentsToGrade(q, signal),
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
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GradeInput }) => api.put<Grade>(`/api/grades/${id}`, input),
    onSuccess: refresh,
  });
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
