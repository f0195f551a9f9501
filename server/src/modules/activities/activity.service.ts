import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/index';

export interface ActivityEntry {
  userId: number | null;
  activity: string;
  entityType?: string;
  entityId?: number;
}

/** Writes one activities row; call it with the transaction of the change it records. */
export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(activities).values({
    userId: entry.userId,
    activity: entry.activity,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
  });
}
