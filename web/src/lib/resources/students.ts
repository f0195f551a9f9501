import type { StaffStudent, Student } from '@contracts/students';
import { OWN_STUDENT_PROFILE_PATH, STAFF_STUDENTS_PATH, STUDENT_PAGE_SIZE } from '@contracts/api-paths';
import { api } from '@/lib/api-client';
import { getListPage, type PageParams } from '@/lib/api-page';

/** Staff list pages (decision 009). */
export { STUDENT_PAGE_SIZE };

/** Query keys of students: everything of the staff's starts with 'students', so one invalidation of `all` refreshes it. */
export const studentKeys = {
  all: ['students'] as const,
  staffList: (q: string) => ['students', 'staff', 'list', q] as const,
  staffItem: (id: number) => ['students', 'staff', 'item', id] as const,
  /** The first `limit` matches of a search (the documents picker). */
  matches: (q: string, limit: number) => ['students', 'matches', q, limit] as const,
  item: (id: number) => ['students', 'item', id] as const,
  /** The signed-in student's own record (GET /api/student/profile). */
  ownProfile: ['student-profile'] as const,
};

/** GET /api/staff/students?q=&limit=&cursor=: name, student id or email. */
export const fetchStaffStudentsPage = (page: PageParams, signal?: AbortSignal) =>
  getListPage<StaffStudent>(STAFF_STUDENTS_PATH, page, signal);

/** GET /api/staff/students/{id}. */
export const fetchStaffStudent = (id: number, signal?: AbortSignal) =>
  api.get<StaffStudent>(`/api/staff/students/${id}`, { signal });

/** The first `limit` students of GET /api/students?q= (staff): name or student id. */
export const fetchStudentMatches = async (q: string, limit: number, signal?: AbortSignal) =>
  (await getListPage<Student>('/api/students', { q, limit }, signal)).items;

/** GET /api/students/{id}: one student (staff, or the student themself). */
export const fetchStudent = (id: number, signal?: AbortSignal) => api.get<Student>(`/api/students/${id}`, { signal });

/** GET /api/student/profile: the signed-in student's record. */
export const fetchOwnStudentProfile = (signal?: AbortSignal) => api.get<Student>(OWN_STUDENT_PROFILE_PATH, { signal });
