import crypto from 'node:crypto';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PER_HOUR,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetRequest,
} from '@contracts/password-reset';
import type { Database } from '../../db/client';
import { passwordSetTokens } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/job-queue';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { hashToken } from '../../lib/token-hash';
import { recordActivity } from '../../shared/activities/activity.service';
import { findUserByEmail, normaliseEmail } from '../users/user.service';

/**
 * Reset requests from one address, and from everybody: rules of their own, so reaching them never stops anyone
 * signing in with their password. The per-account limit (three mails an hour) is counted by the job.
 */
export const RESET_ADDRESS_RULE: ThrottleRule = { name: 'password-reset-address', points: 5, windowSeconds: 15 * 60 };
export const RESET_GLOBAL_RULE: ThrottleRule = { name: 'password-reset-all', points: 300, windowSeconds: 60 * 60 };
export const RESET_GLOBAL_KEY = 'all';
/** Links mailed to one account, counted by the job when the account exists. */
export const RESET_ACCOUNT_RULE: ThrottleRule = {
  name: 'password-reset-account',
  points: PASSWORD_RESET_PER_HOUR,
  windowSeconds: 60 * 60,
};

const throttledMessage = /*i18n*/ {
  id: 'passwordReset.throttled',
  message:
    'Demasiadas solicitudes para elegir una contraseña nueva. Vuelve a intentarlo en {minutes} minuto(s); tu contraseña actual sigue sirviendo para iniciar sesión.',
};

/**
 * 'Forgot your password?': constant work whatever the email (the limits, then one job queued), so neither the
 * answer nor its time tells whether an account exists; the job looks the account up and mails the link.
 */
export async function requestPasswordReset(options: {
  throttle: Throttle;
  jobs: JobQueue;
  input: PasswordResetRequest;
  address: string;
}): Promise<void> {
  await options.throttle.takeEachOrRefuse(
    [
      { rule: RESET_ADDRESS_RULE, key: options.address },
      { rule: RESET_GLOBAL_RULE, key: RESET_GLOBAL_KEY },
    ],
    throttledMessage,
  );
  await options.jobs.send('password-reset', { email: normaliseEmail(options.input.email), address: options.address });
}

/**
 * The job of a reset request: for an enabled account, a single-use link valid 30 minutes, at most three an hour
 * (RESET_ACCOUNT_RULE on the throttle); the link's row, the audit entry (no actor: the requester's address) and
 * the mail's job commit together. Nothing for an unknown or disabled account, or past the limit.
 */
export async function sendPasswordReset(options: {
  db: Database;
  throttle: Throttle;
  jobs: JobQueue;
  publicUrl: string;
  email: string;
  address: string;
}): Promise<boolean> {
  const { db } = options;
  const user = await findUserByEmail({ db, email: options.email });
  if (!user || user.disabledAt) return false;
  if (!(await options.throttle.take(RESET_ACCOUNT_RULE, String(user.id))).allowed) return false;
  const token = crypto.randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    await tx.insert(passwordSetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
    });
    // Anyone can ask for anyone: the person is the entry's subject, never its actor.
    await recordActivity(tx, {
      userId: null,
      activity: 'Password reset link asked for',
      entityType: 'user',
      entityId: user.id,
      ipAddress: options.address,
    });
    await options.jobs.send(
      'mail',
      resetMail({ to: user.email, username: user.username, link: `${options.publicUrl}/set-password?token=${token}` }),
      { db: tx },
    );
    return true;
  });
}

function resetMail(options: { to: string; username: string; link: string }) {
  return {
    to: options.to,
    subject: PASSWORD_RESET_MESSAGES.subject,
    text: [
      `Hola ${options.username}:`,
      '',
      'Alguien (esperamos que tú) pidió elegir una contraseña nueva para tu cuenta. Ábrela con este enlace:',
      options.link,
      '',
      `El enlace sirve una sola vez y caduca en ${PASSWORD_RESET_TTL_MINUTES} minutos. Al guardar la contraseña nueva se cierran todas tus sesiones.`,
      'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    ].join('\n'),
  };
}
