import { and, eq } from 'drizzle-orm';
import type { AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import { TWO_FACTOR_MESSAGES, type PasskeyRegistrationInput } from '@contracts/two-factor';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../shared/activities/activity.service';
import type { SessionUser } from '../auth/session.service';
import { createChallenge, takeChallenge } from '../auth/sign-in-challenges';
import { assertCurrentPassword, assertFactorLeftWhenRequired } from './factor-guard';
import { recoveryCodesLeft, removeRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { clearSetupPending } from './second-factors';
import { loadWebAuthn, relyingParty } from './webauthn-party';

export type PasskeyRow = typeof passkeys.$inferSelect;

export async function listPasskeys(options: { db: Database; userId: number }): Promise<PasskeyRow[]> {
  return options.db.select().from(passkeys).where(eq(passkeys.userId, options.userId)).orderBy(passkeys.createdAt);
}

/** Options for the browser to make a passkey, with the registration step that must come back with its answer. */
export async function beginPasskeyRegistration(options: {
  db: Database;
  user: SessionUser;
  publicUrl: string;
  schoolName: string;
}) {
  const { db, user } = options;
  const party = relyingParty(options.publicUrl);
  const [existing, { generateRegistrationOptions }] = await Promise.all([
    listPasskeys({ db, userId: user.id }),
    loadWebAuthn(),
  ]);
  const webauthn = await generateRegistrationOptions({
    rpName: options.schoolName,
    rpID: party.id,
    userName: user.email,
    userDisplayName: user.username,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const registration = await createChallenge({
    db,
    purpose: 'passkey-registration',
    userId: user.id,
    webauthnChallenge: webauthn.challenge,
  });
  return { registration, options: webauthn as unknown as Record<string, unknown> };
}

/**
 * Checks the browser's answer against the registration step (once) and keeps the passkey; the first factor
 * of a person also gets them ten recovery codes (answered once), later ones none.
 */
export async function finishPasskeyRegistration(options: {
  db: Database;
  user: SessionUser;
  publicUrl: string;
  input: PasskeyRegistrationInput;
}): Promise<{ passkey: PasskeyRow; recoveryCodes: string[] | null }> {
  const { db, user, input } = options;
  const step = await takeChallenge({ db, token: input.registration, purpose: 'passkey-registration' });
  if (!step || step.userId !== user.id || !step.webauthnChallenge)
    throw new AppError('SIGN_IN_CHALLENGE_INVALID', TWO_FACTOR_MESSAGES.challengeInvalid);
  const party = relyingParty(options.publicUrl);
  const { verifyRegistrationResponse } = await loadWebAuthn();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: step.webauthnChallenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: false,
    });
  } catch {
    throw new AppError('SECOND_FACTOR_INVALID', TWO_FACTOR_MESSAGES.passkeyFailed);
  }
  if (!verification.verified) throw new AppError('SECOND_FACTOR_INVALID', TWO_FACTOR_MESSAGES.passkeyFailed);
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [passkey] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .returning();
    const recoveryCodes =
      (await recoveryCodesLeft({ db: tx, userId: user.id })) === 0
        ? await replaceRecoveryCodes({ db: tx, userId: user.id })
        : null;
    await clearSetupPending({ db: tx, userId: user.id });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'passkeyAdded', params: { name: input.name } },
      entityType: 'user',
      entityId: user.id,
    });
    return { passkey: passkey!, recoveryCodes };
  });
}

/** Removes one of the caller's passkeys (the current password required). */
export async function removePasskey(options: {
  db: Database;
  user: SessionUser;
  passkeyId: number;
  currentPassword: string;
}): Promise<void> {
  const { db, user } = options;
  await assertCurrentPassword({ db, userId: user.id, password: options.currentPassword });
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, options.passkeyId), eq(passkeys.userId, user.id)))
      .returning();
    if (!removed) throw new AppError('PASSKEY_NOT_FOUND', TWO_FACTOR_MESSAGES.passkeyNotFound);
    const { anyLeft } = await assertFactorLeftWhenRequired({ db: tx, user });
    if (!anyLeft) await removeRecoveryCodes({ db: tx, userId: user.id });
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'passkeyRemoved', params: { name: removed.name } },
      entityType: 'user',
      entityId: user.id,
    });
  });
}
