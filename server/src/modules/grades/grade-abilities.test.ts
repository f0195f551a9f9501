import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Grade } from '@contracts/grades';
import { courses, grades, students, teachers } from '../../db/schema/index';
import { findSessionUser } from '../auth/session.service';
import { enrolEveryone } from '../../../test/enrol-everyone';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import type { TestUser } from '../../../test/build-app';
import { canChangeGrade, gradeRulesFor } from './grade.policy';

/*
 * Each grade's `can` (grade.policy.ts gradeRulesFor, decided for a whole list with one read) says what PUT and
 * DELETE then do, for every role.
 */
const [context, staff, teacher, otherTeacher, student] = await signedInApp('staff', 'teacher', 'teacher', 'student');
const call = callerOf(context);
let studentId: number;
let ownCourseId: number;
let theirCourseId: number;

beforeAll(async () => {
  const teacherOf = async (user: TestUser) =>
    (await context.db.select().from(teachers).where(eq(teachers.userId, user.id)))[0]!.id;
  studentId = (await context.db.select().from(students).where(eq(students.userId, student.id)))[0]!.id;
  const [own] = await context.db
    .insert(courses)
    .values({ name: 'Modelado', courseCode: 'CAN-MOD', teacherId: await teacherOf(teacher) })
    .returning();
  const [theirs] = await context.db
    .insert(courses)
    .values({ name: 'Acuarela', courseCode: 'CAN-ACU', teacherId: await teacherOf(otherTeacher) })
    .returning();
  ownCourseId = own!.id;
  theirCourseId = theirs!.id;
});

// Grades are tied to the roster (issue 42): these tests grade students of every course and term.
beforeEach(() => enrolEveryone(context.db));

const record = async (user: TestUser, courseId: number, semester: string) => {
  const response = await call(user, 'POST', '/api/grades', {
    student_id: studentId,
    course_id: courseId,
    grade: '80',
    semester,
    academic_year: 2025,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Grade>();
};
const listed = async (user: TestUser, url = '/api/grades') => {
  const response = await call(user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Grade[]>();
};
const change = (user: TestUser, grade: Grade) =>
  call(user, 'PUT', `/api/grades/${grade.id}`, {
    student_id: studentId,
    course_id: grade.course_id!,
    grade: '90',
    semester: grade.semester,
    academic_year: grade.academic_year,
  });

describe("a grade's can", () => {
  it("lets a teacher change the grades of the courses they teach, and not another teacher's", async () => {
    const own = await record(teacher, ownCourseId, '1');
    expect(own.can).toEqual({ edit: true, delete: true });
    const theirs = await record(staff, theirCourseId, '1');

    const teacherSees = await listed(teacher);
    expect(teacherSees.find((grade) => grade.id === own.id)?.can).toEqual({ edit: true, delete: true });
    expect(teacherSees.some((grade) => grade.id === theirs.id)).toBe(false);

    // The other teacher's grade, decided by the list's rules as the route's rule decides it: refused.
    const user = (await findSessionUser({ db: context.db, token: teacher.token }))!;
    const [row] = await context.db.select().from(grades).where(eq(grades.id, theirs.id));
    expect((await gradeRulesFor({ db: context.db, user })).can(row!)).toEqual({ edit: false, delete: false });
    expect(await canChangeGrade({ db: context.db, user, grade: row! })).toBe(false);
    expect((await change(teacher, theirs)).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/grades/${theirs.id}`)).statusCode).toBe(403);

    const corrected = await change(teacher, own);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<Grade>().can).toEqual({ edit: true, delete: true });
    expect((await call(teacher, 'DELETE', `/api/grades/${own.id}`)).statusCode).toBe(204);
  });

  it('lets staff change every grade, and a student none of their own', async () => {
    const theirs = await record(staff, theirCourseId, '2');
    expect(theirs.can).toEqual({ edit: true, delete: true });
    expect((await listed(staff, `/api/grades?course_id=${theirCourseId}`)).map((grade) => grade.can)).toContainEqual({
      edit: true,
      delete: true,
    });

    const own = (await listed(student, '/api/student/grades')).find((grade) => grade.id === theirs.id);
    expect(own?.can).toEqual({ edit: false, delete: false });
    expect((await change(student, theirs)).statusCode).toBe(403);
    expect((await call(student, 'DELETE', `/api/grades/${theirs.id}`)).statusCode).toBe(403);

    expect((await change(staff, theirs)).statusCode).toBe(200);
    expect((await call(staff, 'DELETE', `/api/grades/${theirs.id}`)).statusCode).toBe(204);
  });

  it("answers each row of a teacher's grade sheet with what they may do with it", async () => {
    const response = await call(teacher, 'POST', '/api/grades/sheet', {
      course_id: ownCourseId,
      semester: '2',
      academic_year: 2025,
      grades: [{ student_id: studentId, grade: 'A' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Grade[]>().map((grade) => grade.can)).toEqual([{ edit: true, delete: true }]);
  });
});
