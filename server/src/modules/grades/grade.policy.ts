import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { students, teachers } from '../../db/schema/index';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with grades (§3 grades; the specification is silent on rules, so least privilege):
 * - staff record, correct and delete any grade;
 * - a teacher records grades as their own (teacher_id is theirs), for courses they teach when a course is named,
 *   and corrects or deletes only grades whose teacher they are;
 * - a student reads their own grades only.
 * Request rules are the routes' guards; the resource rules below need the grade or the course, so the service asks
 * them and throws FORBIDDEN (decision 010).
 */

/** Reading grades: the service scopes what each role sees. */
export const canReadGrades = signedIn;

/** Recording and correcting grades: staff and teachers; which grades, the resource rules say. */
export const canWriteGrades = role('staff', 'teacher');

/** The student's own grades (/grades). */
export const canReadOwnGrades = role('student');

export async function ownTeacherId(db: DbOrTx, user: SessionUser): Promise<number | undefined> {
  if (user.role !== 'teacher') return undefined;
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, user.id));
  return row?.id;
}

export async function ownStudentId(db: DbOrTx, user: SessionUser): Promise<number | undefined> {
  if (user.role !== 'student') return undefined;
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, user.id));
  return row?.id;
}

/** Resource rule: staff, or the teacher the grade belongs to. */
export async function canChangeGrade(db: DbOrTx, user: SessionUser, grade: { teacherId: number | null }): Promise<boolean> {
  if (user.role === 'staff') return true;
  const own = await ownTeacherId(db, user);
  return own !== undefined && grade.teacherId === own;
}
