import { role, signedIn } from '../../plugins/auth';

/*
 * Who may do what with courses (§6): the catalogue is open to every signed-in user; writing courses is staff
 * work. Each route of course.routes.ts attaches one of these rules as its guard (`preHandler: authorize(rule)`,
 * decision 010). A course's documents are the documents policy's; the teacher suggestions are staff work.
 */

/** The course list and one course. */
export const canBrowseCourses = signedIn;

/** Create, edit and delete courses; the teacher suggestions of the picker. */
export const canManageCourses = role('staff');
