import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses, grades, teachers } from '../../db/schema/index';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord, ownTeacherRecord } from '../people/own-records';

/*
 * Who may do what with grades (§3 grades; the specification is silent on rules, so least privilege; issue 21):
 * - a grade belongs to a course, by id (grades.course_id); the course's teacher is who writes its grades;
 * - staff record, correct, move and delete any grade, and may record one of no course (history, transfer) and name
 *   its teacher;
 * - a teacher records, corrects, moves and deletes grades only in courses they teach (the grade's teacher is then
 *   themself), whoever recorded them; a grade of no course (from before course ids, or a deleted course) only if it
 *   names them as its teacher; any active student may be graded (there are no enrolments);
 * - a student reads their own grades only.
 * Request rules are the routes' guards. Resource rules need the course or the grade, so the service loads them and
 * asks `canGradeInCourse` (recording, the sheet, the course a grade is moved to), `canChangeGrade` (the grade being
 * corrected, moved, overwritten or deleted), `canGradeWithoutCourse` and `canNameGradeTeacher`, and throws FORBIDDEN
 * when they refuse (decision 010). Two scopes give the rows a user may see, as a filter (undefined: all):
 * `readableGrades` (the grade lists) and `gradableCourses` (the courses offered to grade in, a course by title).
 */

/** Reading grades: `readableGrades` scopes what each role sees. */
export const canReadGrades = signedIn;

/** Recording and correcting grades: staff and teachers; which grades, the resource rules say. */
export const canWriteGrades = role('staff', 'teacher');

/** Counting the grades one may read and their students (the teachers' dashboard): staff and teachers. */
export const canCountGrades = role('staff', 'teacher');

/** The student's own grades (/grades). */
export const canReadOwnGrades = role('student');

/** The teacher record of a teacher's account (none for other roles: only a teacher grades as a teacher). */
async function ownTeacherId(db: DbOrTx, user: SessionUser): Promise<number | undefined> {
  return user.role === 'teacher' ? (await ownTeacherRecord(db, user.id))?.id : undefined;
}

/**
 * Scope: the grades a user may read. Staff all; a teacher the grades of the courses they teach (whoever recorded
 * them) and their grades of no course; a student their own.
 */
export async function readableGrades(options: { db: DbOrTx; user: SessionUser }): Promise<SQL | undefined> {
  const { db, user } = options;
  if (user.role === 'staff') return undefined;
  if (user.role === 'student') return eq(grades.studentId, (await ownStudentRecord(db, user.id))?.id ?? 0);
  const own = (await ownTeacherId(db, user)) ?? 0;
  const taught = db.select({ id: courses.id }).from(courses).where(eq(courses.teacherId, own));
  return or(inArray(grades.courseId, taught), and(isNull(grades.courseId), eq(grades.teacherId, own)));
}

/** Scope: the courses a user may grade in, as a filter on courses. Staff all; others the courses they teach. */
export async function gradableCourses(options: { db: DbOrTx; user: SessionUser }): Promise<SQL | undefined> {
  const { db, user } = options;
  if (user.role === 'staff') return undefined;
  return eq(courses.teacherId, (await ownTeacherId(db, user)) ?? 0);
}

/** Resource rule: staff grade in any course; a teacher only in a course they teach. */
export async function canGradeInCourse(options: {
  db: DbOrTx;
  user: SessionUser;
  course: { teacherId: number | null };
}): Promise<boolean> {
  const { db, user, course } = options;
  if (user.role === 'staff') return true;
  const own = await ownTeacherId(db, user);
  return own !== undefined && course.teacherId === own;
}

/**
 * Resource rule: staff change any grade; a teacher a grade of a course they teach (the teacher of the grade's
 * course, not who recorded it: one read joining the course to the teacher's account), or a grade of no course that
 * names them as its teacher.
 */
export async function canChangeGrade(options: {
  db: DbOrTx;
  user: SessionUser;
  grade: { courseId: number | null; teacherId: number | null };
}): Promise<boolean> {
  const { db, user, grade } = options;
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher') return false;
  if (grade.courseId === null) return grade.teacherId !== null && (await ownTeacherId(db, user)) === grade.teacherId;
  const [taught] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(and(eq(courses.id, grade.courseId), eq(teachers.userId, user.id)))
    .limit(1);
  return taught !== undefined;
}

/** Resource rule: a grade of no course (history, transfer; a title no single course has) is staff's to record. */
export async function canGradeWithoutCourse(options: { db: DbOrTx; user: SessionUser }): Promise<boolean> {
  return options.user.role === 'staff';
}

/** Resource rule: staff name a grade's teacher (any, or none); a teacher's grades are always their own. */
export async function canNameGradeTeacher(options: { db: DbOrTx; user: SessionUser }): Promise<boolean> {
  return options.user.role === 'staff';
}
