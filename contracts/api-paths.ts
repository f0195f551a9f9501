import type { BadgeRecipientType } from './catalogues/badge-types';
import type { UploadOwnerKind } from './catalogues/documents';

/*
 * The paths of the GETs a first screen is drawn from, built once for both sides (zod-free, decision 039): the web's
 * fetchers call these builders, and the server builds the same URLs to answer them into the page. A renamed path
 * is renamed here.
 */

/** Staff list and public directory pages (decision 009). */
export const TEACHER_PAGE_SIZE = 50;
/** Staff list pages of students. */
export const STUDENT_PAGE_SIZE = 50;
/** Course list pages. */
export const COURSE_PAGE_SIZE = 50;
/** Expiring documents come in pages of this many. */
export const EXPIRING_PAGE_SIZE = 50;
/** The one page of a teacher's courses (their dashboard, their detail page): all a teacher has. */
export const TEACHER_COURSES_LIMIT = 200;

/** What one page of a list is asked with (decision 009). */
export interface PageParams {
  q?: string;
  limit: number;
  cursor?: string;
  /** The list's own filters (has_badge, role…); undefined ones are left out. */
  filters?: Record<string, string | undefined>;
}

/** The path and query of one page of the list at `path`. */
export function listPagePath(path: string, { q, limit, cursor, filters }: PageParams): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  for (const [name, value] of Object.entries(filters ?? {})) if (value !== undefined) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params}`;
}

/**
 * One URL for the same GET however its query is written: the query's parameters sorted by name (a parameter's own
 * values keep their order), an empty query dropped. What an answer in the page is filed under, and what the web's
 * client looks it up by.
 */
export function normalizeApiUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))];
  if (params.length === 0) return url.slice(0, at);
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.slice(0, at)}?${new URLSearchParams(params)}`;
}

export const ME_PATH = '/api/me';
export const ANALYTICS_PATH = '/api/staff/analytics';
export const STAFF_TEACHERS_PATH = '/api/staff/teachers';
export const PUBLIC_TEACHERS_PATH = '/api/teachers';
export const OWN_TEACHER_PROFILE_PATH = '/api/teacher/profile';
export const OWN_TEACHER_DOCUMENTS_PATH = '/api/teacher/documents';
export const STAFF_STUDENTS_PATH = '/api/staff/students';
export const OWN_STUDENT_PROFILE_PATH = '/api/student/profile';
export const OWN_STUDENT_COURSES_PATH = '/api/student/courses';
export const COURSES_PATH = '/api/courses';
export const GRADE_SUMMARY_PATH = '/api/grades/summary';
export const OWN_GRADES_PATH = '/api/student/grades';
export const BADGE_CATALOGUE_PATH = '/api/badges';
export const DOCUMENT_STATISTICS_PATH = '/api/documents/statistics';
export const EXPIRING_DOCUMENTS_PATH = '/api/documents/expiring';

export const teacherStatsPath = (teacherId: number) => `/api/teachers/${teacherId}/stats`;
export const entityDocumentsPath = (kind: UploadOwnerKind, id: number) => `/api/documents/entity/${kind}/${id}`;
export const recipientBadgesPath = (type: BadgeRecipientType, id: number) => `/api/user-badges/${type}/${id}`;

/** The page of a teacher's courses: all of them. */
export const teacherCoursesPage = (teacherId: number): PageParams => ({
  limit: TEACHER_COURSES_LIMIT,
  filters: { teacher_id: String(teacherId) },
});

/** The first page of the course list (the staff's list: no search, `withBadge` for 'Con badge' only). */
export const coursesPage = (q: string, withBadge: boolean, cursor?: string): PageParams => ({
  q,
  limit: COURSE_PAGE_SIZE,
  cursor,
  filters: { has_badge: withBadge ? 'true' : undefined },
});

/** A page of the documents expiring within 90 days and expired, of an owner kind and a tag (each optional). */
export const expiringDocumentsPage = (
  ownerKind: UploadOwnerKind | undefined,
  tag: string | undefined,
  cursor?: string,
): PageParams => ({ limit: EXPIRING_PAGE_SIZE, cursor, filters: { owner_kind: ownerKind, tag } });
