import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextCursor } from '@/lib/api-page';
import { fetchPublicTeachersPage, TEACHER_PAGE_SIZE, teacherKeys } from '@/lib/resources/teachers';

/** GET /api/teachers?q=&limit=50&cursor=: the public directory; q matches a name or an expertise area. */
export const publicTeachersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: teacherKeys.publicList(q),
    queryFn: ({ pageParam, signal }) =>
      fetchPublicTeachersPage({ q, limit: TEACHER_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
