import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { students, teachers } from '../../db/schema/index';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';

/*
 * Who may do what with grades (§3 grades; the specification is silent on rules, so least privilege; issue 21):
 * - a grade belongs to a course, by id (grades.course_id); the course's teacher is who writes its grades;
 * - staff record, correct, move and delete any grade, and may record one of no course (history, transfer);
 * - a teacher records, corrects, moves and deletes grades only in courses they teach (the grade's teacher is then
 *   themself), whoever recorded them; a grade of no course (from before course ids, or a deleted course) only if it
 *   names them as its teacher; any active student may be graded (there are no enrolments);
 * - a student reads their own grades only.
 * Request rules are the routes' guards. Resource rules need the course or the grade, so the service loads them and
 * asks `canGradeInCourse` (recording, the sheet, the course a grade is moved to) and `canChangeGrade` (the grade
 * being corrected, moved, overwritten or deleted), and throws FORBIDDEN when they refuse (decision 010).
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

/** Resource rule: staff grade in any course; a teacher only in a course they teach (`ownTeacherId` from ownTeacherId). */
export function canGradeInCourse(user: SessionUser, course: { teacherId: number | null }, ownTeacherId: number | undefined): boolean {
  if (user.role === 'staff') return true;
  return user.role === 'teacher' && ownTeacherId !== undefined && course.teacherId === ownTeacherId;
}

/**
 * Resource rule: staff change any grade; a teacher a grade of a course they teach (`courseTeacherId`, the teacher of
 * the grade's course, not who recorded it), or a grade of no course that names them as its teacher.
 */
export function canChangeGrade(
  user: SessionUser,
  grade: { courseId: number | null; courseTeacherId: number | null; teacherId: number | null },
  ownTeacherId: number | undefined,
): boolean {
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher' || ownTeacherId === undefined) return false;
  return grade.courseId !== null ? grade.courseTeacherId === ownTeacherId : grade.teacherId === ownTeacherId;
}
