import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROSTER_MESSAGES, type Enrolment, type RosterChange, type StudentCourse } from '@contracts/enrolments';
import { GRADE_MESSAGES, type Grade } from '@contracts/grades';
import { activities, courseEnrolments, courses, grades, students, users } from '../../db/schema/index';
import { multipart } from '../../../test/multipart';
import { studentIdOf, teacherIdOf } from '../../../test/profile-ids';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import type { TestUser } from '../../../test/build-app';
import { asDeclared } from '@contracts/i18n/texts';
import { SPREADSHEET_TEXTS } from '../../lib/spreadsheet-text';

/*
 * Course rosters (issue 42): staff enrol (one by one, from a CSV, by copy) and remove; staff and the course's teacher
 * read the roster; a student reads their own courses; grades are tied to the roster.
 */
const [context, staff, teacher, otherTeacher, student, otherStudent, thirdStudent] = await signedInApp(
  'staff',
  'teacher',
  'teacher',
  'student',
  'student',
  'student',
);
const call = callerOf(context);
let courseId: number;
let theirCourseId: number;
let studentId: number;
let otherStudentId: number;
let thirdStudentId: number;
let otherCode: string;
let thirdEmail: string;
const term = { semester: '1', academic_year: 2026 } as const;
const termQuery = 'semester=1&academic_year=2026';

beforeAll(async () => {
  const [teacherId, otherTeacherId] = await Promise.all([
    teacherIdOf(context, teacher),
    teacherIdOf(context, otherTeacher),
  ]);
  [studentId, otherStudentId, thirdStudentId] = await Promise.all([
    studentIdOf(context, student),
    studentIdOf(context, otherStudent),
    studentIdOf(context, thirdStudent),
  ]);
  const [mine] = await context.db
    .insert(courses)
    .values({ name: 'Escultura', courseCode: 'RO-ESC', teacherId })
    .returning();
  const [theirs] = await context.db
    .insert(courses)
    .values({ name: 'Grabado', courseCode: 'RO-GRA', teacherId: otherTeacherId })
    .returning();
  courseId = mine!.id;
  theirCourseId = theirs!.id;
  const [other] = await context.db.select().from(students).where(eq(students.id, otherStudentId));
  const [third] = await context.db.select().from(students).where(eq(students.id, thirdStudentId));
  otherCode = other!.studentId;
  thirdEmail = third!.email;
});

