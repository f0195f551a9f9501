import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  ROSTER_CSV_COLUMNS,
  ROSTER_MESSAGES,
  type CopyRosterInput,
  type RosterChange,
  type RosterQuery,
} from '@contracts/enrolments';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { courseEnrolments, courses, peopleSearchTexts, students, teachers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { streamCsv } from '../../lib/csv-export';
import { csvSafeCell } from '../../lib/csv-safe-cell';
import { listPage, type Keyset, type ListPage, INVALID_CURSOR } from '../../lib/list-page';
import { afterKeyset, cappedCount } from '../../lib/list-sql';
import { matchesSearch } from '../../lib/text-search';
import type { UntrustedWork } from '../../untrusted-work/pool';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import type { SessionUser } from '../auth/session.service';
import type { Language } from '@contracts/languages';
import { semesterName } from '../../i18n/semester-names';
import type { ActivityText } from '../../shared/activities/activity-texts';
import { ownStudentRecord } from '../../shared/people/own-records';
import { canReadRoster } from './enrolment.policy';
import type { EnrolmentRow, StudentCourseRow } from './enrolment.presenter';
import { STUDENT_PROFILE_NOT_FOUND } from '../students/student.service';
import { translate } from '@contracts/i18n/texts';

/** A term as the service takes it: the semester code and the academic year. */
/** Nobody enrolled: the lines that name no student, the first 20 of them written out. */
function unknownLinesRefusal(lines: { line: number; value: string }[]): AppError {
  const shown = lines
    .slice(0, 20)
    .map((entry) => translate(ROSTER_MESSAGES.unknownLineEntry, { line: entry.line, value: entry.value }))
    .join(', ');
  const listed =
    lines.length > 20 ? translate(ROSTER_MESSAGES.unknownMore, { lines: shown, more: lines.length - 20 }) : shown;
  return new AppError(
    'ROSTER_FILE_REFUSED',
    lines.length === 1 ? ROSTER_MESSAGES.unknownLine : ROSTER_MESSAGES.unknownLines,
    undefined,
    { lines: listed },
  );
}

export interface TermInput {
  semester: string;
  academic_year: number;
}

const dialect = new PgDialect();
const poolOf = (db: Database) => (db as Database & { $client: pg.Pool }).$client;

const rosterColumns = {
  id: courseEnrolments.id,
  courseId: courseEnrolments.courseId,
  studentId: courseEnrolments.studentId,
  studentName: students.fullName,
  studentCode: students.studentId,
  studentEmail: students.email,
  semester: courseEnrolments.semester,
  academicYear: courseEnrolments.academicYear,
  createdAt: courseEnrolments.createdAt,
};

async function courseRef(db: DbOrTx, id: number): Promise<{ id: number; name: string }> {
  const [course] = await db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.id, id));
  if (!course) throw new AppError('COURSE_NOT_FOUND', ROSTER_MESSAGES.unknownCourse);
  return course;
}

const inTerm = (courseId: number, term: TermInput): SQL =>
  and(
    eq(courseEnrolments.courseId, courseId),
    eq(courseEnrolments.academicYear, term.academic_year),
    eq(courseEnrolments.semester, term.semester),
  )!;

/**
 * GET /api/courses/{id}/enrolments: one term's roster in name order (staff; a teacher only of a course they teach),
 * q by name, student id or email; the list pattern (decision 009): a page of `limit` after `cursor`, the total on the
 * first page counted up to the cap. A roster is a range of its (course, term) index: its cost is the roster's size,
 * not the table's.
 */
export async function listRoster(options: {
  db: DbOrTx;
  user: SessionUser;
  courseId: number;
  query: RosterQuery;
}): Promise<ListPage<EnrolmentRow>> {
  const { db, user, courseId, query } = options;
  const course = await courseRef(db, courseId);
  if (!(await canReadRoster({ db, user, course })))
    throw new AppError(
      'FORBIDDEN',
      /*i18n*/ { id: 'rosters.notYourCourse', message: 'Solo puedes ver la lista de tus cursos' },
    );
  const filters: SQL[] = [inTerm(courseId, query)];
  if (query.q)
    filters.push(
      inArray(
        courseEnrolments.studentId,
        db.select({ id: students.id }).from(students).where(matchesSearch(peopleSearchTexts.studentStaff, query.q)),
      ),
    );
  const where = and(...filters);
  return listPage({
    query,
    filtered: true,
    rows: async (after, limit) => {
      const rows = db
        .select(rosterColumns)
        .from(courseEnrolments)
        .innerJoin(students, eq(students.id, courseEnrolments.studentId))
        .where(and(where, afterKeyset(students.fullName, courseEnrolments.id, after)))
        .orderBy(asc(students.fullName), asc(courseEnrolments.id));
      return limit === undefined ? rows : rows.limit(limit);
    },
    keysetOf: (row) => [row.studentName, row.id],
    counter: () => cappedCount(db, courseEnrolments, [asc(courseEnrolments.id)], where, Number.MAX_SAFE_INTEGER),
    cappedCount: (cap) => cappedCount(db, courseEnrolments, [asc(courseEnrolments.id)], where, cap),
  });
}

