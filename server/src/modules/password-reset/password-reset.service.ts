import crypto from 'node:crypto';
import type { Language } from '@contracts/languages';
import {
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
import { readerLanguage } from '../../i18n/reader-language';
import { textIn } from '../../i18n/server-texts';
import type { MailMessage } from '../../mail/mailer';
import { mailHtml } from '../../mail/mail-html';

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
  /** The language of a person who has chosen none (SCHOOL_LANGUAGE): the mail is written in theirs. */
  schoolLanguage: Language;
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
      activity: { code: 'passwordResetAsked' },
      entityType: 'user',
      entityId: user.id,
      ipAddress: options.address,
    });
    await options.jobs.send(
      'mail',
      resetMail({
        to: user.email,
        username: user.username,
        link: `${options.publicUrl}/set-password?token=${token}`,
        language: readerLanguage(user, options.schoolLanguage),
      }),
      { db: tx },
    );
    return true;
  });
}

/** The reset mail's words (decision 040): written in the recipient's language when the job makes the mail. */
export const RESET_MAIL_TEXTS = {
  subject: /*i18n*/ { id: 'mail.passwordReset.subject', message: 'Elige una contraseña nueva' },
  greeting: /*i18n*/ { id: 'mail.passwordReset.greeting', message: 'Hola {username}:' },
  asked: /*i18n*/ {
    id: 'mail.passwordReset.asked',
    message: 'Alguien (esperamos que tú) pidió elegir una contraseña nueva para tu cuenta. Ábrela con este enlace:',
  },
  once: /*i18n*/ {
    id: 'mail.passwordReset.once',
    message:
      'El enlace sirve una sola vez y caduca en {minutes} minutos. Al guardar la contraseña nueva se cierran todas tus sesiones.',
  },
  notYou: /*i18n*/ {
    id: 'mail.passwordReset.notYou',
    message: 'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
  },
};

function resetMail(options: { to: string; username: string; link: string; language: Language }): MailMessage {
  const t = (
    text: (typeof RESET_MAIL_TEXTS)[keyof typeof RESET_MAIL_TEXTS],
    values?: Record<string, string | number>,
  ) => textIn(options.language, text, values);
  const greeting = t(RESET_MAIL_TEXTS.greeting, { username: options.username });
  const asked = t(RESET_MAIL_TEXTS.asked);
  const once = t(RESET_MAIL_TEXTS.once, { minutes: PASSWORD_RESET_TTL_MINUTES });
  const notYou = t(RESET_MAIL_TEXTS.notYou);
  return {
    to: options.to,
    subject: t(RESET_MAIL_TEXTS.subject),
    text: [greeting, '', asked, options.link, '', once, notYou].join('\n'),
    html: mailHtml(options.language, [
      { text: greeting },
      { text: asked, link: options.link },
      { text: once },
      { text: notYou },
    ]),
  };
}
