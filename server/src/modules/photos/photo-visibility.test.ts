import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, grades, students, teachers } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart, sampleFiles } from '../../../test/multipart';

// Decision 020 and document.policy.ts: a student's photo is seen by staff, the student and their teachers (a grade
// of the student in a course assigned to the teacher); anyone else is answered 404, as for an id that does not exist.

const [context, staff, student, otherStudent, gradingTeacher, unrelatedTeacher, formerTeacher] = await signedInApp(
  'staff',
  'student',
  'student',
  'teacher',
  'teacher',
  'teacher',
);
let studentId: number;
let otherStudentId: number;
let teacherPhoto: { id: number; url: string };
let studentPhoto: { id: number; url: string; bytes: number };

const idOf = async (table: typeof teachers | typeof students, user: TestUser) =>
  (await context.db.select({ id: table.id }).from(table).where(eq(table.userId, user.id)))[0]!.id;

async function putPhoto(user: TestUser, ownerKind: 'teacher' | 'student', entityId: number) {
  const body = multipart({}, [{ filename: 'yo.png', content: sampleFiles.png(800) }]);
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/photos/${ownerKind}/${entityId}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode).toBe(200);
  const state = response.json<{ profile_photo: string; document: { id: number; file_size: number } }>();
  return { id: state.document.id, url: state.profile_photo, bytes: state.document.file_size };
}

beforeAll(async () => {
  [studentId, otherStudentId] = await Promise.all([idOf(students, student), idOf(students, otherStudent)]);
  const [grading, unrelated] = await Promise.all([idOf(teachers, gradingTeacher), idOf(teachers, unrelatedTeacher)]);
  const [taught] = await context.db
    .insert(courses)
    .values({ name: 'Animación 2D', courseCode: `ANI-${Date.now()}`, teacherId: grading })
    .returning();
  const [other] = await context.db
    .insert(courses)
    .values({ name: 'Dibujo', courseCode: `DIB-${Date.now()}`, teacherId: unrelated })
    .returning();
  // The student has a grade in the grading teacher's course; the other student in the unrelated teacher's course;
  // the former teacher wrote a grade of no course (history), which links no one.
  await context.db.insert(grades).values([
    { studentId, courseId: taught!.id, courseTitle: taught!.name, grade: '90' },
    { studentId: otherStudentId, courseId: other!.id, courseTitle: other!.name, grade: '85' },
    {
      studentId,
      courseId: null,
      courseTitle: 'Historia del arte',
      teacherId: await idOf(teachers, formerTeacher),
      grade: '80',
    },
  ]);
  teacherPhoto = await putPhoto(gradingTeacher, 'teacher', grading);
  studentPhoto = await putPhoto(student, 'student', studentId);
});

const view = (user: TestUser, url: string) => context.app.inject({ method: 'GET', url, headers: user.auth });

describe("a student's photo", () => {
  it.each([
    ['staff', () => staff],
    ['the student themself', () => student],
    ['a teacher of a course the student has a grade in', () => gradingTeacher],
  ])('is shown to %s, by every URL form', async (_name, userOf) => {
    for (const url of [
      studentPhoto.url,
      `/api/document-direct/${studentPhoto.id}`,
      `/api/documents/${studentPhoto.id}/download`,
    ]) {
      const response = await view(userOf(), url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(studentPhoto.bytes);
    }
  });

  it.each([
    ['another student', () => otherStudent],
    ['a teacher who teaches the student nothing', () => unrelatedTeacher],
    ['a teacher whose only grade of the student is of no course', () => formerTeacher],
  ])('is answered 404 to %s, exactly as an id that does not exist', async (_name, userOf) => {
    const missing = await view(userOf(), '/api/document-direct/999999');
    for (const url of [
      studentPhoto.url,
      `/api/document-direct/${studentPhoto.id}`,
      `/api/documents/${studentPhoto.id}/download`,
    ]) {
      const response = await view(userOf(), url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('is not found by a student counting document ids', async () => {
    const ownPhoto = await putPhoto(otherStudent, 'student', otherStudentId);
    const seen: number[] = [];
    for (let id = 1; id <= Math.max(studentPhoto.id, ownPhoto.id, teacherPhoto.id) + 3; id++) {
      const response = await view(otherStudent, `/api/document-direct/${id}`);
      expect([200, 403, 404]).toContain(response.statusCode);
      if (response.statusCode === 200) seen.push(id);
    }
    expect(seen).toContain(ownPhoto.id);
    expect(seen).toContain(teacherPhoto.id);
    expect(seen).not.toContain(studentPhoto.id);
  });
});

describe("a teacher's photo", () => {
  it.each([
    ['staff', () => staff],
    ['a student', () => otherStudent],
    ['another teacher', () => unrelatedTeacher],
  ])('is shown to every signed-in user: %s', async (_name, userOf) => {
    expect((await view(userOf(), teacherPhoto.url)).statusCode).toBe(200);
  });
});
