import { signedIn } from '../../plugins/auth';

/*
 * Who may do what with notifications: every signed-in user reads and marks read their own, and only their own;
 * the service keys every query by the caller, so another user's notification is not found. The routes of
 * notification.routes.ts attach this rule as their guard (`preHandler: authorize(rule)`, decision 010).
 */

/** Read one's own notifications and mark them read. */
export const canReadOwnNotifications = signedIn;
