import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PublicTeacher } from '@contracts/teachers';
import { getListPage, nextCursor } from '@/lib/api-page';
import { TEACHER_PAGE_SIZE, teacherKeys } from './teacher-keys';

/** GET /api/teachers?q=&limit=50&cursor=: the public directory; q matches a name or an expertise area. */
export const publicTeachersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: teacherKeys.publicList(q),
    queryFn: ({ pageParam, signal }) => getListPage<PublicTeacher>('/api/teachers', { q, limit: TEACHER_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
