import { role } from '../../plugins/auth';

/*
 * Who may manage accounts (§2.9): staff only, each route's guard (decision 010). The rules that protect the
 * school from itself (the last staff administrator, one's own account, accounts with a profile) are the service's,
 * as they need the accounts.
 */

/** The user table, role changes, disabling, password resets, deleting. */
export const canManageUsers = role('staff');
