import { and, eq, gt, isNull } from 'drizzle-orm';
import { IMPORT_MESSAGES, type SetPasswordInput } from '@contracts/people-import';
import type { Database } from '../../db/client';
import { passwordSetTokens, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/activity.service';
import { hashLinkToken } from '../people-csv/people-import.service';
import { hashPassword } from './password';
import { revokeUserSessions } from './session.service';

/** A one-time link's password: set once, the link used up, any session of the account ended. */
export async function setPasswordWithLink(options: { db: Database; input: SetPasswordInput }): Promise<void> {
  const passwordHash = await hashPassword(options.input.password);
  await options.db.transaction(async (tx) => {
    const [link] = await tx
      .update(passwordSetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordSetTokens.tokenHash, hashLinkToken(options.input.token)), isNull(passwordSetTokens.usedAt), gt(passwordSetTokens.expiresAt, new Date())))
      .returning();
    if (!link) throw new AppError('PASSWORD_LINK_INVALID', IMPORT_MESSAGES.linkInvalid);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    // Any other link of the account is spent too: the password it would set is already chosen.
    await tx.update(passwordSetTokens).set({ usedAt: new Date() }).where(and(eq(passwordSetTokens.userId, link.userId), isNull(passwordSetTokens.usedAt)));
    await revokeUserSessions({ db: tx, userId: link.userId });
    await recordActivity(tx, { userId: link.userId, activity: 'Set password from a one-time link', entityType: 'user', entityId: link.userId });
  });
}
