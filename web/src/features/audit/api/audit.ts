import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@contracts/audit';
import type { ManagedUser } from '@contracts/users';
import { downloadFile } from '@/lib/download-document';
import { getListPage, nextCursor } from '@/lib/api-page';

/** Audit log pages (decision 009); matches offered by the person filter. */
export const AUDIT_PAGE_SIZE = 50;
export const PERSON_MATCHES = 10;

/** What the log is filtered by (GET /api/audit): one person, one kind of entity, whole days from and to (UTC). */
export interface AuditFilters {
  user_id?: number;
  entity_type?: string;
  /** 'YYYY-MM-DD', included. */
  from?: string;
  /** 'YYYY-MM-DD', included. */
  to?: string;
}

/** Query keys: everything of the log starts with 'audit', which user changes invalidate. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => ['audit', 'list', filters] as const,
  people: (q: string) => ['audit', 'people', q] as const,
};

/** The filters as query parameters, the empty ones left out. */
export function auditFilterParams(filters: AuditFilters): Record<string, string | undefined> {
  return {
    user_id: filters.user_id === undefined ? undefined : String(filters.user_id),
    entity_type: filters.entity_type || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** GET /api/audit?user_id=&entity_type=&from=&to=&limit=50&cursor=: newest first. */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getListPage<AuditEntry>('/api/audit', { limit: AUDIT_PAGE_SIZE, cursor: pageParam, filters: auditFilterParams(filters) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });

/** GET /api/users?q=&limit=10: the people the person filter offers (username or email). */
export const peopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: auditKeys.people(q),
    queryFn: async ({ signal }) => (await getListPage<ManagedUser>('/api/users', { q, limit: PERSON_MATCHES }, signal)).items,
  });

/** The CSV export's address: GET /api/audit.csv with the same filters. */
export function auditCsvPath(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(auditFilterParams(filters))) if (value !== undefined) params.set(name, value);
  const query = params.toString();
  return query ? `/api/audit.csv?${query}` : '/api/audit.csv';
}

/** Downloads the filtered log as CSV through the api client (the token goes with it). */
export const downloadAuditCsv = (filters: AuditFilters) => downloadFile(auditCsvPath(filters), 'audit-log.csv');
