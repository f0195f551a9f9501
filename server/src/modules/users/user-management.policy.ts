import { and, eq, isNull, ne } from 'drizzle-orm';
import { ROLES, type Role } from '@contracts/roles';
import type { UserAbilities, UserActionRefusal } from '@contracts/users';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { role } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { canResetSecondFactorsOf } from '../two-factor/two-factor.policy';
import type { ProfileKind } from '../../shared/people/own-records';

/*
 * Who may manage accounts (§2.9): staff only, each route's guard (decision 010). The rules that protect the school
 * from itself need the account (and, for the last administrator, the other accounts), so they are resource rules
 * user-management.service.ts calls under its lock, throwing each one's code when it refuses:
 * - `canChangeOwnAccountThisWay`: nobody disables, demotes or deletes their own account (OWN_ACCOUNT);
 * - `profileAllowsChange`: an account with a teacher or student profile keeps its role and is not deleted while the
 *   profile exists (PROFILE_KEEPS_ROLE, USER_HAS_PROFILE);
 * - `keepsAnEnabledStaff`: some other enabled staff administrator remains (LAST_STAFF).
 * `userAbilities` answers each account's `can` from the first two (and the second-factor rule), so the screen offers
 * what these rules allow and says why not; the last one depends on the other accounts and is checked when asked.
 */

/** The user table, role changes, disabling, password resets, deleting. */
export const canManageUsers = role('staff');

/** An account as user management loads it: its role, whether disabled, which profile it owns. */
export interface ManagedAccount {
  id: number;
  role: Role;
  disabledAt: Date | null;
  profile: ProfileKind | null;
}

/** What staff ask of an account: a new role, disabled or enabled again (PATCH), or its deletion. */
export interface AccountChange {
  role?: Role;
  disabled?: boolean;
  delete?: true;
}

const changesRole = (account: ManagedAccount, change: AccountChange) =>
  change.role !== undefined && change.role !== account.role;
const disables = (account: ManagedAccount, change: AccountChange) =>
  change.disabled === true && account.disabledAt === null;
/** Whether the change takes an account away: demotes it from staff, disables it, or deletes it. */
const takesAway = (account: ManagedAccount, change: AccountChange) =>
  change.delete === true || disables(account, change) || (changesRole(account, change) && account.role === 'staff');

/** Resource rule: one's own account is not disabled, demoted or deleted by oneself. */
export async function canChangeOwnAccountThisWay(options: {
  db: DbOrTx;
  user: Pick<SessionUser, 'id'>;
  account: ManagedAccount;
  change: AccountChange;
}): Promise<boolean> {
  return options.account.id !== options.user.id || !takesAway(options.account, options.change);
}

/** Resource rule: an account with a profile keeps its role and stays while the profile does. */
export async function profileAllowsChange(options: {
  db: DbOrTx;
  user: Pick<SessionUser, 'id'>;
  account: ManagedAccount;
  change: AccountChange;
}): Promise<boolean> {
  const { account, change } = options;
  return account.profile === null || (change.delete !== true && !changesRole(account, change));
}

/**
 * Resource rule: taking away an enabled staff account leaves another enabled one. Read in the caller's transaction,
 * under user management's lock, so two staff disabling each other at once cannot both pass.
 */
export async function keepsAnEnabledStaff(options: {
  db: DbOrTx;
  user: Pick<SessionUser, 'id'>;
  account: ManagedAccount;
  change: AccountChange;
}): Promise<boolean> {
  const { db, account, change } = options;
  if (account.role !== 'staff' || account.disabledAt !== null || !takesAway(account, change)) return true;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'staff'), isNull(users.disabledAt), ne(users.id, account.id)))
    .limit(1);
  return other !== undefined;
}

/** The change each action of the screen asks of an account. */
const ACTION_CHANGES = {
  disable: (account: ManagedAccount): AccountChange => ({ disabled: account.disabledAt === null }),
  delete: (): AccountChange => ({ delete: true }),
} as const;

/** Why the rules refuse a change, in their order, or undefined when both allow it. */
async function refusalOf(
  options: { db: DbOrTx; user: Pick<SessionUser, 'id'>; account: ManagedAccount },
  change: AccountChange,
  profileCode: UserActionRefusal,
): Promise<UserActionRefusal | undefined> {
  if (!(await canChangeOwnAccountThisWay({ ...options, change }))) return 'OWN_ACCOUNT';
  if (!(await profileAllowsChange({ ...options, change }))) return profileCode;
  return undefined;
}

/** Resource rule set: what the caller may do with one account of user management (its `can`). */
export async function userAbilities(options: {
  db: DbOrTx;
  user: Pick<SessionUser, 'id'>;
  account: ManagedAccount;
}): Promise<UserAbilities> {
  const { account } = options;
  const roleRefusals = await Promise.all(
    ROLES.filter((other) => other !== account.role).map((other) =>
      refusalOf(options, { role: other }, 'PROFILE_KEEPS_ROLE'),
    ),
  );
  const changeRole = roleRefusals.some((refusal) => refusal === undefined) ? undefined : roleRefusals[0];
  const disable = await refusalOf(options, ACTION_CHANGES.disable(account), 'PROFILE_KEEPS_ROLE');
  const remove = await refusalOf(options, ACTION_CHANGES.delete(), 'USER_HAS_PROFILE');
  return {
    change_role: changeRole === undefined,
    disable: disable === undefined,
    reset_password: true,
    remove_second_factors: await canResetSecondFactorsOf(options),
    delete: remove === undefined,
    refused: { change_role: changeRole, disable, delete: remove },
  };
}
