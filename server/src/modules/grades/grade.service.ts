import { and, asc, count, countDistinct, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { GRADE_MESSAGES, type GradeListQuery } from '@contracts/grades';
import type { ListQuery } from '@contracts/lists';
import type { z } from 'zod';
import type { GradeInputSchema, GradeSheetSchema } from '@contracts/grades';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { courseSearchText, courses, grades, peopleSearchTexts, students, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { matchesSearch } from '../../lib/text-search';
import { listPage, type Keyset, type ListPage, INVALID_CURSOR } from '../../lib/list-page';
import { afterKeyset, cappedCount, countedRows } from '../../lib/list-sql';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import { notify } from '../notifications/notification.service';
import { enrolledAmong } from '../enrolments/enrolment.service';
import { ownTeacherRecord } from '../../shared/people/own-records';
import {
  canChangeGrade,
  canGradeInCourse,
  canGradeOutsideRoster,
  canGradeWithoutCourse,
  canNameGradeTeacher,
  gradableCourses,
  readableGrades,
} from './grade.policy';
import { TEACHER_PROFILE_NOT_FOUND } from '../teachers/teacher.service';

type GradeInput = z.output<typeof GradeInputSchema>;
type GradeSheet = z.output<typeof GradeSheetSchema>;

/** The grade screens' page of courses when no `limit` is asked (a teacher's own are far fewer; staff search by name). */
export const GRADE_COURSES_MAX = 200;

export interface GradeRow {
  id: number;
  studentId: number;
  studentName: string;
  studentCode: string;
  courseId: number | null;
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
  courseId: grades.courseId,
  courseTitle: grades.courseTitle,
  teacherId: grades.teacherId,
  teacherName: teachers.fullName,
  grade: grades.grade,
  semester: grades.semester,
  academicYear: grades.academicYear,
  createdAt: grades.createdAt,
  updatedAt: grades.updatedAt,
};

/*
 * The grades' order, newest term first: the year descending (a grade of no year last), the semester, the course's
 * title, then id. The cursor carries the four keys of the last row and the next page is the rows after it, compared
 * as one row (decision 009, with a composite sort value).
 */
const yearKey = sql`(-coalesce(${grades.academicYear}, 0))`;
const semesterKey = sql`coalesce(${grades.semester}, '')`;
const gradeOrder = [asc(yearKey), asc(semesterKey), asc(grades.courseTitle), asc(grades.id)];

function selectGrades(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(gradeColumns)
    .from(grades)
    .innerJoin(students, eq(students.id, grades.studentId))
    .leftJoin(teachers, eq(teachers.id, grades.teacherId))
    .where(where)
    .orderBy(...gradeOrder);
}

/** Where a grade sits in the order: its year (negated), semester and title as the sort value, then its id. */
const gradeKeyset = (row: GradeRow): Keyset => [
  JSON.stringify([-(row.academicYear ?? 0), row.semester ?? '', row.courseTitle]),
  row.id,
];

/** The grades after a cursor's row; a cursor that is not one of ours is refused like any list's. */
function afterGrade(after: Keyset | undefined): SQL | undefined {
  if (!after) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(after[0]);
  } catch {
    key = undefined;
  }
  if (
    !Array.isArray(key) ||
    key.length !== 3 ||
    !Number.isInteger(key[0]) ||
    Math.abs(key[0] as number) > 100_000 ||
    typeof key[1] !== 'string' ||
    typeof key[2] !== 'string'
  )
    throw new AppError('INVALID_CURSOR', INVALID_CURSOR);
  return sql`(${yearKey}, ${semesterKey}, ${grades.courseTitle}, ${grades.id}) > (${key[0]}::int, ${key[1]}::text, ${key[2]}::text, ${after[1]}::int)`;
}

/** What the grade lists are filtered by: the reader's scope (grade.policy.ts `readableGrades`) and the query's filters. */
async function gradeFilters(db: DbOrTx, user: SessionUser, query: GradeListQuery): Promise<SQL | undefined> {
  const filters: SQL[] = [];
  const scope = await readableGrades({ db, user });
  if (scope) filters.push(scope);
  if (query.student_id !== undefined) filters.push(eq(grades.studentId, query.student_id));
  if (query.course_id !== undefined) filters.push(eq(grades.courseId, query.course_id));
  if (query.course_title !== undefined)
    filters.push(sql`lower(${grades.courseTitle}) = ${query.course_title.toLowerCase()}`);
  if (query.semester !== undefined) filters.push(eq(grades.semester, query.semester));
  if (query.academic_year !== undefined) filters.push(eq(grades.academicYear, query.academic_year));
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * Grades as each role may see them (grade.policy.ts `readableGrades`: staff all, a teacher the grades of the courses
 * they teach and their grades of no course, a student their own), newest term first: a page of `limit` after
 * `cursor` with the total on the first page (counted up to the cap: grades have no counter), or without `limit`
 * every grade that matches — nothing is cut without the answer saying so.
 */
export async function listGrades(options: {
  db: DbOrTx;
  user: SessionUser;
  query: GradeListQuery;
}): Promise<ListPage<GradeRow>> {
  const { db, user, query } = options;
  const where = await gradeFilters(db, user, query);
  return listPage({
    query,
    // Every total is counted (grades are not in row_counts), so the list is always treated as filtered.
    filtered: true,
    rows: async (after, limit) => {
      const rows = selectGrades(db, and(where, afterGrade(after)));
      return limit === undefined ? rows : rows.limit(limit);
    },
    keysetOf: gradeKeyset,
    counter: () => cappedCount(db, grades, gradeOrder, where, Number.MAX_SAFE_INTEGER),
    cappedCount: (cap) => cappedCount(db, grades, gradeOrder, where, cap),
  });
}

/**
 * GET /api/grades/summary: how many grades the user may read (the same scope as the lists) and of how many
 * students, in one count: the teachers' dashboard no longer downloads the grades to count them.
 */
export async function gradeSummary(options: {
  db: DbOrTx;
  user: SessionUser;
}): Promise<{ students: number; grades: number }> {
  const { db, user } = options;
  const [row] = await db
    .select({ students: countDistinct(grades.studentId), grades: count() })
    .from(grades)
    .where(await readableGrades({ db, user }));
  return { students: row?.students ?? 0, grades: row?.grades ?? 0 };
}

async function gradeById(db: DbOrTx, id: number): Promise<GradeRow> {
  const [row] = await selectGrades(db, eq(grades.id, id));
  if (!row) throw new AppError('GRADE_NOT_FOUND', GRADE_MESSAGES.notFound);
  return row;
}

const audited = (row: {
  grade: string;
  courseId: number | null;
  courseTitle: string;
  semester: string | null;
  academicYear: number | null;
  teacherId: number | null;
}) => ({
  grade: row.grade,
  course_id: row.courseId,
  course_title: row.courseTitle,
  semester: row.semester,
  academic_year: row.academicYear,
  teacher_id: row.teacherId,
});

type StoredGrade = typeof grades.$inferSelect;

/** Throws FORBIDDEN unless the user may change this grade (grade.policy.ts canChangeGrade). */
async function assertCanChange(tx: Tx, user: SessionUser, grade: StoredGrade): Promise<void> {
  if (!(await canChangeGrade({ db: tx, user, grade }))) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourGrade);
}

interface GradeCourseRef {
  id: number;
  name: string;
  teacherId: number | null;
}

/** The course a sheet or grade names by id; FORBIDDEN unless the user may grade in it (canGradeInCourse). */
async function courseToGrade(tx: Tx, user: SessionUser, courseId: number): Promise<GradeCourseRef> {
  const [course] = await tx
    .select({ id: courses.id, name: courses.name, teacherId: courses.teacherId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownCourse);
  if (!(await canGradeInCourse({ db: tx, user, course })))
    throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourCourse);
  return course;
}

/**
 * The course of a grade's input: by `course_id`; or by `course_title` (case-insensitive), for a teacher the one course
 * of that name they teach (else FORBIDDEN), for staff the one course of that name, or none (a grade of no course,
 * under the title as typed) when no single course has it.
 */
async function inputCourse(
  tx: Tx,
  user: SessionUser,
  input: GradeInput,
): Promise<{ course: GradeCourseRef | null; title: string }> {
  if (input.course_id !== undefined) {
    const course = await courseToGrade(tx, user, input.course_id);
    return { course, title: course.name };
  }
  const title = input.course_title ?? '';
  const named = and(sql`lower(${courses.name}) = ${title.toLowerCase()}`, await gradableCourses({ db: tx, user }));
  const matches = await tx
    .select({ id: courses.id, name: courses.name, teacherId: courses.teacherId })
    .from(courses)
    .where(named)
    .limit(2);
  const course = matches.length === 1 ? matches[0]! : null;
  if (course && (await canGradeInCourse({ db: tx, user, course }))) return { course, title: course.name };
  if (!(await canGradeWithoutCourse({ db: tx, user }))) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourCourse);
  return { course: null, title };
}

