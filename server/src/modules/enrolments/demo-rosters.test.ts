import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Enrolment, StudentCourse } from '@contracts/enrolments';
import { courseEnrolments, courses, grades } from '../../db/schema/index';
import { createUser } from '../users/user.service';
import { buildTestApp, type TestContext } from '../../../test/build-app';
import { seedEnrolments } from '../../../../scripts/seed/enrolments';
import { createRandom } from '../../../../scripts/seed/random';
import { seedCourses, seedGrades, seedStudents, seedTeachers } from '../../../../scripts/seed/school';

/*
 * The demo school enrols its students (issue 42): the seed's teachers, students, courses and grades, then its rosters,
 * on a database of the test's own; the demo teacher's grade sheet has a class this term and the demo student sees
 * their courses, read through the routes the screens call.
 */
const PASSWORD = 'demo-password-2026';
let context: TestContext;
let studentIds: number[];
let auth: { teacher: { authorization: string }; student: { authorization: string } };
const today = new Date();
const term = { semester: today.getMonth() < 6 ? '1' : '2', academicYear: today.getFullYear() };

async function account(role: 'teacher' | 'student') {
  const email = `${role}@demo.school`;
  const user = await createUser({
    db: context.db,
    input: { email, username: `demo-${role}`, password: PASSWORD, role },
  });
  return user.id;
}

async function signIn(role: 'teacher' | 'student') {
  const answer = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${role}@demo.school`, password: PASSWORD },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { authorization: `Bearer ${answer.json<{ token: string }>().token}` };
}

beforeAll(async () => {
  context = await buildTestApp();
  const { db } = context;
  const random = createRandom(20261122);
  const teacherIds = await seedTeachers(db, random, 'not-a-password-hash', await account('teacher'));
  studentIds = await seedStudents(db, random, 'not-a-password-hash', await account('student'));
  await seedCourses(db, random, teacherIds, []);
  await seedGrades(db, random, studentIds);
  await seedEnrolments(db, createRandom(20261142), studentIds);
  auth = { teacher: await signIn('teacher'), student: await signIn('student') };
});

describe('the demo school’s rosters', () => {
  it('enrol every graded student in the course and term of their grade', async () => {
    const graded = await context.db
      .selectDistinct({ courseId: grades.courseId, studentId: grades.studentId, semester: grades.semester })
      .from(grades)
      .leftJoin(
        courseEnrolments,
        and(
          eq(courseEnrolments.courseId, grades.courseId),
          eq(courseEnrolments.studentId, grades.studentId),
          eq(courseEnrolments.semester, grades.semester),
          eq(courseEnrolments.academicYear, grades.academicYear),
        ),
      )
      .where(and(isNotNull(grades.courseId), isNull(courseEnrolments.id)));
    expect(graded).toEqual([]);
    expect((await context.db.select().from(grades)).length).toBeGreaterThan(0);
  });

  it('give every course with a teacher a class this term', async () => {
    const taught = await context.db.select({ id: courses.id }).from(courses).where(isNotNull(courses.teacherId));
    expect(taught.length).toBeGreaterThan(0);
    for (const course of taught) {
      const enrolled = await context.db
        .select({ id: courseEnrolments.id })
        .from(courseEnrolments)
        .where(
          and(
            eq(courseEnrolments.courseId, course.id),
            eq(courseEnrolments.semester, term.semester),
            eq(courseEnrolments.academicYear, term.academicYear),
          ),
        );
      expect(enrolled.length, `course ${course.id}`).toBeGreaterThan(5);
    }
  });

  it("give the demo teacher's courses their rosters of this term, the demo student on one of them", async () => {
    const own = await context.app.inject({ method: 'GET', url: '/api/grades/courses', headers: auth.teacher });
    expect(own.statusCode, own.body).toBe(200);
    const taught = own.json<{ id: number }[]>();
    expect(taught.length).toBeGreaterThan(0);
    const enrolled: number[] = [];
    for (const course of taught) {
      const roster = await context.app.inject({
        method: 'GET',
        url: `/api/courses/${course.id}/enrolments?semester=${term.semester}&academic_year=${term.academicYear}`,
        headers: auth.teacher,
      });
      expect(roster.statusCode, roster.body).toBe(200);
      const enrolments = roster.json<Enrolment[]>();
      expect(enrolments.length, `course ${course.id}`).toBeGreaterThan(5);
      enrolled.push(...enrolments.map((enrolment) => enrolment.student_id));
    }
    expect(enrolled).toContain(studentIds[0]);
  });

  it('show the demo student their courses of this term', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/student/courses', headers: auth.student });
    expect(answer.statusCode, answer.body).toBe(200);
    const thisTerm = answer
      .json<StudentCourse[]>()
      .filter((course) => course.semester === term.semester && course.academic_year === term.academicYear);
    expect(thisTerm.length).toBeGreaterThanOrEqual(3);
  });
});
