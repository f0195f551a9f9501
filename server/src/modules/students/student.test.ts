import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, students } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { signedInApp } from '../../../test/signed-in-app';
import { multipart, sampleFiles } from '../../../test/multipart';

const [context, staff, teacher, student, otherStudent] = await signedInApp('staff', 'teacher', 'student', 'student');
let studentId: number;

beforeAll(async () => {
  studentId = (
    await context.db
      .update(students)
      .set({ fullName: 'Renata Quiroa' })
      .where(eq(students.userId, student.id))
      .returning()
  )[0]!.id;
  await context.db.insert(courses).values([
    { name: 'Modelado 3D', courseCode: 'M3D' },
    { name: 'Animación 2D', courseCode: 'A2D' },
  ]);
});

const get = (user: TestUser | null, url: string) =>
  context.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

describe('students', () => {
  it('lists and searches for staff only', async () => {
    const found = await get(staff, '/api/students?q=quiroa&limit=10');
    expect(found.statusCode).toBe(200);
    expect(found.json().map((row: { id: number }) => row.id)).toEqual([studentId]);
    expect(found.headers['x-total-count']).toBe('1');
    for (const user of [teacher, student]) expect((await get(user, '/api/students')).statusCode).toBe(403);
    expect((await get(null, '/api/students')).statusCode).toBe(401);
  });

  it('shows a student to staff and to that student only', async () => {
    expect((await get(staff, `/api/students/${studentId}`)).json().full_name).toBe('Renata Quiroa');
    expect((await get(student, `/api/students/${studentId}`)).statusCode).toBe(200);
    const refused = await get(otherStudent, `/api/students/${studentId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'No tienes permiso para ver este estudiante.' });
    expect((await get(teacher, `/api/students/${studentId}`)).statusCode).toBe(403);
    const unknown = await get(staff, '/api/students/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'STUDENT_NOT_FOUND', message: 'Estudiante no encontrado' });
  });

  it('lets a student set and clear only their own photo', async () => {
    const body = multipart({}, [{ filename: 'me.png', content: sampleFiles.png(3000) }]);
    const uploaded = await context.app.inject({
      method: 'PUT',
      url: `/api/photos/student/${studentId}`,
      payload: body.payload,
      headers: { ...body.headers, ...student.auth },
    });
    const photo = `/api/document-direct/${uploaded.json().document.id}?t=1`;
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/student/profile',
      headers: student.auth,
      payload: { profile_photo: photo },
    });
    expect(response.json()).toMatchObject({ id: studentId, profile_photo: photo });
    expect((await get(otherStudent, '/api/student/profile')).json().profile_photo).toBeNull();
    expect(
      (
        await context.app.inject({
          method: 'PATCH',
          url: '/api/student/profile',
          headers: teacher.auth,
          payload: { profile_photo: photo },
        })
      ).statusCode,
    ).toBe(403);
    const cleared = await context.app.inject({
      method: 'PATCH',
      url: '/api/student/profile',
      headers: student.auth,
      payload: { profile_photo: null },
    });
    expect(cleared.json().profile_photo).toBeNull();
  });
});

describe('courses (read)', () => {
  it('lists and searches by name or code for any signed-in user', async () => {
    const byCode = await get(student, '/api/courses?q=a2d');
    expect(byCode.json().map((row: { name: string }) => row.name)).toEqual(['Animación 2D']);
    expect((await get(teacher, '/api/courses')).json()).toHaveLength(2);
    expect((await get(null, '/api/courses')).statusCode).toBe(401);
  });

  it('answers one course, 404 for an unknown id and the §2.12 message for a non-numeric one', async () => {
    const [course] = await context.db.select().from(courses).where(eq(courses.courseCode, 'M3D'));
    expect((await get(staff, `/api/courses/${course!.id}`)).json()).toMatchObject({
      course_code: 'M3D',
      duration_type: ['semestral'],
    });
    expect((await get(staff, '/api/courses/999999')).statusCode).toBe(404);
    const invalid = await get(staff, '/api/courses/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('ID de curso inválido');
  });
});
