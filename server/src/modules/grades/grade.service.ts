import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { labelOf } from '@contracts/catalogues/catalogue';
import { SEMESTERS } from '@contracts/catalogues/semesters';
import { GRADE_MESSAGES, type GradeListQuery } from '@contracts/grades';
import type { z } from 'zod';
import type { GradeInputSchema, GradeSheetSchema } from '@contracts/grades';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { courses, grades, students, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { recordActivity } from '../activities/activity.service';
import { changesBetween } from '../activities/changes';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { canChangeGrade, ownStudentId, ownTeacherId } from './grade.policy';

type GradeInput = z.output<typeof GradeInputSchema>;
type GradeSheet = z.output<typeof GradeSheetSchema>;

/** How many grades one call answers at most: a student's record or a course's term is far smaller. */
export const GRADE_LIST_MAX = 1_000;

export interface GradeRow {
  id: number;
  studentId: number;
  studentName: string;
  studentCode: string;
  courseTitle: string;
  teacherId: number | null;
  teacherName: string | null;
  grade: string;
  semester: string | null;
  academicYear: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const gradeColumns = {
  id: grades.id,
  studentId: grades.studentId,
  studentName: students.fullName,
  studentCode: students.studentId,
  courseTitle: grades.courseTitle,
  teacherId: grades.teacherId,
  teacherName: teachers.fullName,
  grade: grades.grade,
  semester: grades.semester,
  academicYear: grades.academicYear,
  createdAt: grades.createdAt,
  updatedAt: grades.updatedAt,
};

function selectGrades(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(gradeColumns)
    .from(grades)
    .innerJoin(students, eq(students.id, grades.studentId))
    .leftJoin(teachers, eq(teachers.id, grades.teacherId))
    .where(where)
    .orderBy(desc(grades.academicYear), asc(grades.semester), asc(grades.courseTitle), asc(grades.id))
    .limit(GRADE_LIST_MAX);
}

/** Grades as each role may see them: staff all, a teacher the grades they gave, a student their own; newest term first. */
export async function listGrades(options: { db: DbOrTx; user: SessionUser; query: GradeListQuery }): Promise<GradeRow[]> {
  const { db, user, query } = options;
  const filters: SQL[] = [];
  if (user.role === 'teacher') filters.push(eq(grades.teacherId, (await ownTeacherId(db, user)) ?? 0));
  if (user.role === 'student') filters.push(eq(grades.studentId, (await ownStudentId(db, user)) ?? 0));
  if (query.student_id !== undefined) filters.push(eq(grades.studentId, query.student_id));
  if (query.course_title !== undefined) filters.push(sql`lower(${grades.courseTitle}) = ${query.course_title.toLowerCase()}`);
  if (query.semester !== undefined) filters.push(eq(grades.semester, query.semester));
  if (query.academic_year !== undefined) filters.push(eq(grades.academicYear, query.academic_year));
  return selectGrades(db, filters.length > 0 ? and(...filters) : undefined);
}

async function gradeById(db: DbOrTx, id: number): Promise<GradeRow> {
  const [row] = await selectGrades(db, eq(grades.id, id));
  if (!row) throw new AppError('GRADE_NOT_FOUND', GRADE_MESSAGES.notFound);
  return row;
}

const audited = (row: { grade: string; courseTitle: string; semester: string | null; academicYear: number | null; teacherId: number | null }) => ({
  grade: row.grade,
  course_title: row.courseTitle,
  semester: row.semester,
  academic_year: row.academicYear,
  teacher_id: row.teacherId,
});

interface Placement {
  studentId: number;
  courseTitle: string;
  semester: string;
  academicYear: number;
  teacherId: number | null;
  grade: string;
}

/**
 * Records one grade, or corrects the one the student already has for that course and term (the unique index
 * grades_student_course_term_key), with its activity row and the student's notification; in the caller's
 * transaction. A teacher may not overwrite another teacher's grade.
 */
async function placeGrade(tx: Tx, user: SessionUser, placement: Placement): Promise<number> {
  const [student] = await tx.select({ id: students.id, userId: students.userId, name: students.fullName }).from(students).where(eq(students.id, placement.studentId));
  if (!student) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownStudent);
  const [existing] = await tx
    .select()
    .from(grades)
    .where(
      and(
        eq(grades.studentId, placement.studentId),
        sql`lower(${grades.courseTitle}) = ${placement.courseTitle.toLowerCase()}`,
        sql`coalesce(${grades.semester}, '') = ${placement.semester}`,
        sql`coalesce(${grades.academicYear}, 0) = ${placement.academicYear}`,
      ),
    )
    .for('update');
  if (existing && !(await canChangeGrade(tx, user, existing))) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourGrade);
  const values = { studentId: placement.studentId, courseTitle: placement.courseTitle, teacherId: placement.teacherId, grade: placement.grade, semester: placement.semester, academicYear: placement.academicYear };
  const [row] = existing
    ? await tx.update(grades).set(values).where(eq(grades.id, existing.id)).returning()
    : await tx.insert(grades).values(values).returning();
  const changes = changesBetween(existing ? audited(existing) : {}, audited(row!));
  if (changes) {
    await recordActivity(tx, { userId: user.id, activity: `${existing ? 'Corrected' : 'Recorded'} grade of ${student.name} in ${row!.courseTitle}`, entityType: 'grade', entityId: row!.id, changes });
    await notify({
      db: tx,
      userId: student.userId,
      title: existing ? `Nota corregida: ${row!.courseTitle}` : `Nueva nota: ${row!.courseTitle}`,
      body: `${row!.grade} — ${labelOf(SEMESTERS, placement.semester)} ${placement.academicYear}`,
      link: '/grades',
    });
  }
  return row!.id;
}

