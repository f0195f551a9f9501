import crypto from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PER_HOUR, PASSWORD_RESET_TTL_MINUTES, type PasswordResetRequest } from '@contracts/password-reset';
import type { Database } from '../../db/client';
import { passwordSetTokens } from '../../db/schema/index';
import type { MailMessage } from '../../mail/mailer';
import { recordActivity } from '../activities/activity.service';
import { hashLinkToken } from '../people-csv/people-import.service';
import { findUserByEmail } from '../users/user.service';

/**
 * 'Forgot your password?': for an enabled account, a single-use link valid 30 minutes, at most three an hour;
 * answers the mail to send, or undefined (no such account, disabled, or too many asks). The caller answers the
 * same in every case, so the answer tells nobody whether an account exists.
 */
export async function preparePasswordReset(options: { db: Database; input: PasswordResetRequest; publicUrl: string }): Promise<MailMessage | undefined> {
  const { db } = options;
  const user = await findUserByEmail({ db, email: options.input.email });
  if (!user || user.disabledAt) return undefined;
  const token = crypto.randomBytes(32).toString('base64url');
  const made = await db.transaction(async (tx) => {
    // Counted under the account's row lock: two asks at once cannot both pass the limit.
    await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordSetTokens)
      .where(and(eq(passwordSetTokens.userId, user.id), eq(passwordSetTokens.purpose, 'reset'), gt(passwordSetTokens.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
    if ((recent?.n ?? 0) >= PASSWORD_RESET_PER_HOUR) return false;
    await tx.insert(passwordSetTokens).values({ tokenHash: hashLinkToken(token), userId: user.id, purpose: 'reset', expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000) });
    await recordActivity(tx, { userId: user.id, activity: 'Asked for a password reset link', entityType: 'user', entityId: user.id });
    return true;
  });
  if (!made) return undefined;
  const link = `${options.publicUrl}/set-password?token=${token}`;
  return {
    to: user.email,
    subject: PASSWORD_RESET_MESSAGES.subject,
    text: [
      `Hola ${user.username}:`,
      '',
      'Alguien (esperamos que tú) pidió elegir una contraseña nueva para tu cuenta. Ábrela con este enlace:',
      link,
      '',
      `El enlace sirve una sola vez y caduca en ${PASSWORD_RESET_TTL_MINUTES} minutos. Al guardar la contraseña nueva se cierran todas tus sesiones.`,
      'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    ].join('\n'),
  };
}
