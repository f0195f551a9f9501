import { signedIn } from '../../plugins/auth';

/*
 * Who may do what with badges: badges are public recognition, so any signed-in user may see who holds them (the
 * directory shows them). The routes attach these rules as their guard (`preHandler: authorize(rule)`,
 * decision 010).
 */

/** The badges a teacher, student or staff member holds. */
export const canSeeBadges = signedIn;
