import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRADE_FORMAT_MESSAGE, GRADE_MESSAGES, normaliseGrade, type Grade } from '@contracts/grades';
import { activities, courses, grades, notifications, students, teachers } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';

let context: TestContext;
let staff: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let otherStudent: TestUser;
let teacherId: number;
let otherTeacherId: number;
let studentId: number;
let otherStudentId: number;
let courseId: number;

beforeAll(async () => {
  context = await buildTestApp();
  [staff, teacher, otherTeacher, student, otherStudent] = await Promise.all([
    signInAs(context, 'staff'),
    signInAs(context, 'teacher'),
    signInAs(context, 'teacher'),
    signInAs(context, 'student'),
    signInAs(context, 'student'),
  ]);
  const teacherOf = async (user: TestUser) => (await context.db.select().from(teachers).where(eq(teachers.userId, user.id)))[0]!.id;
  const studentOf = async (user: TestUser) => (await context.db.select().from(students).where(eq(students.userId, user.id)))[0]!.id;
  [teacherId, otherTeacherId, studentId, otherStudentId] = await Promise.all([teacherOf(teacher), teacherOf(otherTeacher), studentOf(student), studentOf(otherStudent)]);
  const [course] = await context.db.insert(courses).values({ name: 'Animación 3D', courseCode: 'GR-3D', teacherId }).returning();
  courseId = course!.id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: object) => context.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user.auth });
const gradeCount = async () => (await context.db.select({ value: count() }).from(grades))[0]!.value;
const input = (overrides: object = {}) => ({ student_id: studentId, course_title: 'Animación 3D', grade: '85', semester: '1', academic_year: 2026, ...overrides });

describe('grade values', () => {
  it('take a number from 0 to 100 with one decimal at most, or a letter A–F with + or −', () => {
    expect(['0', '100', '99.5', '87,5', 'a', 'B+', 'c-', 'F', 'D−'].map(normaliseGrade)).toEqual(['0', '100', '99.5', '87.5', 'A', 'B+', 'C-', 'F', 'D-']);
    expect(['101', '-1', '9.55', 'E', 'F+', 'A++', '', 'diez'].map(normaliseGrade)).toEqual(Array(8).fill(undefined));
  });
});