/**
 * The teacher a grade is recorded for: a teacher is always themself; staff name one (who must exist) or none, and
 * when they leave it out, the course's teacher.
 */
async function gradeTeacher(
  tx: Tx,
  user: SessionUser,
  requested: number | null | undefined,
  course: GradeCourseRef | null,
): Promise<number | null> {
  if (!(await canNameGradeTeacher({ db: tx, user }))) {
    const own = await ownTeacherRecord(tx, user.id);
    if (!own) throw new AppError('TEACHER_PROFILE_NOT_FOUND', TEACHER_PROFILE_NOT_FOUND);
    if (requested != null && requested !== own.id) throw new AppError('FORBIDDEN', GRADE_MESSAGES.notYourGrade);
    return own.id;
  }
  if (requested === undefined) return course?.teacherId ?? null;
  if (requested === null) return null;
  const [teacher] = await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, requested));
  if (!teacher) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownTeacher);
  return teacher.id;
}

/**
 * Grades are tied to the course's roster (issue 42): the students graded in a course for a term must be enrolled in
 * it for that term. A teacher is refused (409 STUDENT_NOT_ENROLLED, nothing saved); staff may grade them when they
 * say why (`reason`, kept in the audit log; 400 GRADE_REASON_REQUIRED without it). Answers, for each student off the
 * roster, the reason to record in their grade's audit entry.
 */
