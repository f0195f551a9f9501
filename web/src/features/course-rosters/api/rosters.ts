import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyRosterInput, Enrolment, EnrolStudentInput, RosterChange, StudentCourse } from '@contracts/enrolments';
import type { StaffStudent } from '@contracts/students';
import type { Course } from '@contracts/courses';
import { api } from '@/lib/api-client';
import { getListPage } from '@/lib/api-page';
import { downloadFile } from '@/lib/download-document';
import { listPagesQueryOptions } from '@/lib/list-query';

/** A roster page: 50 students (a class is one page; a large course a few). */
export const ROSTER_PAGE_SIZE = 50;

export const rosterKeys = {
  all: ['rosters'] as const,
  list: (courseId: number, semester: string, year: number, q: string) =>
    ['rosters', courseId, semester, year, 'list', q] as const,
  own: ['rosters', 'own'] as const,
};

const termFilters = (semester: string, year: number) => ({ semester, academic_year: String(year) });

/** GET /api/courses/{id}/enrolments: pages of one term's roster, by name, q by name, student id or email. */
export const rosterPagesQueryOptions = (courseId: number, semester: string, year: number, q: string) =>
  listPagesQueryOptions(
    rosterKeys.list(courseId, semester, year, q),
    (cursor, signal) =>
      getListPage<Enrolment>(
        `/api/courses/${courseId}/enrolments`,
        { q, limit: ROSTER_PAGE_SIZE, cursor, filters: termFilters(semester, year) },
        signal,
      ),
    { keepPrevious: true },
  );

/** The staff student list's first page for the enrol picker (GET /api/staff/students?q=). */
export const studentMatchesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['rosters', 'student-matches', q] as const,
    queryFn: ({ signal }) => getListPage<StaffStudent>('/api/staff/students', { q, limit: 10 }, signal),
    enabled: q.trim().length > 0,
  });

/** The courses to copy a roster from (GET /api/courses?q=), the first page of a search. */
export const sourceCoursesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['rosters', 'source-courses', q] as const,
    queryFn: ({ signal }) => getListPage<Course>('/api/courses', { q, limit: 50 }, signal),
  });

/** GET /api/student/courses: the signed-in student's courses. */
export const ownCoursesQueryOptions = () =>
  queryOptions({
    queryKey: rosterKeys.own,
    queryFn: ({ signal }) => api.get<StudentCourse[]>('/api/student/courses', { signal }),
  });

function useRefreshRosters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rosterKeys.all });
}

/** POST /api/courses/{id}/enrolments. */
export function useEnrolStudent(courseId: number) {
  const refresh = useRefreshRosters();
  return useMutation({
    mutationFn: (input: EnrolStudentInput) => api.post<Enrolment>(`/api/courses/${courseId}/enrolments`, input),
    onSuccess: refresh,
  });
}

/** POST /api/courses/{id}/enrolments/import: the file with the term's fields before it. */
export function useImportRoster(courseId: number) {
  const refresh = useRefreshRosters();
  return useMutation({
    mutationFn: ({ file, semester, year }: { file: File; semester: string; year: number }) => {
      const body = new FormData();
      body.append('semester', semester);
      body.append('academic_year', String(year));
      body.append('file', file);
      return api.upload<RosterChange>(`/api/courses/${courseId}/enrolments/import`, body);
    },
    onSuccess: refresh,
  });
}

/** POST /api/courses/{id}/enrolments/copy. */
export function useCopyRoster(courseId: number) {
  const refresh = useRefreshRosters();
  return useMutation({
    mutationFn: (input: CopyRosterInput) => api.post<RosterChange>(`/api/courses/${courseId}/enrolments/copy`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/enrolments/{id}. */
export function useRemoveEnrolment() {
  const refresh = useRefreshRosters();
  return useMutation({ mutationFn: (id: number) => api.delete(`/api/enrolments/${id}`), onSuccess: refresh });
}

/** GET /api/courses/{id}/enrolments.csv: the term's roster as a file. */
export const downloadRosterCsv = (courseId: number, semester: string, year: number, fileName: string) =>
  downloadFile(`/api/courses/${courseId}/enrolments.csv?${new URLSearchParams(termFilters(semester, year))}`, fileName);
