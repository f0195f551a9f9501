import { t } from '@lingui/core/macro';
import { ROLE_LABELS, ROLES, type Role } from '@contracts/role-names';
import { USER_MESSAGES, type ManagedUser } from '@contracts/users';
import { ApiError } from '@/lib/api-client';
import { translate } from '@contracts/i18n/texts';

/** The roles as a select's entries (their names written in the active language by CatalogueSelect). */
export const ROLE_OPTIONS = ROLES.map((role) => ({ code: role, label: ROLE_LABELS[role] }));

/** The role filter's value for 'every role' (a Radix select item cannot carry ''). */
export const ALL_ROLES = 'all';

export function roleFilterValue(value: string): Role | undefined {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : undefined;
}

/**
 * Why a row's action is not offered, or null when it is, from the server's `can` (user-management.policy.ts): the
 * own account is never disabled, demoted or deleted here, and an account with a teacher or student profile keeps its
 * role and is deleted with its profile. The server checks the same rules when asked (and the last staff
 * administrator), and its message is shown if it refuses.
 */
export function lockedReason(user: ManagedUser, action: 'change_role' | 'disable' | 'delete'): string | null {
  if (user.can[action]) return null;
  const refusal = user.can.refused[action];
  if (refusal === 'PROFILE_KEEPS_ROLE' && user.profile) return translate(USER_MESSAGES.profileKeepsRole[user.profile]);
  if (refusal === 'USER_HAS_PROFILE' && user.profile) return translate(USER_MESSAGES.hasProfile[user.profile]);
  return translate(USER_MESSAGES.ownAccount);
}

/** The toasts of the table's actions. */
export const USER_TOASTS = {
  created: (username: string) => ({
    title: t`User created`,
    description: t`${username} has been created successfully.`,
  }),
  createFailed: () => t`Failed to create user`,
  roleChanged: ({ username }: ManagedUser, role: Role) => {
    const label = translate(ROLE_LABELS[role]);
    return { title: t`Role updated`, description: t`${username} is now ${label}.` };
  },
  disabled: ({ username }: ManagedUser) => ({
    title: t`User disabled`,
    description: t`${username} can no longer sign in.`,
  }),
  enabled: ({ username }: ManagedUser) => ({ title: t`User enabled`, description: t`${username} can sign in again.` }),
  updateFailed: () => t`Failed to update user`,
  passwordReset: ({ username }: ManagedUser) => ({
    title: t`Password reset`,
    description: t`${username}'s sessions have ended; they sign in with the new password.`,
  }),
  resetFailed: () => t`Failed to reset password`,
  deleted: ({ username }: ManagedUser) => ({ title: t`User deleted`, description: t`${username} has been deleted.` }),
  deleteFailed: () => t`Failed to delete user`,
  secondFactorsRemoved: ({ username }: ManagedUser) => ({
    title: t`Two-factor removed`,
    description: t`${username} signs in with the password alone until they set it up again.`,
  }),
  secondFactorsFailed: () => t`Failed to remove two-factor sign-in`,
} as const;

/** Refusals of a new password, said under the password field of the form that sent it (not only in a toast). */
export const PASSWORD_FIELD_CODES = { PASSWORD_TOO_COMMON: 'password' } as const;

/** Whether a failed call refused the password itself (said at the field). */
export function isPasswordRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && error.code in PASSWORD_FIELD_CODES;
}
