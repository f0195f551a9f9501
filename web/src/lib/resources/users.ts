import type { Role } from '@contracts/roles';
import type { ManagedUser } from '@contracts/users';
import { getListPage, type PageParams } from '@/lib/api-page';

/** User management pages (decision 009). */
export const USER_PAGE_SIZE = 50;

/** Query keys of user accounts: every list and search starts with 'users', so one invalidation of `all` refreshes them. */
export const userKeys = {
  all: ['users'] as const,
  list: (q: string, role: Role | undefined) => ['users', 'list', q, role ?? 'all'] as const,
  /** The first `limit` matches of a search (the audit log's person filter). */
  matches: (q: string, limit: number) => ['users', 'matches', q, limit] as const,
};

/** GET /api/users?q=&role=&limit=&cursor=: name, username or email search, optional role, username order. */
export const fetchUsersPage = (
  { role, ...page }: Omit<PageParams, 'filters'> & { role?: Role },
  signal?: AbortSignal,
) => getListPage<ManagedUser>('/api/users', { ...page, filters: { role } }, signal);

/** The first `limit` accounts whose name, username or email matches `q`. */
export const fetchUserMatches = async (q: string, limit: number, signal?: AbortSignal) =>
  (await fetchUsersPage({ q, limit }, signal)).items;
