import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Course, CourseDetail } from '@contracts/courses';
import { courses, students, teachers } from '../../db/schema/index';
import { enrolEveryone } from '../../../test/enrol-everyone';
import { callerOf, signedInApp } from '../../../test/signed-in-app';
import type { TestUser } from '../../../test/build-app';

/*
 * Each course's `can` (course.policy.ts courseRulesFor): `edit` and `delete` what PUT and DELETE allow, `grade`
 * whether recording a grade in it is allowed (grade.policy.ts canGradeInCourse).
 */
const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');
const call = callerOf(context);
let studentId: number;
let ownCourseId: number;
let otherCourseId: number;

beforeAll(async () => {
  const [own] = (await context.db.select().from(teachers).where(eq(teachers.userId, teacher.id))).map((t) => t.id);
  studentId = (await context.db.select().from(students).where(eq(students.userId, student.id)))[0]!.id;
  const [mine] = await context.db
    .insert(courses)
    .values({ name: 'Escultura digital', courseCode: 'CAB-ESC', teacherId: own })
    .returning();
  const [other] = await context.db
    .insert(courses)
    .values({ name: 'Guion', courseCode: 'CAB-GUI', teacherId: null })
    .returning();
  ownCourseId = mine!.id;
  otherCourseId = other!.id;
});

// Grades are tied to the roster (issue 42): the student is on every course's roster.
beforeEach(() => enrolEveryone(context.db));

const listedCan = async (user: TestUser) => {
  const response = await call(user, 'GET', '/api/courses?q=CAB-');
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<Course[]>();
  return {
    own: list.find((course) => course.id === ownCourseId)?.can,
    other: list.find((course) => course.id === otherCourseId)?.can,
  };
};
const detailCan = async (user: TestUser, id: number) => {
  const response = await call(user, 'GET', `/api/courses/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CourseDetail>().can;
};
const grade = (user: TestUser, courseId: number) =>
  call(user, 'POST', '/api/grades', {
    student_id: studentId,
    course_id: courseId,
    grade: '75',
    semester: '1',
    academic_year: 2025,
  });
const rename = (user: TestUser, id: number) =>
  call(user, 'PUT', `/api/courses/${id}`, { name: 'Guion II', course_code: 'CAB-GUI' });

describe("a course's can", () => {
  it('gives a teacher no edit nor delete, and grading only in the course they teach', async () => {
    expect(await listedCan(teacher)).toEqual({
      own: { edit: false, delete: false, grade: true },
      other: { edit: false, delete: false, grade: false },
    });
    expect(await detailCan(teacher, ownCourseId)).toEqual({ edit: false, delete: false, grade: true });
    expect((await rename(teacher, otherCourseId)).statusCode).toBe(403);
    expect((await call(teacher, 'DELETE', `/api/courses/${otherCourseId}`)).statusCode).toBe(403);
    expect((await grade(teacher, otherCourseId)).statusCode).toBe(403);
    expect((await grade(teacher, ownCourseId)).statusCode).toBe(200);
  });

  it('gives a student nothing', async () => {
    expect(await listedCan(student)).toEqual({
      own: { edit: false, delete: false, grade: false },
      other: { edit: false, delete: false, grade: false },
    });
    expect((await call(student, 'DELETE', `/api/courses/${otherCourseId}`)).statusCode).toBe(403);
    expect((await grade(student, ownCourseId)).statusCode).toBe(403);
  });

  it('gives staff everything, and staff edit, grade in and delete', async () => {
    const all = { edit: true, delete: true, grade: true };
    expect(await listedCan(staff)).toEqual({ own: all, other: all });
    expect(await detailCan(staff, otherCourseId)).toEqual(all);
    const renamed = await rename(staff, otherCourseId);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Course>().can).toEqual(all);
    expect((await grade(staff, otherCourseId)).statusCode).toBe(200);
    expect((await call(staff, 'DELETE', `/api/courses/${otherCourseId}`)).statusCode).toBe(204);
  });
});