async function checkRoster(
  tx: Tx,
  user: SessionUser,
  course: { id: number },
  term: { semester: string; academicYear: number },
  studentIds: number[],
  reason: string | undefined,
): Promise<Map<number, string>> {
  const enrolled = await enrolledAmong(
    tx,
    course.id,
    { semester: term.semester, academic_year: term.academicYear },
    studentIds,
  );
  const outside = studentIds.filter((id) => !enrolled.has(id));
  if (outside.length === 0) return new Map();
  const named = await tx
    .select({ id: students.id, name: students.fullName })
    .from(students)
    .where(inArray(students.id, outside))
    .orderBy(asc(students.fullName));
  const names = named.map((student) => student.name);
  if (names.length === 0) return new Map();
  if (!(await canGradeOutsideRoster({ db: tx, user })))
    throw new AppError(
      'STUDENT_NOT_ENROLLED',
      names.length === 1 ? GRADE_MESSAGES.notEnrolledOne : GRADE_MESSAGES.notEnrolledMany,
      undefined,
      { name: names[0]!, names: names.join(', ') },
    );
  if (!reason)
    throw new AppError(
      'GRADE_REASON_REQUIRED',
      names.length === 1 ? GRADE_MESSAGES.reasonRequiredOne : GRADE_MESSAGES.reasonRequiredMany,
      undefined,
      { names: names.join(', ') },
    );
  return new Map(outside.map((id) => [id, reason]));
}

interface Placement {
  studentId: number;
  courseId: number | null;
  courseTitle: string;
  semester: string;
  academicYear: number;
  teacherId: number | null;
  grade: string;
  /** Why staff graded a student off the course's roster (checkRoster), for the audit entry. */
  outsideRoster?: string;
}

/**
 * Records one grade, or corrects the one the student already has for that course and term (one per student, course
 * id and term; for a grade of no course, per title and term), with its activity row and the student's notification;
 * in the caller's transaction, after the caller checked the user may grade in the course. The grade found is checked
 * again (canChangeGrade): only a grade of no course could be someone else's.
 */
async function placeGrade(tx: Tx, user: SessionUser, placement: Placement): Promise<number> {
  const [student] = await tx
    .select({ id: students.id, userId: students.userId, name: students.fullName })
    .from(students)
    .where(eq(students.id, placement.studentId));
  if (!student) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownStudent);
  const sameCourse =
    placement.courseId !== null
      ? eq(grades.courseId, placement.courseId)
      : and(isNull(grades.courseId), sql`lower(${grades.courseTitle}) = ${placement.courseTitle.toLowerCase()}`);
  const [existing] = await tx
    .select()
    .from(grades)
    .where(
      and(
        eq(grades.studentId, placement.studentId),
        sameCourse,
        sql`coalesce(${grades.semester}, '') = ${placement.semester}`,
        sql`coalesce(${grades.academicYear}, 0) = ${placement.academicYear}`,
      ),
    )
    .for('update');
  if (existing) await assertCanChange(tx, user, existing);
  const values = {
    studentId: placement.studentId,
    courseId: placement.courseId,
    courseTitle: placement.courseTitle,
    teacherId: placement.teacherId,
    grade: placement.grade,
    semester: placement.semester,
    academicYear: placement.academicYear,
  };
  const [row] = existing
    ? await tx.update(grades).set(values).where(eq(grades.id, existing.id)).returning()
    : await tx.insert(grades).values(values).returning();
  await announceGradeChange(tx, user, student, existing, row!, placement);
  return row!.id;
}

