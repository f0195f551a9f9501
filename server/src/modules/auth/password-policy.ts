import { PASSWORD_TOO_COMMON_MESSAGE } from '@contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword } from './password';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~49,000 most common passwords of @zxcvbn-ts/language-common, lower-cased; loaded with the first password set,
 * never at start-up (and never in the web bundle).
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

/** On the list (compared case-insensitively), or one character repeated ('aaaaaa'). */
export async function isCommonPassword(password: string): Promise<boolean> {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(lower)) return true;
  return (await commonPasswords()).has(lower);
}

/** Refuses a common password as a new one: 400 PASSWORD_TOO_COMMON in plain words. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON_MESSAGE);
}

/** The hash of a new password, after refusing a common one: every path that sets a password goes through it. */
export async function hashNewPassword(password: string): Promise<string> {
  await assertUncommonPassword(password);
  return hashPassword(password);
}