/** The teacher a grade is recorded for: a teacher is always themself; staff name one or none, who must exist. */
async function gradeTeacher(tx: Tx, user: SessionUser, requested: number | null | undefined): Promise<number | null> {
  if (user.role === 'teacher') {
    const own = await ownTeacherId(tx, user);
    if (own === undefined) throw new AppError('TEACHER_PROFILE_NOT_FOUND', 'No hay un perfil de profesor para esta cuenta');
    if (requested != null && requested !== own) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourGrade);
    return own;
  }
  if (requested == null) return null;
  const [teacher] = await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, requested));
  if (!teacher) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownTeacher);
  return teacher.id;
}

/** POST /api/grades: records a grade, or corrects the student's grade for that course and term. */
export async function recordGrade(options: { db: Database; user: SessionUser; input: GradeInput }): Promise<GradeRow> {
  const { db, user, input } = options;
  const id = await db.transaction(async (tx) => {
    const teacherId = await gradeTeacher(tx, user, input.teacher_id);
    return placeGrade(tx, user, { studentId: input.student_id, courseTitle: input.course_title, semester: input.semester, academicYear: input.academic_year, teacherId, grade: input.grade });
  });
  return gradeById(db, id);
}

/** PUT /api/grades/{id}: staff correct any grade, a teacher only their own (and it stays theirs). */
export async function correctGrade(options: { db: Database; user: SessionUser; id: number; input: GradeInput }): Promise<GradeRow> {
  const { db, user, input } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(grades).where(eq(grades.id, options.id)).for('update');
    if (!current) throw new AppError('GRADE_NOT_FOUND', GRADE_MESSAGES.notFound);
    if (!(await canChangeGrade(tx, user, current))) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourGrade);
    const teacherId = await gradeTeacher(tx, user, user.role === 'teacher' ? current.teacherId : input.teacher_id);
    const [student] = await tx.select({ userId: students.userId, name: students.fullName }).from(students).where(eq(students.id, input.student_id));
    if (!student) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownStudent);
    const [row] = await tx
      .update(grades)
      .set({ studentId: input.student_id, courseTitle: input.course_title, teacherId, grade: input.grade, semester: input.semester, academicYear: input.academic_year })
      .where(eq(grades.id, current.id))
      .returning();
    const changes = changesBetween(audited(current), audited(row!));
    if (changes) {
      await recordActivity(tx, { userId: user.id, activity: `Corrected grade of ${student.name} in ${row!.courseTitle}`, entityType: 'grade', entityId: row!.id, changes });
      await notify({ db: tx, userId: student.userId, title: `Nota corregida: ${row!.courseTitle}`, body: `${row!.grade} — ${labelOf(SEMESTERS, input.semester)} ${input.academic_year}`, link: '/grades' });
    }
  });
  return gradeById(db, options.id);
}

