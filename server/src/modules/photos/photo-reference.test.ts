import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@contracts/photos';
import { students, teachers } from '../../db/schema/index';
import { type TestUser } from '../../../test/build-app';
import { teacherIdOf, studentIdOf } from '../../../test/profile-ids';
import { signedInApp } from '../../../test/signed-in-app';
import { teacherPayload } from '../../../test/factories';
import { multipart, sampleFiles, type FilePart } from '../../../test/multipart';

/*
 * profile_photo written through a profile field takes only a photo document of the same person (or null to
 * clear): a teacher set theirs to another teacher's CV, a student to another student's certificate.
 */
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
/** Documents of the other people, by kind: what nobody else may show as their photo. */
const others: Record<string, string> = {};

const url = (id: number) => `/api/document-direct/${id}?t=1700000000000`;

async function uploadDocument(user: TestUser, fields: Record<string, string>, file: FilePart): Promise<number> {
  const body = multipart(fields, [file]);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function putPhoto(user: TestUser, kind: string, id: number): Promise<number> {
  const body = multipart({}, [{ filename: 'me.png', content: sampleFiles.png(3000) }]);
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/photos/${kind}/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().document.id;
}

const call = (user: TestUser, method: 'POST' | 'PUT' | 'PATCH', path: string, payload: object) =>
  context.app.inject({ method, url: path, payload, headers: user.auth });

beforeAll(async () => {
  [teacherId, otherTeacherId, studentId, otherStudentId] = await Promise.all([
    teacherIdOf(context, teacher),
    teacherIdOf(context, otherTeacher),
    studentIdOf(context, student),
    studentIdOf(context, otherStudent),
  ]);
  others.teacherCv = url(
    await uploadDocument(
      otherTeacher,
      { document_type: 'teacher', document_tag: 'cv', entity_id: String(otherTeacherId) },
      { filename: 'cv.pdf', content: sampleFiles.pdf() },
    ),
  );
  others.teacherPhoto = url(await putPhoto(otherTeacher, 'teacher', otherTeacherId));
  others.studentCertificate = url(
    await uploadDocument(
      staff,
      { document_type: 'student', document_tag: 'constancia', entity_id: String(otherStudentId) },
      { filename: 'constancia.png', content: sampleFiles.png(2000) },
    ),
  );
  others.studentPhoto = url(await putPhoto(otherStudent, 'student', otherStudentId));
  others.ownCv = url(
    await uploadDocument(
      teacher,
      { document_type: 'teacher', document_tag: 'cv', entity_id: String(teacherId) },
      { filename: 'cv.pdf', content: sampleFiles.pdf() },
    ),
  );
  others.missing = url(987_654);
});

function expectRefused(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: 'PROFILE_PHOTO_NOT_OWN', message: PHOTO_MESSAGES.notOwnPhoto.message });
}

describe('profile_photo through a profile field', () => {
  it.each(['teacherCv', 'teacherPhoto', 'studentCertificate', 'studentPhoto', 'ownCv', 'missing'])(
    "refuses a teacher's own profile naming %s",
    async (name) => {
      expectRefused(
        await call(teacher, 'PUT', '/api/teacher/profile', { full_name: 'Marta', profile_photo: others[name] }),
      );
      expect((await context.db.select().from(teachers).where(eq(teachers.id, teacherId)))[0]!.profilePhoto).not.toBe(
        others[name],
      );
    },
  );

  it.each(['teacherCv', 'teacherPhoto', 'ownCv'])(
    'refuses staff setting a teacher photo to %s (PATCH, PUT, and on create)',
    async (name) => {
      expectRefused(await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, { profile_photo: others[name] }));
      const { email: _email, ...payload } = teacherPayload({ profile_photo: others[name] });
      expectRefused(await call(staff, 'PUT', `/api/staff/teachers/${teacherId}`, payload));
      expectRefused(await call(staff, 'POST', '/api/staff/teachers', teacherPayload({ profile_photo: others[name] })));
    },
  );

  it.each(['studentCertificate', 'studentPhoto', 'teacherCv', 'missing'])(
    "refuses a student's photo naming %s, uploads off or on",
    async (name) => {
      for (const canUploadDocuments of [false, true]) {
        await context.db.update(students).set({ canUploadDocuments }).where(eq(students.id, studentId));
        expectRefused(await call(student, 'PATCH', '/api/student/profile', { profile_photo: others[name] }));
      }
    },
  );

  it('takes a photo document of the same person, keeps the value a record has, and clears with null or empty', async () => {
    const own = url(await putPhoto(teacher, 'teacher', teacherId));
    expect(
      (await call(teacher, 'PUT', '/api/teacher/profile', { full_name: 'Marta', profile_photo: null })).json()
        .profile_photo,
    ).toBeNull();
    expect(
      (await call(teacher, 'PUT', '/api/teacher/profile', { full_name: 'Marta', profile_photo: own })).json()
        .profile_photo,
    ).toBe(own);
    // The form sends the value back unchanged with every other edit.
    expect(
      (await call(teacher, 'PUT', '/api/teacher/profile', { full_name: 'Marta López', profile_photo: own })).statusCode,
    ).toBe(200);
    expect(
      (await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, { profile_photo: '' })).json().profile_photo,
    ).toBeNull();
    expect(
      (await call(staff, 'PATCH', `/api/staff/teachers/${teacherId}`, { profile_photo: own })).json().profile_photo,
    ).toBe(own);

    const studentPhoto = url(await putPhoto(student, 'student', studentId));
    expect(
      (await call(student, 'PATCH', '/api/student/profile', { profile_photo: null })).json().profile_photo,
    ).toBeNull();
    expect(
      (await call(student, 'PATCH', '/api/student/profile', { profile_photo: studentPhoto })).json().profile_photo,
    ).toBe(studentPhoto);
  });
});
