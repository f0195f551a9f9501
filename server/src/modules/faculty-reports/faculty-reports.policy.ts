import type { DbOrTx } from '../../db/client';
import { role } from '../../plugins/auth';
import { ownTeacherRecord } from '../../shared/people/own-records';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may read and keep the reports a school is judged by (issue 45, decision 043):
 * - the qualifications table is staff's: they read it, export it and state each course's basis;
 * - the yearly activity report: staff read the school's and any teacher's; a teacher reads their own, never another
 *   teacher's nor the school's; students none.
 * Request rules are the routes' guards; `canReadActivityReport` is a resource rule (it needs the teacher asked for),
 * asked by the service, which throws FORBIDDEN when it refuses (decision 010).
 */

/** Read, export and state the bases of the qualifications table: staff. */
export const canKeepQualifications = role('staff');

/** Ask for a yearly activity report: staff and teachers; whose, canReadActivityReport says. */
export const canAskActivityReports = role('staff', 'teacher');

/** Resource rule: staff read every report (the school's, `teacher` null, and each teacher's); a teacher their own. */
export async function canReadActivityReport(options: {
  db: DbOrTx;
  user: SessionUser;
  teacher: { id: number } | null;
}): Promise<boolean> {
  const { db, user, teacher } = options;
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher' || teacher === null) return false;
  const own = await ownTeacherRecord(db, user.id);
  return own?.id === teacher.id;
}