describe('grades per role', () => {
  it('a teacher records a grade as their own; the student is notified and the activity written', async () => {
    const recorded = await call(teacher, 'POST', '/api/grades', input({ grade: 'b+' }));
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ grade: 'B+', teacher_id: teacherId, student_id: studentId, semester: '1', academic_year: 2026 });
    const [notice] = await context.db.select().from(notifications).where(eq(notifications.userId, student.id)).orderBy(notifications.id);
    expect(notice).toMatchObject({ title: 'Nueva nota: Animación 3D', link: '/grades' });
    const [logged] = await context.db.select().from(activities).where(and(eq(activities.entityType, 'grade'), eq(activities.entityId, recorded.json().id)));
    expect(logged!.changes).toMatchObject({ grade: { before: null, after: 'B+' } });
  });

  it('a teacher cannot name another teacher, correct or delete another teacher\'s grade, nor overwrite it by recording again', async () => {
    const theirs = await call(otherTeacher, 'POST', '/api/grades', input({ course_title: 'Dibujo', grade: '70' }));
    expect(theirs.statusCode).toBe(200);
    const id = theirs.json().id as number;
    const before = await gradeCount();
    expect((await call(teacher, 'POST', '/api/grades', input({ teacher_id: otherTeacherId, course_title: 'Otra' }))).statusCode).toBe(403);
    const correct = await call(teacher, 'PUT', `/api/grades/${id}`, input({ course_title: 'Dibujo', grade: '100' }));
    expect(correct.statusCode).toBe(403);
    expect(correct.json().message).toBe(GRADE_MESSAGES.notYourGrade);
    expect((await call(teacher, 'POST', '/api/grades', input({ course_title: 'Dibujo', grade: '100' }))).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/grades/${id}`)).statusCode).toBe(403);
    expect(await gradeCount()).toBe(before);
    const [row] = await context.db.select().from(grades).where(eq(grades.id, id));
    expect(row!.grade).toBe('70');
    // Staff correct any grade.
    expect((await call(staff, 'PUT', `/api/grades/${id}`, input({ course_title: 'Dibujo', grade: '75', teacher_id: otherTeacherId }))).json()).toMatchObject({ grade: '75', teacher_id: otherTeacherId });
    // Deleting is a change too: the student is told.
    expect((await call(otherTeacher, 'DELETE', `/api/grades/${id}`)).statusCode).toBe(204);
    const notices = await context.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(notices.map((notice) => notice.title)).toContain('Nota eliminada: Dibujo');
  });

  it('students cannot write grades and read only their own; teachers read the grades they gave', async () => {
    expect((await call(student, 'POST', '/api/grades', input())).statusCode).toBe(403);
    await call(staff, 'POST', '/api/grades', input({ student_id: otherStudentId, course_title: 'Privado', grade: 'A' }));
    const own = (await call(student, 'GET', '/api/student/grades')).json() as Grade[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((grade) => grade.student_id === studentId)).toBe(true);
    const asked = (await call(student, 'GET', `/api/grades?student_id=${otherStudentId}`)).json() as Grade[];
    expect(asked).toEqual([]);
    const given = (await call(teacher, 'GET', '/api/grades')).json() as Grade[];
    expect(given.every((grade) => grade.teacher_id === teacherId)).toBe(true);
    expect(given.map((grade) => grade.course_title)).not.toContain('Privado');
    expect((await call(staff, 'GET', `/api/grades?student_id=${otherStudentId}`)).json().map((grade: Grade) => grade.course_title)).toContain('Privado');
  });

  it('refuses a bad grade, term or year with its message and changes nothing', async () => {
    const before = await gradeCount();
    const bad = await call(staff, 'POST', '/api/grades', input({ grade: '105', semester: 'otoño', academic_year: 1990 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { message: string }) => issue.message)).toEqual(expect.arrayContaining([GRADE_FORMAT_MESSAGE, 'Semestre inválido', 'Año académico inválido']));
    expect((await call(staff, 'POST', '/api/grades', input({ student_id: 999999 }))).json().message).toBe(GRADE_MESSAGES.unknownStudent);
    expect(await gradeCount()).toBe(before);
  });
});

describe('the grade sheet', () => {
  it('saves a course term at once for its teacher, and nothing when one row is refused', async () => {
    const saved = await call(teacher, 'POST', '/api/grades/sheet', { course_id: courseId, semester: '2', academic_year: 2026, grades: [{ student_id: studentId, grade: '91' }, { student_id: otherStudentId, grade: 'C' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Grade[]).map((grade) => [grade.student_id, grade.grade, grade.course_title, grade.teacher_id])).toEqual(
      expect.arrayContaining([[studentId, '91', 'Animación 3D', teacherId], [otherStudentId, 'C', 'Animación 3D', teacherId]]),
    );
    const before = await gradeCount();
    const partial = await call(teacher, 'POST', '/api/grades/sheet', { course_id: courseId, semester: '2', academic_year: 2026, grades: [{ student_id: studentId, grade: '95' }, { student_id: 999999, grade: '80' }] });
    expect(partial.statusCode).toBe(400);
    expect(await gradeCount()).toBe(before);
    const kept = await context.db.select().from(grades).where(eq(grades.studentId, studentId));
    expect(kept.find((row) => row.semester === '2')!.grade).toBe('91');
    const notTheirs = await call(otherTeacher, 'POST', '/api/grades/sheet', { course_id: courseId, semester: '2', academic_year: 2026, grades: [{ student_id: studentId, grade: '10' }] });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(GRADE_MESSAGES.notYourCourse);
  });

  it('offers teachers students to grade by name or code, name and code only', async () => {
    const found = await call(teacher, 'GET', '/api/grades/students');
    expect(found.statusCode).toBe(200);
    expect(Object.keys(found.json()[0]).sort()).toEqual(['full_name', 'id', 'student_id']);
    expect((await call(student, 'GET', '/api/grades/students')).statusCode).toBe(403);
  });
});
