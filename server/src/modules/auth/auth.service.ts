import { and, eq, ne } from 'drizzle-orm';
import { LOGIN_TEXTS, type ChangePasswordInput, type LoginInput, type RegisterInput } from '@contracts/auth';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { USER_MESSAGES } from '@contracts/users';
import { recordActivity } from '../../shared/activities/activity.service';
import { notify } from '../notifications/notification.service';
import { enrolledMethods } from '../two-factor/second-factors';
import { createDefaultProfile } from '../users/profile.service';
import { createUser, findUserByEmail, type UserRow } from '../users/user.service';
import type { LoginThrottle } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { hashNewPassword } from './password-policy';
import { writePasswordHash } from './password-write';
import { revokeSession, type SessionUser } from './session.service';
import { completeSignIn, type SignInOutcome } from './sign-in.service';
import { SignInThrottledError } from './sign-in-throttled-error';

/** Signs in with email and password: a session, or the second step when the account has a second factor. */
export async function login(options: {
  db: Database;
  throttle: LoginThrottle;
  input: LoginInput;
  ipAddress: string;
  userAgent?: string;
}): Promise<SignInOutcome> {
  const { db, throttle, input } = options;
  const subject = { email: input.email, address: options.ipAddress };
  // A flood at a refused account or address is answered from memory, before any round trip.
  const remembered = throttle.refusedFromMemory(subject);
  if (remembered > 0) throw new SignInThrottledError(remembered);
  // Independent reads go side by side, so a sign-in waits for fewer round trips when the server is busy: the count
  // with the account, and the account's second factors with its password check (read for nothing when it is wrong;
  // argon2 takes longer, so a wrong password is answered no later than before).
  const [admission, user] = await Promise.all([throttle.admit(subject), findUserByEmail({ db, email: input.email })]);
  if (admission.refused) throw new SignInThrottledError(admission.retryAfterSeconds);
  // An unknown email costs the same argon2 time and counts as a failure like a wrong password.
  const [valid, methods] = await Promise.all([
    user ? verifyPassword(user.passwordHash, input.password) : verifyAgainstDummy(input.password).then(() => false),
    user ? enrolledMethods({ db, userId: user.id }) : Promise.resolve([]),
  ]);
  if (!user || !valid) {
    await admission.attempt.failed();
    throw new AppError('INVALID_CREDENTIALS', LOGIN_TEXTS.invalidCredentials);
  }
  // Said only to whoever knows the password; it counts as a failed attempt all the same.
  if (user.disabledAt) {
    await admission.attempt.failed();
    throw new AppError('ACCOUNT_DISABLED', USER_MESSAGES.disabled);
  }
  const [, outcome] = await Promise.all([
    admission.attempt.succeeded(),
    completeSignIn({
      db,
      user,
      method: 'password',
      methods,
      ipAddress: options.ipAddress,
      userAgent: options.userAgent,
    }),
  ]);
  return outcome;
}

export async function logout(options: { db: Database; userId: number; sessionId: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    await revokeSession({ db: tx, sessionId: options.sessionId });
    await recordActivity(tx, {
      userId: options.userId,
      activity: { code: 'signedOut' },
      entityType: 'user',
      entityId: options.userId,
    });
  });
}

export async function register(options: { db: Database; actorId: number; input: RegisterInput }): Promise<UserRow> {
  return options.db.transaction(async (tx) => {
    const user = await createUser({ db: tx, input: options.input });
    await createDefaultProfile({ db: tx, user });
    await notify({ db: tx, userId: user.id, code: 'welcome' });
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'userCreated', params: { username: user.username, role: user.role } },
      entityType: 'user',
      entityId: user.id,
    });
    return user;
  });
}

/** Changes the caller's password, spends the account's one-time links and signs out every other session of theirs. */
export async function changePassword(options: {
  db: Database;
  user: SessionUser;
  input: ChangePasswordInput;
}): Promise<void> {
  const { db, user, input } = options;
  // The session's user carries no password hash: it is read here, the one place that compares it.
  const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!stored || !(await verifyPassword(stored.passwordHash, input.current_password))) {
    throw new AppError(
      'WRONG_CURRENT_PASSWORD',
      /*i18n*/ { id: 'auth.wrongCurrentPassword', message: 'La contraseña actual no es correcta.' },
    );
  }
  const passwordHash = await hashNewPassword(input.new_password);
  await db.transaction(async (tx) => {
    await writePasswordHash({ db: tx, userId: user.id, passwordHash });
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'changedPassword' },
      entityType: 'user',
      entityId: user.id,
    });
  });
}
