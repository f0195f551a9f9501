import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { IMPORT_MESSAGES, type SetPasswordInput } from '@contracts/people-import';
import type { Database, DbOrTx } from '../../db/client';
import { passwordSetTokens } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { hashToken } from '../../lib/token-hash';
import { recordActivity } from '../../shared/activities/activity.service';
import { hashPassword } from './password';
import { assertUncommonPassword } from './password-policy';
import { writePasswordHash } from './password-write';
import { revokeUserSessions } from './session.service';

/** Attempts at setting a password with a link from one address, counted before any work (a guesser of tokens). */
export const SET_PASSWORD_ADDRESS_RULE: ThrottleRule = {
  name: 'set-password-address',
  points: 20,
  windowSeconds: 15 * 60,
};

export const setPasswordThrottledMessage = /*i18n*/ {
  id: 'auth.setPasswordThrottled',
  message:
    'Demasiados intentos de elegir una contraseña desde esta dirección. Vuelve a intentarlo en {minutes} minuto(s).',
};

function live(tokenHash: string) {
  return and(
    eq(passwordSetTokens.tokenHash, tokenHash),
    isNull(passwordSetTokens.usedAt),
    gt(passwordSetTokens.expiresAt, new Date()),
  );
}

/**
 * A one-time link's password: set once, every link of the account used up, any session of the account ended.
 * Counted per address first; the link is looked up (by its hash, the primary key) before the password is hashed,
 * so a bogus token costs one indexed read, never argon2.
 */
export async function setPasswordWithLink(options: {
  db: Database;
  throttle: Throttle;
  input: SetPasswordInput;
  address: string;
}): Promise<void> {
  const { db } = options;
  await options.throttle.takeOrRefuse(SET_PASSWORD_ADDRESS_RULE, options.address, setPasswordThrottledMessage);
  const tokenHash = hashToken(options.input.token);
  const [found] = await db.select({ userId: passwordSetTokens.userId }).from(passwordSetTokens).where(live(tokenHash));
  if (!found) throw new AppError('PASSWORD_LINK_INVALID', IMPORT_MESSAGES.linkInvalid);
  await assertUncommonPassword(options.input.password);
  const passwordHash = await hashPassword(options.input.password);
  await db.transaction(async (tx) => {
    // Taken again under the update: of two uses at once, one wins.
    const [link] = await tx.update(passwordSetTokens).set({ usedAt: new Date() }).where(live(tokenHash)).returning();
    if (!link) throw new AppError('PASSWORD_LINK_INVALID', IMPORT_MESSAGES.linkInvalid);
    await writePasswordHash({ db: tx, userId: link.userId, passwordHash });
    await revokeUserSessions({ db: tx, userId: link.userId });
    await recordActivity(tx, {
      userId: link.userId,
      activity: { code: 'setPasswordFromLink' },
      entityType: 'user',
      entityId: link.userId,
    });
  });
}

/** Deletes one-time links expired or used more than a day ago (the job prune-sign-in); answers how many. */
export async function prunePasswordLinks(options: { db: DbOrTx; now?: Date }): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - 24 * 60 * 60 * 1000);
  const result = await options.db
    .delete(passwordSetTokens)
    .where(
      or(
        lt(passwordSetTokens.expiresAt, cutoff),
        and(isNotNull(passwordSetTokens.usedAt), lt(passwordSetTokens.usedAt, cutoff)),
      ),
    );
  return result.rowCount ?? 0;
}
