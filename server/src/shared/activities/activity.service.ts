import { requestContext } from '@fastify/request-context';
import type { AuditEntityType } from '@contracts/audit';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/index';
import type { Changes } from './changes';

export interface ActivityEntry {
  userId: number | null;
  activity: string;
  /** One of the kinds the audit log's filter offers. */
  entityType?: AuditEntityType;
  entityId?: number;
  /** What changed, from changesBetween (secrets already masked). */
  changes?: Changes;
  /** The address the change came from, where no request is being served (a job carries its requester's). */
  ipAddress?: string | null;
}

/**
 * Writes one activities row — the audit log's entry — with the address of the request being served, if any; call it
 * with the transaction of the change it records.
 */
export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(activities).values({
    userId: entry.userId,
    activity: entry.activity,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    changes: entry.changes ?? null,
    ipAddress: entry.ipAddress ?? requestContext.get('ipAddress') ?? null,
  });
}
