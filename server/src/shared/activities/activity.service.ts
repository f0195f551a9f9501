import { requestContext } from '@fastify/request-context';
import type { AuditEntityType } from '@contracts/audit';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/index';
import type { Changes } from './changes';
import { writeActivity, type ActivityText } from './activity-texts';

export interface ActivityEntry {
  userId: number | null;
  /** What happened: a code and its parameters (activity-texts.ts), written in the reader's language when read. */
  activity: ActivityText;
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
  await activityInsert(db, entry);
}

/** recordActivity's statement, not run: for a caller that writes it with others in one statement. */
export function activityInsert(db: DbOrTx, entry: ActivityEntry) {
  return db.insert(activities).values({
    userId: entry.userId,
    activity: writeActivity(entry.activity.code, entry.activity.params),
    code: entry.activity.code,
    params: entry.activity.params ?? {},
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    changes: entry.changes ?? null,
    ipAddress: entry.ipAddress ?? requestContext.get('ipAddress') ?? null,
  });
}