/**
 * A grade recorded (`before` undefined) or corrected: when anything changed, the audit entry and the student's
 * notification, with the term the grade was placed in.
 */
async function announceGradeChange(
  tx: Tx,
  user: SessionUser,
  student: { userId: number; name: string },
  before: typeof grades.$inferSelect | undefined,
  row: typeof grades.$inferSelect,
  term: { semester: string; academicYear: number; outsideRoster?: string | undefined },
): Promise<void> {
  const changes = changesBetween(before ? audited(before) : {}, audited(row));
  if (!changes) return;
  if (term.outsideRoster) changes.reason_not_enrolled = { before: null, after: term.outsideRoster };
  await recordActivity(tx, {
    userId: user.id,
    activity: {
      code: term.outsideRoster
        ? before
          ? 'gradeCorrectedNotEnrolled'
          : 'gradeRecordedNotEnrolled'
        : before
          ? 'gradeCorrected'
          : 'gradeRecorded',
      params: { student: student.name, course: row.courseTitle },
    },
    entityType: 'grade',
    entityId: row.id,
    changes,
  });
  await notify({
    db: tx,
    userId: student.userId,
    code: before ? 'gradeCorrected' : 'gradeRecorded',
    params: { course: row.courseTitle, grade: row.grade, semester: term.semester, year: term.academicYear },
    link: '/grades',
  });
}

/** POST /api/grades: records a grade, or corrects the student's grade for that course and term. */
export async function recordGrade(options: { db: Database; user: SessionUser; input: GradeInput }): Promise<GradeRow> {
  const { db, user, input } = options;
  const id = await db.transaction(async (tx) => {
    const { course, title } = await inputCourse(tx, user, input);
    const teacherId = await gradeTeacher(tx, user, input.teacher_id, course);
    const term = { semester: input.semester, academicYear: input.academic_year };
    const outsideRoster = course
      ? (await checkRoster(tx, user, course, term, [input.student_id], input.reason)).get(input.student_id)
      : undefined;
    return placeGrade(tx, user, {
      outsideRoster,
      studentId: input.student_id,
      courseId: course?.id ?? null,
      courseTitle: title,
      semester: input.semester,
      academicYear: input.academic_year,
      teacherId,
      grade: input.grade,
    });
  });
  return gradeById(db, id);
}

/**
 * PUT /api/grades/{id}: staff correct or move any grade; a teacher a grade they may change (canChangeGrade), into a
 * course they teach (canGradeInCourse), for any student; the grade's teacher is then themself.
 */
export async function correctGrade(options: {
  db: Database;
  user: SessionUser;
  id: number;
  input: GradeInput;
}): Promise<GradeRow> {
  const { db, user, input } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(grades).where(eq(grades.id, options.id)).for('update');
    if (!current) throw new AppError('GRADE_NOT_FOUND', GRADE_MESSAGES.notFound);
    await assertCanChange(tx, user, current);
    const { course, title } = await inputCourse(tx, user, input);
    const teacherId = await gradeTeacher(tx, user, input.teacher_id, course);
    const outsideRoster = course
      ? await checkRoster(
          tx,
          user,
          course,
          { semester: input.semester, academicYear: input.academic_year },
          [input.student_id],
          input.reason,
        ).then((outside) => outside.get(input.student_id))
      : undefined;
    const [student] = await tx
      .select({ userId: students.userId, name: students.fullName })
      .from(students)
      .where(eq(students.id, input.student_id));
    if (!student) throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownStudent);
    const [row] = await tx
      .update(grades)
      .set({
        studentId: input.student_id,
        courseId: course?.id ?? null,
        courseTitle: title,
        teacherId,
        grade: input.grade,
        semester: input.semester,
        academicYear: input.academic_year,
      })
      .where(eq(grades.id, current.id))
      .returning();
    await announceGradeChange(tx, user, student, current, row!, {
      semester: input.semester,
      academicYear: input.academic_year,
      outsideRoster,
    });
  });
  return gradeById(db, options.id);
}

