import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** One round trip to the database; throws when it cannot answer. */
export async function checkDatabase(options: { db: DbOrTx }): Promise<void> {
  await options.db.execute(sql`select 1`);
}
