import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type TotpEnrolment } from '@contracts/two-factor';
import type { Database } from '../../db/client';
import { totpFactors } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { assertCurrentPassword, assertFactorLeftWhenRequired } from './factor-guard';
import { removeRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { clearSetupPending } from './second-factors';
import { matchingStep, newTotpSecret, totpProvisioning } from './totp';

export const TOTP_SECRET_PURPOSE = 'totp-secret';

/** Starts (or starts again) setting up an authenticator app: a new secret, not used until a code confirms it. */
export async function beginTotpEnrolment(options: {
  db: Database;
  secrets: SecretBox;
  user: SessionUser;
  issuer: string;
}): Promise<TotpEnrolment> {
  const { db, user } = options;
  const secret = await newTotpSecret();
  const sealedSecret = options.secrets.seal(secret, TOTP_SECRET_PURPOSE);
  const [row] = await db
    .insert(totpFactors)
    .values({ userId: user.id, sealedSecret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { sealedSecret, createdAt: new Date() },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  if (!row) throw new AppError('TOTP_STATE_CONFLICT', TWO_FACTOR_MESSAGES.totpAlreadyOn);
  const { url, svg } = await totpProvisioning({ secret, issuer: options.issuer, account: user.email });
  return { secret, otpauth_url: url, qr_svg: svg };
}

/** A right code from the app turns it on; answers the ten recovery codes, shown once. */
export async function confirmTotpEnrolment(options: {
  db: Database;
  secrets: SecretBox;
  user: SessionUser;
  code: string;
}): Promise<string[]> {
  const { db, user } = options;
  const [pending] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user.id), isNull(totpFactors.confirmedAt)));
  if (!pending) throw new AppError('TOTP_STATE_CONFLICT', TWO_FACTOR_MESSAGES.noEnrolment);
  const step = await matchingStep({
    secret: options.secrets.open(pending.sealedSecret, TOTP_SECRET_PURPOSE),
    code: options.code,
  });
  if (step === undefined) throw new AppError('SECOND_FACTOR_INVALID', TWO_FACTOR_MESSAGES.wrongCode);
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(totpFactors)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(
        and(
          eq(totpFactors.userId, user.id),
          isNull(totpFactors.confirmedAt),
          eq(totpFactors.sealedSecret, pending.sealedSecret),
        ),
      )
      .returning({ userId: totpFactors.userId });
    if (!confirmed) throw new AppError('TOTP_STATE_CONFLICT', TWO_FACTOR_MESSAGES.noEnrolment);
    const codes = await replaceRecoveryCodes({ db: tx, userId: user.id });
    await clearSetupPending({ db: tx, userId: user.id });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'totpOn' },
      entityType: 'user',
      entityId: user.id,
    });
    return codes;
  });
}

/** Turns the authenticator app off (the current password required); recovery codes go with the last factor. */
export async function removeTotp(options: { db: Database; user: SessionUser; currentPassword: string }): Promise<void> {
  const { db, user } = options;
  await assertCurrentPassword({ db, userId: user.id, password: options.currentPassword });
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(totpFactors)
      .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.confirmedAt)))
      .returning({ userId: totpFactors.userId });
    if (removed.length === 0) throw new AppError('TOTP_STATE_CONFLICT', TWO_FACTOR_MESSAGES.noEnrolment);
    const { anyLeft } = await assertFactorLeftWhenRequired({ db: tx, user });
    if (!anyLeft) await removeRecoveryCodes({ db: tx, userId: user.id });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'totpOff' },
      entityType: 'user',
      entityId: user.id,
    });
  });
}

/** New recovery codes in place of the old ones (the current password required; a factor must be on). */
export async function renewRecoveryCodes(options: {
  db: Database;
  user: SessionUser;
  currentPassword: string;
  hasFactor: boolean;
}): Promise<string[]> {
  const { db, user } = options;
  await assertCurrentPassword({ db, userId: user.id, password: options.currentPassword });
  if (!options.hasFactor) throw new AppError('TOTP_STATE_CONFLICT', TWO_FACTOR_MESSAGES.noEnrolment);
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes({ db: tx, userId: user.id });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'recoveryCodesMade' },
      entityType: 'user',
      entityId: user.id,
    });
    return codes;
  });
}
