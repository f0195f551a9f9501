import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { GradeAbilities } from '@contracts/grades';
import type { DbOrTx } from '../../db/client';
import { courses, grades, teachers } from '../../db/schema/index';
import { role, signedIn } from '../../plugins/auth';
import type { SessionUser } from '../auth/session.service';
import { ownStudentRecord, ownTeacherRecord } from '../../shared/people/own-records';

/*
 * Who may do what with grades (§3 grades; the specification is silent on rules, so least privilege; issue 21):
 * - a grade belongs to a course, by id (grades.course_id); the course's teacher is who writes its grades;
 * - staff record, correct, move and delete any grade, and may record one of no course (history, transfer) and name
 *   its teacher;
 * - a teacher records, corrects, moves and deletes grades only in courses they teach (the grade's teacher is then
 *   themself), whoever recorded them; a grade of no course (from before course ids, or a deleted course) only if it
 *   names them as its teacher; only the students on the course's roster for that term (issue 42; staff may grade
 *   others, with a reason kept in the audit log: `canGradeOutsideRoster`);
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

/**
 * Grading a student who is not on the course's roster for that term: staff (with a reason, which the service
 * requires); a teacher never.
 */
export async function canGradeOutsideRoster(options: { db: DbOrTx; user: SessionUser }): Promise<boolean> {
  return options.user.role === 'staff';
}

/** Resource rule: staff grade in any course; a teacher only in a course they teach. */
export async function canGradeInCourse(options: {
  db: DbOrTx;
  user: SessionUser;
  course: { teacherId: number | null };
}): Promise<boolean> {
  const { db, user, course } = options;
  if (user.role === 'staff') return true;
  return gradesInCourse(user, await ownTeacherId(db, user), course);
}

/** canGradeInCourse's answer from what it reads: the user's own teacher record (undefined: none). */
function gradesInCourse(user: SessionUser, own: number | undefined, course: { teacherId: number | null }): boolean {
  return user.role === 'staff' || (own !== undefined && course.teacherId === own);
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
  if (user.role !== 'teacher') return changesGrade(user, { own: undefined, teachesCourse: false }, grade);
  if (grade.courseId === null)
    return changesGrade(user, { own: await ownTeacherId(db, user), teachesCourse: false }, grade);
  const [taught] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(teachers, eq(teachers.id, courses.teacherId))
    .where(and(eq(courses.id, grade.courseId), eq(teachers.userId, user.id)))
    .limit(1);
  return changesGrade(user, { own: undefined, teachesCourse: taught !== undefined }, grade);
}

/**
 * canChangeGrade's answer from what it reads: the user's own teacher record (read only for a grade of no course) and
 * whether they teach the grade's course.
 */
function changesGrade(
  user: SessionUser,
  facts: { own: number | undefined; teachesCourse: boolean },
  grade: { courseId: number | null; teacherId: number | null },
): boolean {
  if (user.role === 'staff') return true;
  if (user.role !== 'teacher') return false;
  if (grade.courseId === null) return grade.teacherId !== null && facts.own === grade.teacherId;
  return facts.teachesCourse;
}

/** Resource rule: a grade of no course (history, transfer; a title no single course has) is staff's to record. */
export async function canGradeWithoutCourse(options: { db: DbOrTx; user: SessionUser }): Promise<boolean> {
  return options.user.role === 'staff';
}

/** Resource rule: staff name a grade's teacher (any, or none); a teacher's grades are always their own. */
export async function canNameGradeTeacher(options: { db: DbOrTx; user: SessionUser }): Promise<boolean> {
  return options.user.role === 'staff';
}

/**
 * The rules above for the many grades or courses of one answer, with what they read loaded once for the list (the
 * user's own teacher record and the ids of the courses it teaches), not once per row: a grade's `can` is
 * canChangeGrade's answer (correct or move it, delete it), `gradesIn` canGradeInCourse's.
 */
export async function gradeRulesFor(options: { db: DbOrTx; user: SessionUser }) {
  const { db, user } = options;
  const own = await ownTeacherId(db, user);
  const taught =
    own === undefined
      ? new Set<number>()
      : new Set(
          (await db.select({ id: courses.id }).from(courses).where(eq(courses.teacherId, own))).map((row) => row.id),
        );
  return {
    can(grade: { courseId: number | null; teacherId: number | null }): GradeAbilities {
      const teachesCourse = grade.courseId !== null && taught.has(grade.courseId);
      const change = changesGrade(user, { own, teachesCourse }, grade);
      return { edit: change, delete: change };
    },
    gradesIn: (course: { teacherId: number | null }): boolean => gradesInCourse(user, own, course),
  };
}
