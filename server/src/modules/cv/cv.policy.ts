import type { DbOrTx } from '../../db/client';
import { role } from '../../plugins/auth';
import { ownTeacherRecord } from '../../shared/people/own-records';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may generate CVs (issue 45):
 * - a teacher: their own CV only (`canGenerateCvOf`: another teacher's id is refused 403);
 * - staff: any teacher's, and every active teacher's at once as one ZIP (`canGenerateAllCvs`);
 * - a student: none.
 */

/** GET /api/teachers/{id}/cv.pdf: the request rule; the resource rule below says whose. */
export const canGenerateCv = role('staff', 'teacher');

/** The batches of every active teacher's CV (start, progress, download). */
export const canGenerateAllCvs = role('staff');

/** Whether `user` may generate the CV of the teacher `teacherId`: staff anyone's, a teacher their own. */
export async function canGenerateCvOf(options: { db: DbOrTx; user: SessionUser; teacherId: number }): Promise<boolean> {
  const { db, user, teacherId } = options;
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher') return false;
  return (await ownTeacherRecord(db, user.id))?.id === teacherId;
}
