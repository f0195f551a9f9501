import { eq } from 'drizzle-orm';
import { USER_MESSAGES } from '@contracts/users';
import type { Database } from '../../db/client';
import { passkeys, recoveryCodes, totpFactors, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import { revokeUserSessions } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { canResetSecondFactorsOf } from './two-factor.policy';

/**
 * Staff remove every second factor of a person who lost them (phone, passkey and recovery codes): the
 * authenticator app, passkeys and recovery codes go, the person's sessions end, and they are told. Not for one's
 * own account: that is Settings, behind the current password.
 */
export async function removeSecondFactorsOf(options: { db: Database; actorId: number; userId: number }): Promise<void> {
  const { db, userId } = options;
  if (!(await canResetSecondFactorsOf({ db, user: { id: options.actorId }, account: { id: userId } })))
    throw new AppError(
      'OWN_ACCOUNT',
      /*i18n*/ { id: 'twoFactor.resetOwn', message: 'Quita tus propios factores en Settings, con tu contraseña.' },
    );
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) throw new AppError('USER_NOT_FOUND', USER_MESSAGES.notFound);
    const [totp, keys] = await Promise.all([
      tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning({ userId: totpFactors.userId }),
      tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id }),
    ]);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await revokeUserSessions({ db: tx, userId });
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'secondFactorsRemoved', params: { username: person.username } },
      entityType: 'user',
      entityId: userId,
      changes: {
        authenticator_app: { before: totp.length > 0, after: false },
        passkeys: { before: keys.length, after: 0 },
      },
    });
    await notify({
      db: tx,
      userId,
      code: 'secondFactorRemoved',
      link: '/settings',
    });
  });
}
