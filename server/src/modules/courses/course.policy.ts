import { role, signedIn } from '../../plugins/auth';

/*
 * Who may do what with courses (§6): the catalogue is open to every signed-in user; writing courses is staff
 * work. Each route of course.routes.ts attaches one of these rules as its guard (`preHandler: authorize(rule)`,
 * decision 010). A course's documents are the documents policy's.
 */

/** The course list and one course. */
export const canBrowseCourses = signedIn;

/** Create and edit courses. */
export const canManageCourses = role('staff');
