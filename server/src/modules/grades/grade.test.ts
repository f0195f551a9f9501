import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRADE_FORMAT_MESSAGE, GRADE_MESSAGES, normaliseGrade, type Grade } from '@contracts/grades';
import { activities, courses, grades, notifications } from '../../db/schema/index';
import { signInAs, type TestUser } from '../../../test/build-app';
import { teacherIdOf, studentIdOf } from '../../../test/profile-ids';
import { enrolEveryone } from '../../../test/enrol-everyone';
import { signedInApp } from '../../../test/signed-in-app';

const [context, staff, teacher, otherTeacher, student, otherStudent] = await signedInApp(
  'staff',
  'teacher',
  'teacher',
  'student',
  'student',
);
let teacherId: number;
let otherTeacherId: number;
let studentId: number;
let otherStudentId: number;
let courseId: number;
/** otherTeacher's course. */
let theirCourseId: number;

beforeAll(async () => {
  [teacherId, otherTeacherId, studentId, otherStudentId] = await Promise.all([
    teacherIdOf(context, teacher),
    teacherIdOf(context, otherTeacher),
    studentIdOf(context, student),
    studentIdOf(context, otherStudent),
  ]);
  const [course] = await context.db
    .insert(courses)
    .values({ name: 'Animación 3D', courseCode: 'GR-3D', teacherId })
    .returning();
  courseId = course!.id;
  const [theirs] = await context.db
    .insert(courses)
    .values({ name: 'Dibujo', courseCode: 'GR-DIB', teacherId: otherTeacherId })
    .returning();
  theirCourseId = theirs!.id;
});

// Grades are tied to the roster (issue 42): these tests grade students of every course and term.
beforeEach(() => enrolEveryone(context.db));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) =>
  context.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user.auth });
const gradeCount = async () => (await context.db.select({ value: count() }).from(grades))[0]!.value;
const input = (overrides: object = {}) => ({
  student_id: studentId,
  course_title: 'Animación 3D',
  grade: '85',
  semester: '1',
  academic_year: 2026,
  ...overrides,
});

describe('grade values', () => {
  it('take a number from 0 to 100 with one decimal at most, or a letter A–F with + or −', () => {
    expect(['0', '100', '99.5', '87,5', 'a', 'B+', 'c-', 'F', 'D−'].map(normaliseGrade)).toEqual([
      '0',
      '100',
      '99.5',
      '87.5',
      'A',
      'B+',
      'C-',
      'F',
      'D-',
    ]);
    expect(['101', '-1', '9.55', 'E', 'F+', 'A++', '', 'diez'].map(normaliseGrade)).toEqual(Array(8).fill(undefined));
  });
});