/** The audit entry of students enrolled: how many, where and how (activity-texts.ts). */
function enrolledActivity(
  count: number,
  course: string,
  term: TermInput,
  how: { by: 'one'; student: string } | { by: 'file' } | { by: 'copy'; source: string; from: TermInput },
): ActivityText {
  const params = { count, course, semester: term.semester, year: term.academic_year };
  if (how.by === 'one') return { code: 'enrolledStudent', params: { ...params, student: how.student } };
  if (how.by === 'file') return { code: count === 1 ? 'enrolledOneFromFile' : 'enrolledFromFile', params };
  return {
    code: count === 1 ? 'enrolledOneCopied' : 'enrolledCopied',
    params: { ...params, source: how.source, sourceSemester: how.from.semester, sourceYear: how.from.academic_year },
  };
}

/** GET /api/courses/{id}/enrolments.csv: one term's roster, streamed, cells made formula-safe (staff). */
export async function exportRosterCsv(options: {
  db: Database;
  courseId: number;
  term: TermInput;
  /** The requester's: the headers, the semester's name and the file's name are written in it. */
  language: Language;
}): Promise<{ name: string; csv: Readable }> {
  const { db, courseId, term } = options;
  const course = await courseRef(db, courseId);
  const query = dialect.sqlToQuery(
    sql`select ${students.studentId} as code, ${students.fullName} as name, ${students.email} as email,
      ${courseEnrolments.semester} as semester, ${courseEnrolments.academicYear} as academic_year,
      ${courseEnrolments.createdAt} as created_at
      from ${courseEnrolments} join ${students} on ${students.id} = ${courseEnrolments.studentId}
      where ${inTerm(courseId, term)} order by ${asc(students.fullName)}, ${asc(courseEnrolments.id)}`,
  );
  const csv = await streamCsv<Record<string, unknown>>({
    pool: poolOf(db),
    rows: { text: query.sql, values: query.params },
    columns: ROSTER_CSV_COLUMNS[options.language],
    record: (row) => [
      csvSafeCell(String(row.code ?? '')),
      csvSafeCell(String(row.name ?? '')),
      csvSafeCell(String(row.email ?? '')),
      semesterName(String(row.semester), options.language),
      String(row.academic_year),
      row.created_at instanceof Date ? row.created_at.toISOString().slice(0, 10) : String(row.created_at ?? ''),
    ],
  });
  const file = options.language === 'es' ? 'lista' : 'roster';
  return { name: `${file}-${course.name}-${term.academic_year}-${term.semester}`, csv };
}

/**
 * Inserts the students into the course's term (those already there are left as they are), with one audit entry for
 * the change; answers how many were added and how many were there already.
 */
