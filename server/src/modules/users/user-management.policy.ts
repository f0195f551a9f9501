import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Role } from '@contracts/roles';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { role } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import type { ProfileKind } from '../../shared/people/own-records';

/*
 * Who may manage accounts (§2.9): staff only, each route's guard (decision 010). The rules that protect the school
 * from itself need the account (and, for the last administrator, the other accounts), so they are resource rules
 * user-management.service.ts calls under its lock, throwing each one's code when it refuses:
 * - `canChangeOwnAccountThisWay`: nobody disables, demotes or deletes their own account (OWN_ACCOUNT);
 * - `profileAllowsChange`: an account with a teacher or student profile keeps its role and is not deleted while the
 *   profile exists (PROFILE_KEEPS_ROLE, USER_HAS_PROFILE);
 * - `keepsAnEnabledStaff`: some other enabled staff administrator remains (LAST_STAFF).
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
