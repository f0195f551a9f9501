import { role } from '../../plugins/auth';

/** Exporting and importing teachers and students: staff work (decision 010, the routes' guard). */
export const canExchangePeopleCsv = role('staff');
