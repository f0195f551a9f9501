import type { AuditEntry } from '@contracts/audit';
import type { AuditRow } from './audit.service';

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    activity: row.activity,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_name: row.entityName ?? null,
    user: row.userId !== null && row.username !== null ? { id: row.userId, username: row.username } : null,
    ip_address: row.ipAddress,
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
  };
}