/** DELETE /api/grades/{id}: staff, or the grade's teacher. */
export async function deleteGrade(options: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const { db, user } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(grades).where(eq(grades.id, options.id)).for('update');
    if (!current) throw new AppError('GRADE_NOT_FOUND', GRADE_MESSAGES.notFound);
    if (!(await canChangeGrade(tx, user, current))) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourGrade);
    await tx.delete(grades).where(eq(grades.id, current.id));
    await recordActivity(tx, { userId: user.id, activity: `Deleted grade in ${current.courseTitle}`, entityType: 'grade', entityId: current.id, changes: changesBetween(audited(current), {}) });
    const [student] = await tx.select({ userId: students.userId }).from(students).where(eq(students.id, current.studentId));
    if (student) await notify({ db: tx, userId: student.userId, title: `Nota eliminada: ${current.courseTitle}`, body: `${current.semester ? labelOf(SEMESTERS, current.semester) : ''} ${current.academicYear ?? ''}`.trim(), link: '/grades' });
  });
}

/**
 * POST /api/grades/sheet: a course's grades for one term, all saved or none (one transaction; the first refusal
 * undoes the rest). A teacher only for a course they teach; the grades are the course's teacher's.
 */
export async function saveGradeSheet(options: { db: Database; user: SessionUser; input: GradeSheet }): Promise<GradeRow[]> {
  const { db, user, input } = options;
  const ids = await db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id, name: courses.name, teacherId: courses.teacherId }).from(courses).where(eq(courses.id, input.course_id));
    if (!course) throw new AppError('GRADE_REFERENCE_UNKNOWN', 'El curso no existe');
    if (user.role === 'teacher' && course.teacherId !== (await ownTeacherId(tx, user))) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourCourse);
    const known = await tx.select({ id: students.id }).from(students).where(sql`${students.id} = any(${sql.param(input.grades.map((row) => row.student_id))}::int[])`);
    const missing = input.grades.map((row) => row.student_id).filter((id) => !known.some((student) => student.id === id));
    if (missing.length > 0) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownStudents(missing));
    const saved: number[] = [];
    for (const row of input.grades) {
      saved.push(await placeGrade(tx, user, { studentId: row.student_id, courseTitle: course.name, semester: input.semester, academicYear: input.academic_year, teacherId: course.teacherId, grade: row.grade }));
    }
    return saved;
  });
  return selectGrades(db, inArray(grades.id, ids));
}

/** Students by name or student id, for a teacher picking whom to grade: name and code only. */
export async function findStudentsToGrade(options: { db: DbOrTx; q: string | undefined }): Promise<{ id: number; fullName: string; studentId: string }[]> {
  const where = options.q ? sql`lower(${students.fullName} || ' ' || ${students.studentId}) like ${containsPattern(options.q)}` : undefined;
  return options.db
    .select({ id: students.id, fullName: students.fullName, studentId: students.studentId })
    .from(students)
    .where(and(eq(students.isActive, true), where))
    .orderBy(asc(students.fullName), asc(students.id))
    .limit(20);
}
