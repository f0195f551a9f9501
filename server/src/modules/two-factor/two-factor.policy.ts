import { role, signedIn } from '../../plugins/auth';

/*
 * Second factors (decision 016): each person manages their own (routes under /api/me/, so no one acts on another
 * person's factors); staff alone set the school's policy. The sign-in steps are public and carry their challenge.
 */

/** One's own authenticator app, passkeys and recovery codes. */
export const canManageOwnSecondFactors = signedIn;

/** Whether staff must use a second factor. */
export const canSetSignInPolicy = role('staff');

/** Removing another person's second factors when they lost them. */
export const canResetSecondFactors = role('staff');
