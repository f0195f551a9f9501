import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthenticationResponseJSON, AuthenticatorTransport } from '@simplewebauthn/server';
import { TWO_FACTOR_MESSAGES } from '@contracts/two-factor';
import { USER_MESSAGES } from '@contracts/users';
import type { Database, DbOrTx } from '../../db/client';
import { passkeys, signInChallenges, totpFactors, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { hashToken } from '../../lib/token-hash';
import { recordActivity } from '../../shared/activities/activity.service';
import type { LoginThrottle } from '../auth/login-throttle';
import { setWebauthnChallenge, type ChallengeRow } from '../auth/sign-in-challenges';
import { openSession, type SignInContext, type SignInOutcome } from '../auth/sign-in.service';
import { SignInThrottledError } from '../auth/sign-in-throttled-error';
import { findProfile, type UserRow } from '../users/user.service';
import { spendRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';
import { TOTP_SECRET_PURPOSE } from './totp.service';
import { loadWebAuthn, relyingParty } from './webauthn-party';
import type { Text } from '@contracts/i18n/texts';

const invalidChallenge = () => new AppError('SIGN_IN_CHALLENGE_INVALID', TWO_FACTOR_MESSAGES.challengeInvalid);
const wrongAnswer = (message: Text = TWO_FACTOR_MESSAGES.wrongCode) => new AppError('SECOND_FACTOR_INVALID', message);

/** The live second-factor step of `token`, locked for this transaction, and its account. */
async function lockStep(db: DbOrTx, token: string): Promise<{ step: ChallengeRow; user: UserRow }> {
  const [row] = await db
    .select({ step: signInChallenges, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        eq(signInChallenges.purpose, 'second-factor'),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .for('update', { of: signInChallenges });
  if (!row) throw invalidChallenge();
  if (row.user.disabledAt) throw new AppError('ACCOUNT_DISABLED', USER_MESSAGES.disabled);
  return row;
}

/**
 * Runs `check` on the step's account under the sign-in throttle (the same counts as the password step): a wrong
 * answer counts as a failed sign-in and changes nothing else; a right one uses the step up and opens the session,
 * all in one transaction.
 */
async function passStep(options: {
  db: Database;
  throttle: LoginThrottle;
  token: string;
  context: SignInContext;
  method: string;
  check: (tx: DbOrTx, step: ChallengeRow, user: UserRow) => Promise<boolean>;
}): Promise<SignInOutcome> {
  const { db } = options;
  const [peek] = await db
    .select({ email: users.email })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(eq(signInChallenges.tokenHash, hashToken(options.token)));
  if (!peek) throw invalidChallenge();
  const admission = await options.throttle.admit({ email: peek.email, address: options.context.ipAddress });
  if (admission.refused) throw new SignInThrottledError(admission.retryAfterSeconds);
  let result: { token: string; user: UserRow } | undefined;
  try {
    result = await db.transaction(async (tx) => {
      const { step, user } = await lockStep(tx, options.token);
      if (!(await options.check(tx, step, user))) return undefined;
      await tx
        .update(signInChallenges)
        .set({ usedAt: new Date() })
        .where(eq(signInChallenges.tokenHash, step.tokenHash));
      const token = await openSession({
        db: tx,
        user,
        method: `${step.method} + ${options.method}`,
        ...options.context,
      });
      return { token, user };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'SECOND_FACTOR_INVALID') await admission.attempt.failed();
    throw error;
  }
  if (!result) {
    await admission.attempt.failed();
    throw wrongAnswer();
  }
  await admission.attempt.succeeded();
  return {
    kind: 'session',
    token: result.token,
    user: result.user,
    profile: await findProfile({ db, user: result.user }),
    setupPending: false,
  };
}

/** The second step with a six-digit code of the person's app (each taken once) or one of their recovery codes. */
export async function signInWithCode(
  options: {
    db: Database;
    secrets: SecretBox;
    throttle: LoginThrottle;
    challenge: string;
    code: string;
  } & SignInContext,
): Promise<SignInOutcome> {
  const code = options.code.replace(/\s/g, '');
  const isTotp = /^\d{6}$/.test(code);
  return passStep({
    db: options.db,
    throttle: options.throttle,
    token: options.challenge,
    context: { ipAddress: options.ipAddress, userAgent: options.userAgent },
    method: isTotp ? 'authenticator code' : 'recovery code',
    check: async (tx, _step, user) => {
      if (!isTotp) {
        const spent = await spendRecoveryCode({ db: tx, userId: user.id, code });
        if (spent)
          await recordActivity(tx, {
            userId: user.id,
            activity: { code: 'recoveryCodeUsed' },
            entityType: 'user',
            entityId: user.id,
          });
        return spent;
      }
      const [factor] = await tx
        .select()
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, user.id), sql`${totpFactors.confirmedAt} is not null`))
        .for('update');
      if (!factor) return false;
      const step = await matchingStep({
        secret: options.secrets.open(factor.sealedSecret, TOTP_SECRET_PURPOSE),
        code,
        afterStep: factor.lastUsedStep,
      });
      if (step === undefined) return false;
      await tx.update(totpFactors).set({ lastUsedStep: step }).where(eq(totpFactors.userId, user.id));
      return true;
    },
  });
}

/** The options for the browser to sign the second step with one of the person's passkeys. */
export async function passkeyStepOptions(options: {
  db: Database;
  challenge: string;
  publicUrl: string;
}): Promise<Record<string, unknown>> {
  const { db } = options;
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(options.challenge)),
        eq(signInChallenges.purpose, 'second-factor'),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalidChallenge();
  const keys = await db.select().from(passkeys).where(eq(passkeys.userId, row.userId));
  if (keys.length === 0) throw wrongAnswer(TWO_FACTOR_MESSAGES.passkeyNotFound);
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const webauthn = await generateAuthenticationOptions({
    rpID: relyingParty(options.publicUrl).id,
    allowCredentials: keys.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransport[],
    })),
    userVerification: 'preferred',
  });
  if (
    !(await setWebauthnChallenge({
      db,
      token: options.challenge,
      purpose: 'second-factor',
      webauthnChallenge: webauthn.challenge,
    }))
  )
    throw invalidChallenge();
  return webauthn as unknown as Record<string, unknown>;
}

