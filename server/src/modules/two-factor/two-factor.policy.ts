import type { DbOrTx } from '../../db/client';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { isSecondFactorRequiredForStaff } from './second-factors';

/*
 * Second factors (decision 016): each person manages their own (routes under /api/me/, so no one acts on another
 * person's factors); staff alone set the school's policy. The sign-in steps are public and carry their challenge.
 * Resource rules, which the services call: `mustUseSecondFactor` (the staff rule, at sign-in, on the Settings
 * screen and when a factor is removed) and `canResetSecondFactorsOf` (not one's own).
 */

/** One's own authenticator app, passkeys and recovery codes. */
export const canManageOwnSecondFactors = signedIn;

/** Whether staff must use a second factor. */
export const canSetSignInPolicy = role('staff');

/** Removing another person's second factors when they lost them. */
export const canResetSecondFactors = role('staff');

/**
 * Whether this person must have a second factor: staff, while the school's policy requires one. Read at sign-in
 * (before any session exists, so from the account's id and role) to hold a session without a factor to the
 * enrolment; on the Settings screen; and in the transaction that removes a factor, to refuse removing the last one.
 */
export async function mustUseSecondFactor(options: {
  db: DbOrTx;
  user: Pick<SessionUser, 'id' | 'role'>;
}): Promise<boolean> {
  return options.user.role === 'staff' && (await isSecondFactorRequiredForStaff(options.db));
}

/** Staff remove the second factors of someone else; their own they remove in Settings, behind their password. */
export async function canResetSecondFactorsOf(options: {
  db: DbOrTx;
  user: Pick<SessionUser, 'id'>;
  account: { id: number };
}): Promise<boolean> {
  return options.account.id !== options.user.id;
}