/** DELETE /api/grades/{id}: staff, or a teacher who may change the grade (a grade of a course they teach). */
export async function deleteGrade(options: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const { db, user } = options;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(grades).where(eq(grades.id, options.id)).for('update');
    if (!current) throw new AppError('GRADE_NOT_FOUND', GRADE_MESSAGES.notFound);
    await assertCanChange(tx, user, current);
    await tx.delete(grades).where(eq(grades.id, current.id));
    await recordActivity(tx, {
      userId: user.id,
      activity: { code: 'gradeDeleted', params: { course: current.courseTitle } },
      entityType: 'grade',
      entityId: current.id,
      changes: changesBetween(audited(current), {}),
    });
    const [student] = await tx
      .select({ userId: students.userId })
      .from(students)
      .where(eq(students.id, current.studentId));
    if (student)
      await notify({
        db: tx,
        userId: student.userId,
        code: 'gradeRemoved',
        params: { course: current.courseTitle, semester: current.semester, year: current.academicYear },
        link: '/grades',
      });
  });
}

/**
 * POST /api/grades/sheet: a course's grades for one term, all saved or none (one transaction; the first refusal
 * undoes the rest). A teacher only for a course they teach; the grades are the course's teacher's.
 */
export async function saveGradeSheet(options: {
  db: Database;
  user: SessionUser;
  input: GradeSheet;
}): Promise<GradeRow[]> {
  const { db, user, input } = options;
  const ids = await db.transaction(async (tx) => {
    const course = await courseToGrade(tx, user, input.course_id);
    const known = await tx
      .select({ id: students.id })
      .from(students)
      .where(sql`${students.id} = any(${sql.param(input.grades.map((row) => row.student_id))}::int[])`);
    const missing = input.grades
      .map((row) => row.student_id)
      .filter((id) => !known.some((student) => student.id === id));
    if (missing.length > 0)
      throw new AppError('GRADE_REFERENCE_UNKNOWN', GRADE_MESSAGES.unknownStudents, undefined, {
        ids: missing.join(', '),
      });
    const outsideRoster = await checkRoster(
      tx,
      user,
      course,
      { semester: input.semester, academicYear: input.academic_year },
      input.grades.map((row) => row.student_id),
      input.reason,
    );
    const saved: number[] = [];
    for (const row of input.grades) {
      saved.push(
        await placeGrade(tx, user, {
          studentId: row.student_id,
          courseId: course.id,
          courseTitle: course.name,
          semester: input.semester,
          academicYear: input.academic_year,
          teacherId: course.teacherId,
          grade: row.grade,
          outsideRoster: outsideRoster.get(row.student_id),
        }),
      );
    }
    return saved;
  });
  return selectGrades(db, inArray(grades.id, ids));
}

export interface GradeCourseRow {
  id: number;
  name: string;
  courseCode: string;
  teacherId: number | null;
  teacherName: string | null;
}

/**
 * GET /api/grades/courses: the courses the user may grade in (a teacher's own; staff all), by name or code, in name
 * order, a page at a time like every list (decision 009): `limit` (GRADE_COURSES_MAX when not asked) after `cursor`,
 * with the total on the first page, so a picker says how many it does not show instead of cutting silently.
 */
export async function findCoursesToGrade(options: {
  db: DbOrTx;
  user: SessionUser;
  query: ListQuery;
}): Promise<ListPage<GradeCourseRow>> {
  const { db, user, query } = options;
  const filters: SQL[] = [];
  const scope = await gradableCourses({ db, user });
  if (scope) filters.push(scope);
  if (query.q) filters.push(matchesSearch(courseSearchText, query.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = [asc(courses.name), asc(courses.id)];
  return listPage({
    query: { limit: query.limit ?? GRADE_COURSES_MAX, cursor: query.cursor },
    filtered: where !== undefined,
    rows: async (after, limit) => {
      const rows = db
        .select({
          id: courses.id,
          name: courses.name,
          courseCode: courses.courseCode,
          teacherId: courses.teacherId,
          teacherName: teachers.fullName,
        })
        .from(courses)
        .leftJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(and(where, afterKeyset(courses.name, courses.id, after)))
        .orderBy(...order);
      return limit === undefined ? rows : rows.limit(limit);
    },
    keysetOf: (row) => [row.name, row.id],
    counter: () => countedRows(db, 'courses'),
    cappedCount: (cap) => cappedCount(db, courses, order, where, cap),
  });
}

/** Students by name or student id, for a teacher picking whom to grade: name and code only. */
export async function findStudentsToGrade(options: {
  db: DbOrTx;
  q: string | undefined;
}): Promise<{ id: number; fullName: string; studentId: string }[]> {
  const where = options.q ? matchesSearch(peopleSearchTexts.studentPicker, options.q) : undefined;
  return options.db
    .select({ id: students.id, fullName: students.fullName, studentId: students.studentId })
    .from(students)
    .where(and(eq(students.isActive, true), where))
    .orderBy(asc(students.fullName), asc(students.id))
    .limit(20);
}