const rosterOf = async (user: TestUser, id = courseId, query = termQuery) => {
  const answer = await call(user, 'GET', `/api/courses/${id}/enrolments?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Enrolment[];
};
const enrolmentCount = async () => (await context.db.select({ value: count() }).from(courseEnrolments))[0]!.value;
const rosterCsv = (text: string, fields: Record<string, string> = { semester: '1', academic_year: '2026' }) =>
  multipart(fields, [{ filename: 'lista.csv', content: Buffer.from(text, 'latin1'), contentType: 'text/csv' }]);
const importAs = (user: TestUser | null, text: string, id = courseId, fields?: Record<string, string>) => {
  const body = rosterCsv(text, fields);
  return context.app.inject({
    method: 'POST',
    url: `/api/courses/${id}/enrolments/import`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? user.auth : {}) },
  });
};

describe('enrolling students', () => {
  it('staff enrol one student, see them on the roster, and are refused a second time; the audit log keeps it', async () => {
    const enrolled = await call(staff, 'POST', `/api/courses/${courseId}/enrolments`, {
      ...term,
      student_id: studentId,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    expect(enrolled.json()).toMatchObject({
      course_id: courseId,
      student_id: studentId,
      semester: '1',
      can: { delete: true },
    });
    const again = await call(staff, 'POST', `/api/courses/${courseId}/enrolments`, { ...term, student_id: studentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ENROLLED');
    expect((await rosterOf(staff)).map((row) => row.student_id)).toEqual([studentId]);
    const [entry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'course'), eq(activities.entityId, courseId)));
    expect(entry?.activity).toMatch(/^Enrolled 1 student in Escultura/);
    const unknown = await call(staff, 'POST', `/api/courses/${courseId}/enrolments`, { ...term, student_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    const noCourse = await call(staff, 'POST', '/api/courses/999999/enrolments', { ...term, student_id: studentId });
    expect(noCourse.statusCode).toBe(404);
  });

  it('staff enrol from a CSV of student ids and emails (Windows-1252, semicolons, a header); an unknown line enrols nobody', async () => {
    const before = await enrolmentCount();
    const refused = await importAs(staff, `Carné;Nombre\n${otherCode};Peña\nNADIE-123;Núñez\n`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'ROSTER_FILE_REFUSED' });
    expect(refused.json().message).toContain('línea 3 (NADIE-123)');
    expect(await enrolmentCount()).toBe(before);
    const empty = await importAs(staff, 'Carné\n\n');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(ROSTER_MESSAGES.emptyFile.message);
    const nul = await importAs(staff, `Carné\n${otherCode}\u0000\n`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(SPREADSHEET_TEXTS.nulCharacter.message);
    expect(await enrolmentCount()).toBe(before);
    const badTerm = await importAs(staff, otherCode, courseId, { semester: 'x', academic_year: '2026' });
    expect(badTerm.statusCode).toBe(400);
    const noFile = await call(staff, 'POST', `/api/courses/${courseId}/enrolments/import`, {});
    expect(noFile.statusCode).toBe(400);

    const imported = await importAs(staff, `Carné;Nombre\n${otherCode};Peña\n${thirdEmail.toUpperCase()};Núñez\n`);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ enrolled: 2, already: 0 } satisfies RosterChange);
    // Without a header, one id a line; those already there are counted, not added twice.
    const again = await importAs(staff, `${otherCode}\n${thirdEmail}\n`);
    expect(again.json()).toEqual({ enrolled: 0, already: 2 });
    expect((await rosterOf(staff)).map((row) => row.student_id).sort()).toEqual(
      [studentId, otherStudentId, thirdStudentId].sort(),
    );
  });

  it("staff copy another course's term; the roster pages by name with its total", async () => {
    const copied = await call(staff, 'POST', `/api/courses/${theirCourseId}/enrolments/copy`, {
      ...term,
      from_course_id: courseId,
      from_semester: '1',
      from_academic_year: 2026,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toEqual({ enrolled: 3, already: 0 });
    const same = await call(staff, 'POST', `/api/courses/${courseId}/enrolments/copy`, {
      ...term,
      from_course_id: courseId,
      from_semester: '1',
      from_academic_year: 2026,
    });
    expect(same.statusCode).toBe(400);
    const first = await call(staff, 'GET', `/api/courses/${theirCourseId}/enrolments?${termQuery}&limit=2`);
    expect(first.headers['x-total-count']).toBe('3');
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await call(
      staff,
      'GET',
      `/api/courses/${theirCourseId}/enrolments?${termQuery}&limit=2&cursor=${encodeURIComponent(cursor)}`,
    );
    const names = [...(first.json() as Enrolment[]), ...(second.json() as Enrolment[])].map((row) => row.student_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(3);
    // Another term of the same course is another roster.
    expect(await rosterOf(staff, theirCourseId, 'semester=2&academic_year=2026')).toEqual([]);
  });

  it('staff export the roster as CSV, cells made formula-safe', async () => {
    const [formula] = await context.db
      .update(students)
      .set({ fullName: '=HYPERLINK("x")' })
      .where(eq(students.id, thirdStudentId))
      .returning();
    expect(formula).toBeDefined();
    const answer = await call(staff, 'GET', `/api/courses/${courseId}/enrolments.csv?${termQuery}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Carné,Nombre,Correo,Semestre,Año académico,Inscrito el');
    expect(lines).toHaveLength(4);
    expect(answer.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(answer.body).toContain('Primer semestre,2026');
  });

  it("writes the roster's CSV in the requester's language, and the roster import takes the English file back", async () => {
    // Asked for by staff who chose English; their choice taken back after.
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
    const answer = await call(staff, 'GET', `/api/courses/${courseId}/enrolments.csv?${termQuery}`);
    await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('roster-Escultura-2026-1.csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Student ID,Name,Email,Semester,Academic year,Enrolled on');
    expect(answer.body).toContain('First semester,2026');
    expect(answer.body).not.toContain('Primer semestre');
    // The English file, imported into a course of its own: the 'Student ID' column is read, every student enrolled.
    const [copy] = await context.db
      .insert(courses)
      .values({ name: 'Escultura II', courseCode: 'RO-ESC-EN' })
      .returning({ id: courses.id });
    const imported = await importAs(staff, lines.join('\n'), copy!.id);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await rosterOf(staff, copy!.id)).toHaveLength(lines.length - 1);
    // Gone again: the tests after this one count the students' courses.
    await context.db.delete(courseEnrolments).where(eq(courseEnrolments.courseId, copy!.id));
    await context.db.delete(courses).where(eq(courses.id, copy!.id));
  });
});

