import type { PublicTeacher, StaffTeacher, Teacher } from '@contracts/teachers';
import {
  OWN_TEACHER_PROFILE_PATH,
  PUBLIC_TEACHERS_PATH,
  STAFF_TEACHERS_PATH,
  TEACHER_PAGE_SIZE,
  teacherStatsPath,
} from '@contracts/api-paths';
import { api } from '@/lib/api-client';
import { getListPage, type PageParams } from '@/lib/api-page';

/** Staff list and public directory pages (decision 009). */
export { TEACHER_PAGE_SIZE };

/**
 * Query keys of teachers. Everything about teachers starts with 'teachers', so one invalidation of `all` after a
 * change refreshes the staff list, the public directory, searches, items and stats, whichever feature shows them.
 */
export const teacherKeys = {
  all: ['teachers'] as const,
  staffLists: ['teachers', 'staff', 'list'] as const,
  staffList: (q: string) => ['teachers', 'staff', 'list', q] as const,
  staffItem: (id: number) => ['teachers', 'staff', 'item', id] as const,
  /** The first `limit` matches of a staff search (the pickers of courses and documents). */
  staffMatches: (q: string, limit: number) => ['teachers', 'staff', 'matches', q, limit] as const,
  /** The public directory (the Trombinoscopio). */
  publicList: (q: string) => ['teachers', 'public', 'list', q] as const,
  publicItem: (id: number) => ['teachers', 'public', 'item', id] as const,
  stats: (id: number) => ['teachers', 'stats', id] as const,
  /** The signed-in teacher's own profile (GET /api/teacher/profile). */
  ownProfile: ['teacher-profile'] as const,
};

/** GET /api/staff/teachers?q=&limit=&cursor=: one page of the staff list; q matches a name, email or phone. */
export const fetchStaffTeachersPage = (page: PageParams, signal?: AbortSignal) =>
  getListPage<StaffTeacher>(STAFF_TEACHERS_PATH, page, signal);

/** The first `limit` teachers of a staff search. */
export const fetchStaffTeacherMatches = async (q: string, limit: number, signal?: AbortSignal) =>
  (await fetchStaffTeachersPage({ q, limit }, signal)).items;

/** GET /api/staff/teachers/{id}: one teacher with every field. */
export const fetchStaffTeacher = (id: number, signal?: AbortSignal) =>
  api.get<StaffTeacher>(`/api/staff/teachers/${id}`, { signal });

/** GET /api/teachers?q=&limit=&cursor=: one page of the public directory; q matches a name or an expertise area. */
export const fetchPublicTeachersPage = (page: PageParams, signal?: AbortSignal) =>
  getListPage<PublicTeacher>(PUBLIC_TEACHERS_PATH, page, signal);

/** GET /api/teachers/{id}: the public view of one teacher. */
export const fetchPublicTeacher = (id: number, signal?: AbortSignal) =>
  api.get<PublicTeacher>(`/api/teachers/${id}`, { signal });

/** GET /api/teachers/{id}/stats. */
export const fetchTeacherStats = (id: number, signal?: AbortSignal) =>
  api.get<TeacherStats>(teacherStatsPath(id), { signal });

interface TeacherStats {
  documentCount: number;
}

/** GET /api/teacher/profile: the signed-in teacher's own record. */
export const fetchOwnTeacherProfile = (signal?: AbortSignal) => api.get<Teacher>(OWN_TEACHER_PROFILE_PATH, { signal });
