import type { Grade, GradeCourse, GradeSummary } from '@contracts/grades';
import { LIST_PAGE_MAX } from '@contracts/list-limits';
import { GRADE_SUMMARY_PATH, OWN_GRADES_PATH } from '@contracts/api-paths';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';

/** Query keys of grades: one invalidation of `all` after a grade is recorded, corrected or deleted refreshes them all. */
export const gradeKeys = {
  all: ['grades'] as const,
  /** The signed-in student's grades. */
  own: ['grades', 'own'] as const,
  /** How many grades the signed-in teacher may read and of how many students (the teachers' dashboard). */
  summary: ['grades', 'summary'] as const,
  student: (studentId: number) => ['grades', 'student', studentId] as const,
  term: (courseId: number, semester: string, academicYear: number) =>
    ['grades', 'term', courseId, semester, academicYear] as const,
  /** The courses offered to grade in, the first page of a search by name or code ('' for none). */
  courses: (q: string) => ['grades', 'courses', q] as const,
  studentsToGrade: (q: string) => ['grades', 'students', q] as const,
};

/** What GET /api/grades is filtered by: the screens ask for one student's record or one course's term, whole. */
export interface GradeFilters {
  student_id?: number;
  course_id?: number;
  semester?: string;
  academic_year?: number;
}

/** GET /api/grades?student_id=&course_id=&semester=&academic_year=: every grade the caller may see that matches (no `limit`). */
export function fetchGrades(filters: GradeFilters, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value));
  const query = params.toString();
  return api.get<Grade[]>(query ? `/api/grades?${query}` : '/api/grades', { signal });
}

/** GET /api/grades/summary: how many grades the caller may read and of how many students, counted by the server. */
export const fetchGradeSummary = (signal?: AbortSignal) => api.get<GradeSummary>(GRADE_SUMMARY_PATH, { signal });

/** GET /api/student/grades: the signed-in student's grades, newest term first. */
export const fetchOwnGrades = (signal?: AbortSignal) => api.get<Grade[]>(OWN_GRADES_PATH, { signal });

/**
 * GET /api/grades/courses?q=: the first page of the courses the signed-in user may grade in (a teacher's own; staff
 * every course), by name or code, with how many match (decision 009).
 */
export const fetchGradeCourses = (q: string, signal?: AbortSignal) =>
  getListPage<GradeCourse>('/api/grades/courses', { q, limit: LIST_PAGE_MAX }, signal);

/** GET /api/grades/students?q=: students to grade, by name or student id. */
export const fetchStudentsToGrade = (q: string, signal?: AbortSignal) =>
  api.get<{ id: number; full_name: string; student_id: string }[]>(`/api/grades/students?q=${encodeURIComponent(q)}`, {
    signal,
  });