describe('who may do what with rosters', () => {
  it("a teacher reads the roster of a course they teach, not another teacher's; they change nothing", async () => {
    const own = await rosterOf(teacher);
    expect(own.length).toBe(3);
    expect(own.every((row) => row.can.delete === false)).toBe(true);
    const theirs = await call(teacher, 'GET', `/api/courses/${theirCourseId}/enrolments?${termQuery}`);
    expect(theirs.statusCode).toBe(403);
    const before = await enrolmentCount();
    for (const [method, url, payload] of [
      ['POST', `/api/courses/${courseId}/enrolments`, { ...term, student_id: studentId }],
      [
        'POST',
        `/api/courses/${courseId}/enrolments/copy`,
        { ...term, from_course_id: theirCourseId, from_semester: '1', from_academic_year: 2026 },
      ],
      ['DELETE', `/api/enrolments/${own[0]!.id}`, undefined],
      ['GET', `/api/courses/${courseId}/enrolments.csv?${termQuery}`, undefined],
    ] as const) {
      const answer = await call(teacher, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await importAs(teacher, otherCode)).statusCode).toBe(403);
    expect(await enrolmentCount()).toBe(before);
  });

  it('a student reads only their own courses, never a roster; anonymous calls get 401', async () => {
    const mine = await call(student, 'GET', '/api/student/courses');
    expect(mine.statusCode, mine.body).toBe(200);
    const courses = mine.json() as StudentCourse[];
    expect(courses.map((row) => row.course_name).sort()).toEqual(['Escultura', 'Grabado']);
    expect(courses[0]).toMatchObject({ semester: '1', academic_year: 2026 });
    // A page at a time like every list: the total on the first, the rest after its cursor.
    const first = await call(student, 'GET', '/api/student/courses?limit=1');
    expect(first.headers['x-total-count']).toBe('2');
    const next = await call(
      student,
      'GET',
      `/api/student/courses?limit=1&cursor=${encodeURIComponent(first.headers['x-next-cursor'] as string)}`,
    );
    expect([...first.json(), ...next.json()].map((row: StudentCourse) => row.id).sort()).toEqual(
      courses.map((row) => row.id).sort(),
    );
    expect((await call(student, 'GET', '/api/student/courses?cursor=bad')).statusCode).toBe(400);
    // The other students' courses are not theirs to read: there is no parameter to ask for them.
    const roster = await call(student, 'GET', `/api/courses/${courseId}/enrolments?${termQuery}`);
    expect(roster.statusCode).toBe(403);
    const enrol = await call(student, 'POST', `/api/courses/${courseId}/enrolments`, {
      ...term,
      student_id: studentId,
    });
    expect(enrol.statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/student/courses')).statusCode).toBe(403);
    expect((await call(teacher, 'GET', '/api/student/courses')).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/courses/${courseId}/enrolments?${termQuery}`],
      ['GET', `/api/courses/${courseId}/enrolments.csv?${termQuery}`],
      ['POST', `/api/courses/${courseId}/enrolments`],
      ['POST', `/api/courses/${courseId}/enrolments/copy`],
      ['DELETE', '/api/enrolments/1'],
      ['GET', '/api/student/courses'],
    ] as const) {
      expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
    }
    expect((await importAs(null, otherCode)).statusCode).toBe(401);
  });
});

describe('grades tied to the roster', () => {
  it('a teacher grades the students of the roster; one off it is refused in plain words and nothing is saved', async () => {
    const sheet = await call(teacher, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      ...term,
      grades: [{ student_id: studentId, grade: '90' }],
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const before = (await context.db.select({ value: count() }).from(grades))[0]!.value;
    // Semester 2 has no roster: refused, the whole sheet.
    const outside = await call(teacher, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      semester: '2',
      academic_year: 2026,
      grades: [{ student_id: studentId, grade: '80' }],
    });
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ code: 'STUDENT_NOT_ENROLLED' });
    expect(outside.json().message).toContain('no está inscrito en este curso');
    const one = await call(teacher, 'POST', '/api/grades', {
      student_id: studentId,
      course_id: courseId,
      semester: '2',
      academic_year: 2026,
      grade: '80',
      reason: 'Lo digo yo',
    });
    expect(one.statusCode).toBe(409);
    expect((await context.db.select({ value: count() }).from(grades))[0]!.value).toBe(before);
  });

  it('staff may grade a student off the roster only with a reason, which the audit log keeps', async () => {
    const input = { student_id: studentId, course_id: courseId, semester: '2', academic_year: 2026, grade: '70' };
    const without = await call(staff, 'POST', '/api/grades', input);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'GRADE_REASON_REQUIRED' });
    expect(without.json().message).toBe(
      asDeclared(GRADE_MESSAGES.reasonRequiredOne, { names: await nameOf(studentId) }),
    );
    const withReason = await call(staff, 'POST', '/api/grades', { ...input, reason: 'Convalidación aprobada' });
    expect(withReason.statusCode, withReason.body).toBe(200);
    const grade = withReason.json() as Grade;
    const [entry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'grade'), eq(activities.entityId, grade.id)));
    expect(entry?.activity).toContain('(not enrolled)');
    expect(entry?.changes).toMatchObject({ reason_not_enrolled: { before: null, after: 'Convalidación aprobada' } });
  });

  it('staff remove an enrolment: off the roster, the grades stay, the audit log keeps it; then a teacher may not grade them', async () => {
    const roster = await rosterOf(staff);
    const target = roster.find((row) => row.student_id === otherStudentId)!;
    const removed = await call(staff, 'DELETE', `/api/enrolments/${target.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(staff, 'DELETE', `/api/enrolments/${target.id}`)).statusCode).toBe(404);
    expect((await rosterOf(staff)).some((row) => row.student_id === otherStudentId)).toBe(false);
    const [entry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityType, 'course'), eq(activities.entityId, courseId)))
      .orderBy(activities.id)
      .then((rows) => rows.slice(-1));
    expect(entry?.activity).toMatch(/^Removed .* from Escultura/);
    const refused = await call(teacher, 'POST', '/api/grades/sheet', {
      course_id: courseId,
      ...term,
      grades: [{ student_id: otherStudentId, grade: '88' }],
    });
    expect(refused.statusCode).toBe(409);
  });
});

async function nameOf(id: number): Promise<string> {
  const [row] = await context.db.select({ name: students.fullName }).from(students).where(eq(students.id, id));
  return row!.name;
}
