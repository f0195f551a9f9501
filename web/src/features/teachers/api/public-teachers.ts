import { listPagesQueryOptions } from '@/lib/list-query';
import { fetchPublicTeachersPage, TEACHER_PAGE_SIZE, teacherKeys } from '@/lib/resources/teachers';

/** GET /api/teachers?q=&limit=50&cursor=: the public directory; q matches a name or an expertise area. */
export const publicTeachersQueryOptions = (q: string) =>
  listPagesQueryOptions(teacherKeys.publicList(q), (cursor, signal) =>
    fetchPublicTeachersPage({ q, limit: TEACHER_PAGE_SIZE, cursor }, signal),
  );
