import { eq, sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@contracts/two-factor';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../auth/password';
import type { SessionUser } from '../auth/session.service';
import { enrolledMethods } from './second-factors';
import { mustUseSecondFactor } from './two-factor.policy';

/** Turning a factor off needs the current password (a session left open must not be enough). */
export async function assertCurrentPassword(options: { db: DbOrTx; userId: number; password: string }): Promise<void> {
  const [stored] = await options.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!stored || !(await verifyPassword(stored.passwordHash, options.password))) {
    throw new AppError(
      'WRONG_CURRENT_PASSWORD',
      /*i18n*/ { id: 'auth.wrongCurrentPassword', message: 'La contraseña actual no es correcta.' },
    );
  }
}

/**
 * In the transaction that removes a factor, after the removal: refuses when no factor is left and the person must
 * use one (two-factor.policy.ts `mustUseSecondFactor`: staff under the two-factor policy). The account's row is locked first, so two removals at once cannot
 * each leave the other's factor as the last.
 */
export async function assertFactorLeftWhenRequired(options: {
  db: DbOrTx;
  user: SessionUser;
}): Promise<{ anyLeft: boolean }> {
  await options.db.execute(sql`select 1 from users where id = ${options.user.id} for update`);
  const left = await enrolledMethods({ db: options.db, userId: options.user.id });
  if (left.length === 0 && (await mustUseSecondFactor(options))) {
    throw new AppError('SECOND_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.requiredByPolicy);
  }
  return { anyLeft: left.length > 0 };
}
