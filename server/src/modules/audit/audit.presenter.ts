import type { AuditEntry } from '@contracts/audit';
import type { Language } from '@contracts/languages';
import { activityIn } from '../../shared/activities/activity-texts';
import type { AuditRow } from './audit.service';

/** What leaves the server of an audit entry: its words in the reader's language (decision 040). */
export function presentAuditEntry(row: AuditRow, language: Language): AuditEntry {
  return {
    id: row.id,
    activity: activityIn(row, language),
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_name: row.entityName ?? null,
    user: row.userId !== null && row.username !== null ? { id: row.userId, username: row.username } : null,
    ip_address: row.ipAddress,
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
  };
}
