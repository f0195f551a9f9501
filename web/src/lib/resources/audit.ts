import type { AuditEntry } from '@contracts/audit';
import { getListPage } from '@/lib/api-page';

/** Audit log pages (decision 009). */
export const AUDIT_PAGE_SIZE = 50;

/** What the log is filtered by (GET /api/audit): one person, one kind of entity, whole days from and to (UTC). */
export interface AuditFilters {
  user_id?: number;
  entity_type?: string;
  /** 'YYYY-MM-DD', included. */
  from?: string;
  /** 'YYYY-MM-DD', included. */
  to?: string;
}

/** Query keys of the audit log: everything of it starts with 'audit', which user changes invalidate. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => ['audit', 'list', filters] as const,
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

/** GET /api/audit?user_id=&entity_type=&from=&to=&limit=50&cursor=: one page of the log, newest first. */
export const fetchAuditPage = (filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<AuditEntry>(
    '/api/audit',
    { limit: AUDIT_PAGE_SIZE, cursor, filters: auditFilterParams(filters) },
    signal,
  );