/** The second step with a passkey: the browser's signed answer to the options above. */
export async function signInWithPasskey(
  options: {
    db: Database;
    throttle: LoginThrottle;
    challenge: string;
    response: Record<string, unknown>;
    publicUrl: string;
  } & SignInContext,
): Promise<SignInOutcome> {
  const answer = options.response as unknown as AuthenticationResponseJSON;
  const party = relyingParty(options.publicUrl);
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  return passStep({
    db: options.db,
    throttle: options.throttle,
    token: options.challenge,
    context: { ipAddress: options.ipAddress, userAgent: options.userAgent },
    method: 'passkey',
    check: async (tx, step, user) => {
      if (!step.webauthnChallenge || typeof answer.id !== 'string') return false;
      const [key] = await tx
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, answer.id)))
        .for('update');
      if (!key) return false;
      let verification;
      try {
        verification = await verifyAuthenticationResponse({
          response: answer,
          expectedChallenge: step.webauthnChallenge,
          expectedOrigin: party.origin,
          expectedRPID: party.id,
          credential: {
            id: key.credentialId,
            publicKey: Buffer.from(key.publicKey, 'base64url'),
            counter: key.signCount,
            transports: key.transports,
          },
          requireUserVerification: false,
        });
      } catch {
        return false;
      }
      if (!verification.verified) return false;
      await tx
        .update(passkeys)
        .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
        .where(eq(passkeys.id, key.id));
      return true;
    },
  });
}
