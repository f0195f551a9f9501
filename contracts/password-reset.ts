import { z } from 'zod';
import { EMAIL_MAX } from './auth';
import { inReadersLanguage } from './i18n/texts';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Reset mails one account can be sent in an hour (more asks are answered the same and send nothing). */
export const PASSWORD_RESET_PER_HOUR = 3;

export const PasswordResetRequestSchema = z.object({
  email: z
    .email(
      inReadersLanguage(
        /*i18n*/ { id: 'login.invalidEmail', message: 'Por favor ingresa un correo electrónico válido.' },
      ),
    )
    .max(
      EMAIL_MAX,
      inReadersLanguage(
        /*i18n*/ { id: 'login.invalidEmail', message: 'Por favor ingresa un correo electrónico válido.' },
      ),
    ),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to every request, whether or not the account exists (no account discovery). */
  /** Values: `minutes` (PASSWORD_RESET_TTL_MINUTES). */
  sent: /*i18n*/ {
    id: 'passwordReset.sent',
    message:
      'Si hay una cuenta con ese correo, te enviamos un enlace para elegir una contraseña nueva. Caduca en {minutes} minutos.',
  },
} as const;

export const PasswordResetAnswerSchema = z.object({ message: z.string() });
