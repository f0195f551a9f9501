import { role, signedIn } from '../../plugins/auth';

/*
 * Who may do what with badges (§2.11, §6: badge management is staff only):
 * - any signed-in user sees the catalogue and the badges anyone holds: badges are public
 *   recognition (the directory and the profiles show them);
 * - staff create, edit and delete badges, and assign and remove them, for teachers, students and staff alike. A
 *   teacher or student changes no badge, not even their own awards.
 * - a badge's image (GET /api/badges/{id}/image) is public, with no rule (`config: { public: true }`): it is the
 *   image of the badge's public Open Badges credentials, which verifiers fetch without a session (decision 011).
 * All are request rules, the routes' guard (`preHandler: authorize(rule)`, decision 010); no resource rule follows.
 */

/** The catalogue and the badges a teacher, student or staff member holds. */
export const canSeeBadges = signedIn;

/** Create, edit and delete badges. */
export const canManageBadges = role('staff');

/** Assign a badge to someone, and remove it. */
export const canAwardBadges = role('staff');
