import { role, signedIn } from '../../plugins/auth';

/*
 * Who may do what with accounts (§6). Signing in is public (`config: { public: true }` on its route); the other
 * routes of auth.routes.ts attach one of these rules as their guard (`preHandler: authorize(rule)`,
 * decision 010).
 */

/** Create a user of any role (user management). */
export const canRegisterUsers = role('staff');

/** One's own account: who am I, sign out, change one's password. */
export const canManageOwnAccount = signedIn;
