import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordSetTokens, users } from '../../db/schema/index';

/**
 * Writes an account's new password hash and spends every one-time link of the account (reset and import links):
 * a link must not outlive the password it was issued against. The one writer of `users.password` after creation;
 * call it in the change's transaction (sessions are the caller's to end).
 */
export async function writePasswordHash(options: { db: DbOrTx; userId: number; passwordHash: string }): Promise<void> {
  const { db, userId } = options;
  await db.update(users).set({ passwordHash: options.passwordHash }).where(eq(users.id, userId));
  await db
    .update(passwordSetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordSetTokens.userId, userId), isNull(passwordSetTokens.usedAt)));
}
