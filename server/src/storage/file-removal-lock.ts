import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * The PostgreSQL advisory lock that keeps backups consistent with the files. A backup holds it in exclusive mode
 * while it opens its snapshot and hard-links the files that snapshot names; every transaction that deletes rows
 * naming stored files holds it in shared mode, so no file named by a backup's snapshot is removed before it is
 * linked. Deletions never wait on one another.
 */
export const FILE_REMOVAL_LOCK_KEY = 7_305_114_402_118;

/** Call first in a transaction that deletes file-referencing rows; released when the transaction ends. */
export async function holdFileRemovalLock(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${FILE_REMOVAL_LOCK_KEY}::bigint)`);
}
