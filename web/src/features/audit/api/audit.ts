import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { listPagesQueryOptions } from '@/lib/list-query';
import { downloadFile } from '@/lib/download-document';
import { auditFilterParams, auditKeys, fetchAuditPage, type AuditFilters } from '@/lib/resources/audit';
import { fetchUserMatches, userKeys } from '@/lib/resources/users';

export type { AuditFilters };

/** Matches offered by the person filter. */
export const PERSON_MATCHES = 10;

/** GET /api/audit?user_id=&entity_type=&from=&to=&limit=50&cursor=: newest first. */
export const auditQueryOptions = (filters: AuditFilters) =>
  listPagesQueryOptions(auditKeys.list(filters), (cursor, signal) => fetchAuditPage(filters, cursor, signal));

/** GET /api/users?q=&limit=10: the people the person filter offers (name, username or email); user changes refresh them. */
export const peopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userKeys.matches(q, PERSON_MATCHES),
    queryFn: ({ signal }) => fetchUserMatches(q, PERSON_MATCHES, signal),
  });

/** The CSV export's address: GET /api/audit.csv with the same filters. */
export function auditCsvPath(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(auditFilterParams(filters)))
    if (value !== undefined) params.set(name, value);
  const query = params.toString();
  return query ? `/api/audit.csv?${query}` : '/api/audit.csv';
}

/** Downloads the filtered log as CSV through the api client (the token goes with it). */
export const downloadAuditCsv = (filters: AuditFilters) => downloadFile(auditCsvPath(filters), t`audit-log.csv`);
