import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PublicTeacher } from '@contracts/teachers';
import { getListPage, nextCursor } from '@/lib/api-page';

export const DIRECTORY_PAGE_SIZE = 50;

/**
 * GET /api/teachers?q=&limit=50&cursor=: the public directory; q matches a name or an expertise area.
 * Kept under ['teachers', 'public', …] so the teachers feature's invalidation of ['teachers'] refreshes it.
 */
export const directoryQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['teachers', 'public', 'list', q] as const,
    queryFn: ({ pageParam, signal }) => getListPage<PublicTeacher>('/api/teachers', { q, limit: DIRECTORY_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