async function enrolMany(
  tx: Tx,
  user: SessionUser,
  course: { id: number; name: string },
  term: TermInput,
  studentIds: number[],
  /** How they came: one by one (that student's name), from a file, or copied from another course's term. */
  how: { by: 'one'; student: string } | { by: 'file' } | { by: 'copy'; source: string; from: TermInput },
): Promise<RosterChange> {
  const unique = [...new Set(studentIds)];
  if (unique.length === 0) return { enrolled: 0, already: 0 };
  const added = await tx
    .insert(courseEnrolments)
    .values(
      unique.map((studentId) => ({
        courseId: course.id,
        studentId,
        semester: term.semester,
        academicYear: term.academic_year,
        enrolledBy: user.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ studentId: courseEnrolments.studentId });
  if (added.length > 0)
    await recordActivity(tx, {
      userId: user.id,
      activity: enrolledActivity(added.length, course.name, term, how),
      entityType: 'course',
      entityId: course.id,
      changes: changesBetween(
        {},
        {
          enrolled_student_ids: added.map((row) => row.studentId),
          semester: term.semester,
          academic_year: term.academic_year,
        },
      ),
    });
  return { enrolled: added.length, already: unique.length - added.length };
}

/** POST /api/courses/{id}/enrolments: one student into the course's term (staff); already there: 409. */
export async function enrolStudent(options: {
  db: Database;
  user: SessionUser;
  courseId: number;
  input: TermInput & { student_id: number };
}): Promise<EnrolmentRow> {
  const { db, user, courseId, input } = options;
  const id = await db.transaction(async (tx) => {
    const course = await courseRef(tx, courseId);
    const [student] = await tx
      .select({ id: students.id, name: students.fullName })
      .from(students)
      .where(eq(students.id, input.student_id));
    if (!student) throw new AppError('ENROLMENT_REFERENCE_UNKNOWN', ROSTER_MESSAGES.unknownStudent);
    const change = await enrolMany(tx, user, course, input, [student.id], { by: 'one', student: student.name });
    if (change.enrolled === 0)
      throw new AppError('ALREADY_ENROLLED', ROSTER_MESSAGES.alreadyEnrolled, undefined, { name: student.name });
    const [row] = await tx
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .where(and(inTerm(course.id, input), eq(courseEnrolments.studentId, student.id)));
    return row!.id;
  });
  const [row] = await db
    .select(rosterColumns)
    .from(courseEnrolments)
    .innerJoin(students, eq(students.id, courseEnrolments.studentId))
    .where(eq(courseEnrolments.id, id));
  return row!;
}

/**
 * POST /api/courses/{id}/enrolments/import: a CSV of student ids or emails (one a line, read in the pool of untrusted
 * work: read-roster-csv.ts) into the course's term (staff). Every line must name a student of the school (by student
 * id or email, case-insensitive), else nobody is enrolled and the answer lists the lines (422).
 */
export async function importRoster(options: {
  db: Database;
  user: SessionUser;
  courseId: number;
  term: TermInput;
  content: Buffer;
  work: UntrustedWork;
}): Promise<RosterChange> {
  const { db, user, courseId, term } = options;
  await courseRef(db, courseId);
  const { lines } = await options.work.run('readRosterCsv', { bytes: options.content });
  const keys = [...new Set(lines.map((line) => line.value.toLowerCase()))];
  const found = await db
    .select({
      id: students.id,
      code: sql<string>`lower(${students.studentId})`,
      email: sql<string>`lower(${students.email})`,
    })
    .from(students)
    .where(
      sql`(lower(${students.studentId}) = any(${sql.param(keys)}::text[]) or lower(${students.email}) = any(${sql.param(keys)}::text[]))`,
    );
  const byKey = new Map<string, number>();
  for (const student of found) {
    byKey.set(student.code, student.id);
    if (student.email !== '') byKey.set(student.email, student.id);
  }
  const unknown = lines.filter((line) => !byKey.has(line.value.toLowerCase()));
  if (unknown.length > 0) throw unknownLinesRefusal(unknown);
  return db.transaction(async (tx) => {
    const course = await courseRef(tx, courseId);
    return enrolMany(
      tx,
      user,
      course,
      term,
      lines.map((line) => byKey.get(line.value.toLowerCase())!),
      { by: 'file' },
    );
  });
}

/** POST /api/courses/{id}/enrolments/copy: every student of another course's term into this course's term (staff). */
export async function copyRoster(options: {
  db: Database;
  user: SessionUser;
  courseId: number;
  input: CopyRosterInput & TermInput;
}): Promise<RosterChange> {
  const { db, user, courseId, input } = options;
  const from = { semester: input.from_semester, academic_year: Number(input.from_academic_year) };
  if (
    input.from_course_id === courseId &&
    from.semester === input.semester &&
    from.academic_year === input.academic_year
  )
    throw new AppError('VALIDATION_FAILED', ROSTER_MESSAGES.sameRoster);
  return db.transaction(async (tx) => {
    const course = await courseRef(tx, courseId);
    const source = await courseRef(tx, Number(input.from_course_id));
    const rows = await tx
      .select({ studentId: courseEnrolments.studentId })
      .from(courseEnrolments)
      .where(inTerm(source.id, from));
    return enrolMany(
      tx,
      user,
      course,
      input,
      rows.map((row) => row.studentId),
      { by: 'copy', source: source.name, from },
    );
  });
}

/** DELETE /api/enrolments/{id}: a student off a course's roster for that term (staff); their grades stay. */
export async function removeEnrolment(options: { db: Database; user: SessionUser; id: number }): Promise<void> {
  const { db, user, id } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: courseEnrolments.id,
        courseId: courseEnrolments.courseId,
        courseName: courses.name,
        studentId: courseEnrolments.studentId,
        studentName: students.fullName,
        semester: courseEnrolments.semester,
        academicYear: courseEnrolments.academicYear,
      })
      .from(courseEnrolments)
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .innerJoin(students, eq(students.id, courseEnrolments.studentId))
      .where(eq(courseEnrolments.id, id))
      .for('update', { of: courseEnrolments });
    if (!row) throw new AppError('ENROLMENT_NOT_FOUND', ROSTER_MESSAGES.notFound);
    await tx.delete(courseEnrolments).where(eq(courseEnrolments.id, row.id));
    const term = { semester: row.semester, academic_year: row.academicYear };
    await recordActivity(tx, {
      userId: user.id,
      activity: {
        code: 'studentUnenrolled',
        params: { student: row.studentName, course: row.courseName, semester: term.semester, year: term.academic_year },
      },
      entityType: 'course',
      entityId: row.courseId,
      changes: changesBetween(
        { student_id: row.studentId, semester: row.semester, academic_year: row.academicYear },
        {},
      ),
    });
  });
}