describe('grades per role', () => {
  it('a teacher records a grade as their own; the student is notified and the activity written', async () => {
    const recorded = await call(teacher, 'POST', '/api/grades', input({ grade: 'b+' }));
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      grade: 'B+',
      teacher_id: teacherId,
      student_id: studentId,
      semester: '1',
      academic_year: 2026,
    });
    const [notice] = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.id))
      .orderBy(notifications.id);
    expect(notice).toMatchObject({ title: 'Nueva nota: Animación 3D', link: '/grades' });
    const [logged] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'grade'), eq(activities.entityId, recorded.json().id)));
    expect(logged!.changes).toMatchObject({ grade: { before: null, after: 'B+' } });
  });

  it("a teacher cannot name another teacher, correct or delete another teacher's grade, nor overwrite it by recording again", async () => {
    const theirs = await call(otherTeacher, 'POST', '/api/grades', input({ course_title: 'Dibujo', grade: '70' }));
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json()).toMatchObject({ course_id: theirCourseId, teacher_id: otherTeacherId });
    const id = theirs.json().id as number;
    const before = await gradeCount();
    expect((await call(teacher, 'POST', '/api/grades', input({ teacher_id: otherTeacherId }))).statusCode).toBe(403);
    const correct = await call(teacher, 'PUT', `/api/grades/${id}`, input({ course_title: 'Dibujo', grade: '100' }));
    expect(correct.statusCode).toBe(403);
    expect(correct.json().message).toBe(GRADE_MESSAGES.notYourGrade.message);
    expect(
      (await call(teacher, 'POST', '/api/grades', input({ course_title: 'Dibujo', grade: '100' }))).statusCode,
    ).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/grades/${id}`)).statusCode).toBe(403);
    expect(await gradeCount()).toBe(before);
    const [row] = await context.db.select().from(grades).where(eq(grades.id, id));
    expect(row!.grade).toBe('70');
    // Staff correct any grade.
    expect(
      (
        await call(
          staff,
          'PUT',
          `/api/grades/${id}`,
          input({ course_id: theirCourseId, grade: '75', teacher_id: otherTeacherId }),
        )
      ).json(),
    ).toMatchObject({ grade: '75', teacher_id: otherTeacherId });
    // Deleting is a change too: the student is told.
    expect((await call(otherTeacher, 'DELETE', `/api/grades/${id}`)).statusCode).toBe(204);
    const notices = await context.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(notices.map((notice) => notice.title)).toContain('Nota eliminada: Dibujo');
  });

  it('students cannot write grades and read only their own; teachers read the grades of their courses', async () => {
    expect((await call(student, 'POST', '/api/grades', input())).statusCode).toBe(403);
    await call(
      staff,
      'POST',
      '/api/grades',
      input({ student_id: otherStudentId, course_title: 'Privado', grade: 'A' }),
    );
    const own = (await call(student, 'GET', '/api/student/grades')).json() as Grade[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((grade) => grade.student_id === studentId)).toBe(true);
    const asked = (await call(student, 'GET', `/api/grades?student_id=${otherStudentId}`)).json() as Grade[];
    expect(asked).toEqual([]);
    const given = (await call(teacher, 'GET', '/api/grades')).json() as Grade[];
    expect(
      given.every(
        (grade) => grade.course_id === courseId || (grade.course_id === null && grade.teacher_id === teacherId),
      ),
    ).toBe(true);
    expect(given.map((grade) => grade.course_title)).not.toContain('Privado');
    expect(
      (await call(staff, 'GET', `/api/grades?student_id=${otherStudentId}`))
        .json()
        .map((grade: Grade) => grade.course_title),
    ).toContain('Privado');
  });

  it('refuses a bad grade, term or year with its message and changes nothing', async () => {
    const before = await gradeCount();
    const bad = await call(
      staff,
      'POST',
      '/api/grades',
      input({ grade: '105', semester: 'otoño', academic_year: 1990 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining([GRADE_FORMAT_MESSAGE.message, 'Semestre inválido', 'Año académico inválido']),
    );
    expect((await call(staff, 'POST', '/api/grades', input({ student_id: 999999 }))).json().message).toBe(
      GRADE_MESSAGES.unknownStudent.message,
    );
    expect(await gradeCount()).toBe(before);
  });
});

describe('the grade sheet', () => {
  it('saves a course term at once for its teacher, and nothing when one row is refused', async () => {
    const saved = await call(teacher, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      semester: '2',
      academic_year: 2026,
      grades: [
        { student_id: studentId, grade: '91' },
        { student_id: otherStudentId, grade: 'C' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (saved.json() as Grade[]).map((grade) => [grade.student_id, grade.grade, grade.course_title, grade.teacher_id]),
    ).toEqual(
      expect.arrayContaining([
        [studentId, '91', 'Animación 3D', teacherId],
        [otherStudentId, 'C', 'Animación 3D', teacherId],
      ]),
    );
    const before = await gradeCount();
    const partial = await call(teacher, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      semester: '2',
      academic_year: 2026,
      grades: [
        { student_id: studentId, grade: '95' },
        { student_id: 999999, grade: '80' },
      ],
    });
    expect(partial.statusCode).toBe(400);
    expect(await gradeCount()).toBe(before);
    const kept = await context.db.select().from(grades).where(eq(grades.studentId, studentId));
    expect(kept.find((row) => row.semester === '2')!.grade).toBe('91');
    const notTheirs = await call(otherTeacher, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      semester: '2',
      academic_year: 2026,
      grades: [{ student_id: studentId, grade: '10' }],
    });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(GRADE_MESSAGES.notYourCourse.message);
  });

  it('offers teachers students to grade by name or code, name and code only', async () => {
    const found = await call(teacher, 'GET', '/api/grades/students');
    expect(found.statusCode).toBe(200);
    expect(Object.keys(found.json()[0]).sort()).toEqual(['full_name', 'id', 'student_id']);
    expect((await call(student, 'GET', '/api/grades/students')).statusCode).toBe(403);
  });
});

describe("grades belong to the course's teacher (issue 21)", () => {
  const year = 2025;
  const term = { semester: '1', academic_year: year } as const;
  /** Every grade row, the grade activities and all notifications: what a refused write must leave as it was. */
  const snapshot = async () => ({
    grades: await context.db.select().from(grades).orderBy(grades.id),
    activities: (
      await context.db.select({ value: count() }).from(activities).where(eq(activities.entityType, 'grade'))
    )[0]!.value,
    notifications: (await context.db.select({ value: count() }).from(notifications))[0]!.value,
  });
  const refused = async (
    user: TestUser,
    method: Method,
    url: string,
    payload: object | undefined,
    message?: string,
  ) => {
    const before = await snapshot();
    const answer = await call(user, method, url, payload);
    expect(answer.statusCode, `${method} ${url} ${JSON.stringify(payload)} → ${answer.body}`).toBe(403);
    expect(answer.json().code).toBe('FORBIDDEN');
    if (message) expect(answer.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  };
  const ownSheet = (grade: string) => ({
    course_id: theirCourseId,
    ...term,
    grades: [
      { student_id: studentId, grade },
      { student_id: otherStudentId, grade: '60' },
    ],
  });

  it("a teacher cannot record a grade in another teacher's course, by id or by title, nor under an invented title; nothing changes", async () => {
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_id: theirCourseId, course_title: undefined, grade: '0' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_id: theirCourseId, grade: '0' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_title: 'Dibujo', grade: '0' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_title: '  dIBUJO ', grade: '0' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_title: 'Curso Inventado', grade: '0' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_id: courseId, teacher_id: otherTeacherId, grade: '0' }),
      GRADE_MESSAGES.notYourGrade.message,
    );
    await refused(
      teacher,
      'POST',
      '/api/grades/sheet',
      { course_id: theirCourseId, ...term, grades: [{ student_id: studentId, grade: '0' }] },
      GRADE_MESSAGES.notYourCourse.message,
    );
    // The course's own teacher's sheet for that term is not blocked by any of it.
    const sheet = await call(otherTeacher, 'POST', '/api/grades/sheet', ownSheet('88'));
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(
      (sheet.json() as Grade[]).map((grade) => [grade.course_id, grade.course_title, grade.teacher_id, grade.grade]),
    ).toEqual([
      [theirCourseId, 'Dibujo', otherTeacherId, '88'],
      [theirCourseId, 'Dibujo', otherTeacherId, '60'],
    ]);
  });

  it("a teacher records by course id or by the title of a course they teach: the grade is the course's, its title the course's name, its teacher themself", async () => {
    const byId = await call(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_id: courseId, course_title: 'ignorado', grade: '77' }),
    );
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({
      course_id: courseId,
      course_title: 'Animación 3D',
      teacher_id: teacherId,
      grade: '77',
    });
    const byTitle = await call(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, course_title: 'ANIMACIÓN 3d', grade: '78' }),
    );
    expect(byTitle.json()).toMatchObject({
      id: byId.json().id,
      course_id: courseId,
      course_title: 'Animación 3D',
      grade: '78',
    });
  });

  it("a teacher cannot move their own grade into another teacher's course or an invented one; nothing changes", async () => {
    const own = (
      await call(teacher, 'POST', '/api/grades', input({ ...term, semester: '2', course_id: courseId, grade: '81' }))
    ).json() as Grade;
    const url = `/api/grades/${own.id}`;
    await refused(
      teacher,
      'PUT',
      url,
      input({ ...term, course_id: theirCourseId, grade: '81' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'PUT',
      url,
      input({ ...term, course_title: 'Dibujo', grade: '81' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    await refused(
      teacher,
      'PUT',
      url,
      input({ ...term, student_id: otherStudentId, course_title: 'Curso Inventado', grade: '81' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    // Into another course they teach, and to another student, it moves.
    const [second] = await context.db
      .insert(courses)
      .values({ name: 'Rigging', courseCode: 'GR-RIG', teacherId })
      .returning();
    await enrolEveryone(context.db);
    const moved = await call(
      teacher,
      'PUT',
      url,
      input({ semester: '2', academic_year: year, student_id: otherStudentId, course_id: second!.id, grade: '82' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      student_id: otherStudentId,
      course_id: second!.id,
      course_title: 'Rigging',
      teacher_id: teacherId,
      grade: '82',
    });
  });

  it("a teacher cannot correct, move or delete a grade in another teacher's course, even one staff recorded under their name; its own teacher can", async () => {
    const theirs = (
      await call(
        otherTeacher,
        'POST',
        '/api/grades',
        input({ ...term, semester: '2', course_id: theirCourseId, grade: '65' }),
      )
    ).json() as Grade;
    // Staff record a grade in the other teacher's course naming this teacher: the course decides, not grades.teacher_id.
    const named = await call(
      staff,
      'POST',
      '/api/grades',
      input({
        ...term,
        semester: '2',
        student_id: otherStudentId,
        course_id: theirCourseId,
        teacher_id: teacherId,
        grade: '66',
      }),
    );
    expect(named.json()).toMatchObject({ course_id: theirCourseId, teacher_id: teacherId });
    for (const grade of [theirs, named.json() as Grade]) {
      const url = `/api/grades/${grade.id}`;
      await refused(
        teacher,
        'PUT',
        url,
        input({ ...term, semester: '2', student_id: grade.student_id, course_id: theirCourseId, grade: '100' }),
        GRADE_MESSAGES.notYourGrade.message,
      );
      await refused(
        teacher,
        'PUT',
        url,
        input({ ...term, semester: '2', student_id: grade.student_id, course_id: courseId, grade: '100' }),
        GRADE_MESSAGES.notYourGrade.message,
      );
      await refused(teacher, 'DELETE', url, undefined, GRADE_MESSAGES.notYourGrade.message);
    }
    // Recording again over the student's grade in that course is refused too.
    await refused(
      teacher,
      'POST',
      '/api/grades',
      input({ ...term, semester: '2', course_id: theirCourseId, grade: '100' }),
      GRADE_MESSAGES.notYourCourse.message,
    );
    // The course's teacher corrects the grade staff recorded, and it becomes theirs.
    const corrected = await call(
      otherTeacher,
      'PUT',
      `/api/grades/${named.json().id}`,
      input({ ...term, semester: '2', student_id: otherStudentId, course_id: theirCourseId, grade: '67' }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ grade: '67', teacher_id: otherTeacherId });
    expect((await call(otherTeacher, 'DELETE', `/api/grades/${theirs.id}`)).statusCode).toBe(204);
  });

  it("a grade another teacher left in a course before course ids (the old bug) never blocks the course's teacher's sheet", async () => {
    const [planted] = await context.db
      .insert(grades)
      .values({
        studentId,
        courseId: theirCourseId,
        courseTitle: 'Dibujo',
        teacherId,
        grade: '0',
        semester: '1',
        academicYear: year - 1,
      })
      .returning();
    await refused(
      teacher,
      'PUT',
      `/api/grades/${planted!.id}`,
      input({ semester: '1', academic_year: year - 1, course_id: courseId, grade: '0' }),
      GRADE_MESSAGES.notYourGrade.message,
    );
    await refused(teacher, 'DELETE', `/api/grades/${planted!.id}`, undefined, GRADE_MESSAGES.notYourGrade.message);
    const sheet = await call(otherTeacher, 'POST', '/api/grades/sheet', { ...ownSheet('90'), academic_year: year - 1 });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const [row] = await context.db.select().from(grades).where(eq(grades.id, planted!.id));
    expect(row).toMatchObject({ grade: '90', teacherId: otherTeacherId, courseId: theirCourseId });
  });

  it("a teacher lists the grades of the courses they teach, whoever recorded them, and not others' courses", async () => {
    await call(
      staff,
      'POST',
      '/api/grades',
      input({ ...term, semester: 'verano', course_id: courseId, teacher_id: null, grade: 'A' }),
    );
    const listed = (await call(teacher, 'GET', `/api/grades?academic_year=${year}`)).json() as Grade[];
    expect(
      listed.some((grade) => grade.course_id === courseId && grade.semester === 'verano' && grade.teacher_id === null),
    ).toBe(true);
    expect(listed.some((grade) => grade.course_id === theirCourseId)).toBe(false);
    const ofCourse = (
      await call(otherTeacher, 'GET', `/api/grades?course_id=${theirCourseId}&academic_year=${year}&semester=1`)
    ).json() as Grade[];
    expect(ofCourse.map((grade) => grade.grade).sort()).toEqual(['60', '88']);
    // The courses each may grade in.
    expect(
      ((await call(teacher, 'GET', '/api/grades/courses')).json() as { id: number }[]).map((course) => course.id),
    ).not.toContain(theirCourseId);
    expect(
      ((await call(teacher, 'GET', '/api/grades/courses')).json() as { id: number }[]).map((course) => course.id),
    ).toContain(courseId);
    expect(
      (
        (await call(staff, 'GET', '/api/grades/courses?q=dibujo')).json() as {
          id: number;
          teacher_name: string | null;
        }[]
      )[0],
    ).toMatchObject({ id: theirCourseId });
    expect((await call(student, 'GET', '/api/grades/courses')).statusCode).toBe(403);
  });

  it('staff record in any course, by id or by title, or under a free title (history, transfer), and correct, move and delete any grade', async () => {
    const byId = await call(
      staff,
      'POST',
      '/api/grades',
      input({ ...term, semester: 'verano', course_id: theirCourseId, grade: '70' }),
    );
    expect(byId.json()).toMatchObject({ course_id: theirCourseId, course_title: 'Dibujo', teacher_id: otherTeacherId });
    const byTitle = await call(
      staff,
      'POST',
      '/api/grades',
      input({ ...term, semester: 'verano', course_title: 'dibujo', grade: '71' }),
    );
    expect(byTitle.json()).toMatchObject({ id: byId.json().id, course_id: theirCourseId, grade: '71' });
    const free = await call(
      staff,
      'POST',
      '/api/grades',
      input({ ...term, semester: 'verano', course_title: 'Historia del Arte (traslado)', grade: 'B' }),
    );
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({
      course_id: null,
      course_title: 'Historia del Arte (traslado)',
      teacher_id: null,
    });
    const moved = await call(
      staff,
      'PUT',
      `/api/grades/${free.json().id}`,
      input({ ...term, semester: 'verano', student_id: otherStudentId, course_id: courseId, grade: 'B+' }),
    );
    expect(moved.json()).toMatchObject({
      student_id: otherStudentId,
      course_id: courseId,
      course_title: 'Animación 3D',
      teacher_id: teacherId,
      grade: 'B+',
    });
    expect((await call(staff, 'DELETE', `/api/grades/${byId.json().id}`)).statusCode).toBe(204);
    expect((await call(staff, 'POST', '/api/grades', input({ ...term, course_id: 999999 }))).json().message).toBe(
      GRADE_MESSAGES.unknownCourse.message,
    );
  });

  it('a student gets 403 on every write, and nothing changes', async () => {
    const [some] = await context.db.select().from(grades).where(eq(grades.studentId, studentId)).limit(1);
    await refused(student, 'POST', '/api/grades', input({ ...term, course_id: courseId }));
    await refused(student, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      ...term,
      grades: [{ student_id: studentId, grade: '100' }],
    });
    await refused(student, 'PUT', `/api/grades/${some!.id}`, input({ ...term, course_id: courseId, grade: '100' }));
    await refused(student, 'DELETE', `/api/grades/${some!.id}`, undefined);
  });

  it('a grade names its course by id or by title', async () => {
    const answer = await call(staff, 'POST', '/api/grades', { student_id: studentId, grade: '80', ...term });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual([
      expect.objectContaining({ path: ['course_id'], message: 'El curso es obligatorio' }),
    ]);
  });
});

describe('migration 0015', () => {
  it('joins an existing grade to the one course whose name is its title, and leaves titles of no or several courses alone', async () => {
    await context.db.insert(courses).values([
      { name: 'Escultura', courseCode: 'GR-ESC-1', teacherId },
      { name: 'escultura', courseCode: 'GR-ESC-2', teacherId: otherTeacherId },
      { name: 'Acuarela', courseCode: 'GR-ACU', teacherId: otherTeacherId },
    ]);
    const legacy = await context.db
      .insert(grades)
      .values(
        ['ACUARELA', 'Escultura', 'Nada que ver'].map((courseTitle) => ({
          studentId: otherStudentId,
          courseTitle,
          teacherId,
          grade: '50',
          semester: '1',
          academicYear: 2020,
        })),
      )
      .returning();
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0015_grades_course_id.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "grades"'))!;
    await context.db.execute(sql.raw(backfill));
    const after = await context.db
      .select()
      .from(grades)
      .where(sql`${grades.id} = any(${sql.param(legacy.map((row) => row.id))}::int[])`)
      .orderBy(grades.id);
    const [acuarela] = await context.db.select().from(courses).where(eq(courses.courseCode, 'GR-ACU'));
    expect(after.map((row) => [row.courseTitle, row.courseId])).toEqual([
      ['ACUARELA', acuarela!.id],
      ['Escultura', null],
      ['Nada que ver', null],
    ]);
    // Now the course's teacher, not who recorded it, may change it.
    await expect(call(teacher, 'DELETE', `/api/grades/${after[0]!.id}`)).resolves.toMatchObject({ statusCode: 403 });
    await expect(call(teacher, 'DELETE', `/api/grades/${after[1]!.id}`)).resolves.toMatchObject({ statusCode: 204 });
  });
});

describe('grade pages and counts (issue 23: no silent caps)', () => {
  const pageOf = async (user: TestUser, url: string) => {
    const answer = await call(user, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return {
      grades: answer.json() as Grade[],
      total: answer.headers['x-total-count'] as string | undefined,
      capped: answer.headers['x-total-capped'] as string | undefined,
      next: answer.headers['x-next-cursor'] as string | undefined,
    };
  };
  /** Every page of a list of `limit`, following X-Next-Cursor: the rows and the first page's total. */
  const walk = async (user: TestUser, url: string, limit: number) => {
    const first = await pageOf(user, `${url}${url.includes('?') ? '&' : '?'}limit=${limit}`);
    const ids = first.grades.map((grade) => grade.id);
    let next = first.next;
    while (next) {
      const page = await pageOf(user, `${url}${url.includes('?') ? '&' : '?'}limit=${limit}&cursor=${next}`);
      expect(page.grades.length).toBeLessThanOrEqual(limit);
      expect(page.total).toBeUndefined();
      ids.push(...page.grades.map((grade) => grade.id));
      next = page.next;
    }
    return { ids, total: first.total };
  };

  it('pages a teacher’s grades in the order of the whole list, each once, with the total on the first page; only their own', async () => {
    await context.db.insert(grades).values(
      ['1', '2', 'verano'].flatMap((semester) =>
        [2019, 2020].flatMap((academicYear) => [
          { studentId, courseId, courseTitle: 'Animación 3D', teacherId, grade: '70', semester, academicYear },
          {
            studentId: otherStudentId,
            courseId,
            courseTitle: 'Animación 3D',
            teacherId,
            grade: 'B',
            semester,
            academicYear,
          },
          {
            studentId,
            courseId: theirCourseId,
            courseTitle: 'Dibujo',
            teacherId: otherTeacherId,
            grade: '90',
            semester,
            academicYear,
          },
        ]),
      ),
    );
    const whole = await pageOf(teacher, '/api/grades');
    expect(whole.grades.length).toBeGreaterThanOrEqual(12);
    expect(whole.next).toBeUndefined();
    const taught = (await context.db.select().from(courses).where(eq(courses.teacherId, teacherId))).map(
      (course) => course.id,
    );
    expect(
      whole.grades.every((grade) =>
        grade.course_id === null ? grade.teacher_id === teacherId : taught.includes(grade.course_id),
      ),
    ).toBe(true);
    expect(whole.grades.some((grade) => grade.course_id === theirCourseId)).toBe(false);
    // Newest term first.
    const years = whole.grades.map((grade) => grade.academic_year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const paged = await walk(teacher, '/api/grades', 5);
    expect(paged.ids).toEqual(whole.grades.map((grade) => grade.id));
    expect(paged.total).toBe(String(whole.grades.length));
    // Filters narrow the pages too: one course's term.
    const term = await walk(teacher, `/api/grades?course_id=${courseId}&semester=1&academic_year=2019`, 1);
    expect(term.ids).toHaveLength(2);
    expect(term.total).toBe('2');
    // The other teacher's course stays out of every page.
    expect((await walk(teacher, `/api/grades?course_id=${theirCourseId}`, 2)).ids).toEqual([]);
  });

  it('answers every grade without limit, where the old cap cut at 1,000, and a page says the total is capped', async () => {
    await context.db.insert(grades).values(
      Array.from({ length: 1_005 }, (_, index) => ({
        studentId: otherStudentId,
        courseTitle: `Historia ${index}`,
        grade: '60',
        semester: '1',
        academicYear: 2018,
      })),
    );
    const all = await pageOf(staff, `/api/grades?student_id=${otherStudentId}&academic_year=2018`);
    expect(all.grades).toHaveLength(1_005);
    const first = await pageOf(staff, `/api/grades?student_id=${otherStudentId}&academic_year=2018&limit=200`);
    expect(first.grades).toHaveLength(200);
    expect([first.total, first.capped]).toEqual(['200', 'true']);
    expect(first.next).toBeDefined();
  });

  it('refuses a cursor that is not one of its pages', async () => {
    const forged = Buffer.from(JSON.stringify(['not json', 1])).toString('base64url');
    const refused = await call(staff, 'GET', `/api/grades?limit=5&cursor=${forged}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Cursor de página inválido');
    expect((await call(staff, 'GET', '/api/grades?limit=500')).statusCode).toBe(400);
  });

  it('counts for the dashboard the students and grades a teacher may read, only their own, without sending a grade', async () => {
    const summaryOf = async (user: TestUser) => {
      const answer = await call(user, 'GET', '/api/grades/summary');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { students: number; grades: number };
    };
    const listed = (await pageOf(teacher, '/api/grades')).grades;
    expect(await summaryOf(teacher)).toEqual({
      students: new Set(listed.map((grade) => grade.student_id)).size,
      grades: listed.length,
    });
    // A new student graded in the other teacher's course counts for them, not for this teacher.
    const [before, theirsBefore] = [await summaryOf(teacher), await summaryOf(otherTeacher)];
    const newcomer = await signInAs(context, 'student');
    const newcomerId = await studentIdOf(context, newcomer);
    await enrolEveryone(context.db);
    const graded = await call(
      otherTeacher,
      'POST',
      '/api/grades',
      input({ student_id: newcomerId, course_id: theirCourseId, course_title: undefined, grade: '77' }),
    );
    expect(graded.statusCode, graded.body).toBe(200);
    expect(await summaryOf(teacher)).toEqual(before);
    expect(await summaryOf(otherTeacher)).toEqual({
      students: theirsBefore.students + 1,
      grades: theirsBefore.grades + 1,
    });
    // Staff count every grade; a student has no dashboard count.
    const [total] = await context.db.select({ value: count() }).from(grades);
    expect((await summaryOf(staff)).grades).toBe(total!.value);
    expect((await call(student, 'GET', '/api/grades/summary')).statusCode).toBe(403);
  });
});