/** Where a student's course sits in their list: its term, newest first, then the enrolment's id (newest first). */
const ownCourseKeyset = (row: StudentCourseRow): Keyset => [`${row.academicYear}|${row.semester}`, row.id];

/** The student's courses after a cursor's row; a cursor that is not one of ours is refused like any list's. */
function afterOwnCourse(after: Keyset | undefined): SQL | undefined {
  if (!after) return undefined;
  const match = /^(\d{4})\|(.{1,20})$/.exec(after[0]);
  if (!match) throw new AppError('INVALID_CURSOR', INVALID_CURSOR);
  return sql`(${courseEnrolments.academicYear}, ${courseEnrolments.semester}, ${courseEnrolments.id}) < (${Number(match[1])}::int, ${match[2]}::text, ${after[1]}::int)`;
}

/**
 * GET /api/student/courses: the courses the signed-in student is enrolled in, newest term first, in the list pattern
 * (decision 009): a page of `limit` after `cursor` (all when no `limit`), the total on the first page. A range of the
 * (student, year, semester) index.
 */
export async function listOwnCourses(options: {
  db: DbOrTx;
  user: SessionUser;
  query: Pick<RosterQuery, 'limit' | 'cursor'>;
}): Promise<ListPage<StudentCourseRow>> {
  const { db, user, query } = options;
  const own = await ownStudentRecord(db, user.id);
  if (!own) throw new AppError('STUDENT_PROFILE_NOT_FOUND', STUDENT_PROFILE_NOT_FOUND);
  const where = eq(courseEnrolments.studentId, own.id);
  const order = [desc(courseEnrolments.academicYear), desc(courseEnrolments.semester), desc(courseEnrolments.id)];
  return listPage({
    query,
    filtered: true,
    rows: async (after, limit) => {
      const rows = db
        .select({
          id: courseEnrolments.id,
          courseId: courses.id,
          courseName: courses.name,
          courseCode: courses.courseCode,
          teacherName: teachers.fullName,
          semester: courseEnrolments.semester,
          academicYear: courseEnrolments.academicYear,
        })
        .from(courseEnrolments)
        .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
        .leftJoin(teachers, eq(teachers.id, courses.teacherId))
        .where(and(where, afterOwnCourse(after)))
        .orderBy(...order);
      return limit === undefined ? rows : rows.limit(limit);
    },
    keysetOf: ownCourseKeyset,
    counter: () => cappedCount(db, courseEnrolments, order, where, Number.MAX_SAFE_INTEGER),
    cappedCount: (cap) => cappedCount(db, courseEnrolments, order, where, cap),
  });
}

/** Which of these students are on the course's roster for the term (grades are tied to it: grade.service.ts). */
export async function enrolledAmong(
  db: DbOrTx,
  courseId: number,
  term: TermInput,
  studentIds: number[],
): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .select({ studentId: courseEnrolments.studentId })
    .from(courseEnrolments)
    .where(and(inTerm(courseId, term), sql`${courseEnrolments.studentId} = any(${sql.param(studentIds)}::int[])`));
  return new Set(rows.map((row) => row.studentId));
}
