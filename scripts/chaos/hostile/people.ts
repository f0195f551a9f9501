import crypto from 'node:crypto';
import { encodeForm } from '../fuzz-multipart';
import { signIn, type Credentials } from '../fuzz-accounts';
import type { RoundIds } from './route-table';
import { smallPng } from './png';

/** The people of the round, made through the API as staff would, and the records their requests name. */

export interface Person {
  label: string;
  credentials: Credentials;
  token: string;
  /** The teacher profile of a teacher. */
  teacherId?: string;
  /** A work of a teacher's portfolio. */
  workId?: string;
}

export interface RoundPeople {
  staff: Person;
  teachers: [Person, Person];
  student: Person;
  /** Signs in again and again and reads its own account during the attacks. */
  victim: Person;
  /** The records staff made for the attacks to change (a teacher and its user, a course, a badge, a technique). */
  shared: Omit<RoundIds, 'teacherId' | 'workId'>;
}

const tag = () => `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;

async function call<T>(options: {
  baseUrl: string;
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  form?: { body: Buffer; contentType: string };
  expect: number;
}): Promise<T> {
  const response = await fetch(`${options.baseUrl}${options.path}`, {
    method: options.method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json ? { 'content-type': 'application/json' } : {}),
      ...(options.form ? { 'content-type': options.form.contentType } : {}),
    },
    body: options.json ? JSON.stringify(options.json) : options.form?.body,
  });
  const text = await response.text();
  if (response.status !== options.expect)
    throw new Error(`${options.method} ${options.path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

export function formOf(
  fields: Record<string, string>,
  file?: { field: string; filename: string; content: Buffer; contentType: string },
) {
  const boundary = `----hostile${crypto.randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file
      ? [{ name: file.field, file: { filename: file.filename, content: file.content, contentType: file.contentType } }]
      : []),
  ];
  return { body: encodeForm(boundary, parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A new teacher made by staff, signed in. */
export async function makeTeacher(baseUrl: string, staffToken: string, label: string): Promise<Person> {
  const unique = tag();
  const credentials = { email: `hostile-${label}-${unique}@school.test`, password: `hostile-password-${unique}` };
  const { id } = await call<{ id: number }>({
    baseUrl,
    method: 'POST',
    path: '/api/staff/teachers',
    token: staffToken,
    json: { full_name: `Hostil ${label}`, ...credentials },
    expect: 201,
  });
  return { label, credentials, token: await signIn(baseUrl, credentials), teacherId: String(id) };
}

/** Staff (the product's first account), two attacking teachers with a work each, a student, a victim teacher. */
export async function prepareRoundPeople(baseUrl: string, staffCredentials: Credentials): Promise<RoundPeople> {
  const staffToken = await signIn(baseUrl, staffCredentials);
  const staff: Person = { label: 'staff', credentials: staffCredentials, token: staffToken };
  const teachers: [Person, Person] = [
    await makeTeacher(baseUrl, staffToken, 'teacher-a'),
    await makeTeacher(baseUrl, staffToken, 'teacher-b'),
  ];
  const victim = await makeTeacher(baseUrl, staffToken, 'victim');
  const target = await makeTeacher(baseUrl, staffToken, 'target');
  const image = await smallPng();
  for (const person of teachers) {
    const work = await call<{ id: number }>({
      baseUrl,
      method: 'POST',
      path: `/api/teachers/${person.teacherId}/portfolio`,
      token: person.token,
      form: formOf(
        { title: 'Obra de partida' },
        { field: 'image', filename: 'obra.png', content: image, contentType: 'image/png' },
      ),
      expect: 201,
    });
    person.workId = String(work.id);
  }

  const studentUnique = tag();
  const studentCredentials = {
    email: `hostile-student-${studentUnique}@school.test`,
    password: `hostile-password-${studentUnique}`,
  };
  await call({
    baseUrl,
    method: 'POST',
    path: '/api/auth/register',
    token: staffToken,
    json: { ...studentCredentials, username: `hostile-student-${studentUnique}`, role: 'student' },
    expect: 201,
  });
  const student: Person = {
    label: 'student',
    credentials: studentCredentials,
    token: await signIn(baseUrl, studentCredentials),
  };
  const studentProfile = await call<{ id: number }>({
    baseUrl,
    method: 'GET',
    path: '/api/student/profile',
    token: student.token,
    expect: 200,
  });

  const targetRecord = await call<{ user_id: number }>({
    baseUrl,
    method: 'GET',
    path: `/api/staff/teachers/${target.teacherId}`,
    token: staffToken,
    expect: 200,
  });
  const courseUnique = tag();
  const course = await call<{ id: number }>({
    baseUrl,
    method: 'POST',
    path: '/api/courses',
    token: staffToken,
    json: { name: `Curso hostil ${courseUnique}`, course_code: `HOSTIL-${courseUnique}`, duration_type: ['free'] },
    expect: 201,
  });
  const badgeUnique = tag();
  const badge = await call<{ id: number }>({
    baseUrl,
    method: 'POST',
    path: '/api/badges',
    token: staffToken,
    form: formOf({
      badge_name: `Insignia de partida ${badgeUnique}`,
      badge_code: `P-${crypto.randomBytes(4).toString('hex')}`,
      badge_type: 'other',
      year: '2026',
      description: 'Insignia de la ronda de archivos hostiles',
      badge_color: '#0f766e',
    }),
    expect: 201,
  });
  const technique = await call<{ code: string }>({
    baseUrl,
    method: 'POST',
    path: '/api/portfolio/techniques',
    token: staffToken,
    json: { label: `Técnica hostil ${tag()}` },
    expect: 201,
  });
  return {
    staff,
    teachers,
    student,
    victim,
    shared: {
      targetTeacherId: String(target.teacherId),
      targetUserId: String(targetRecord.user_id),
      courseId: String(course.id),
      badgeId: String(badge.id),
      studentId: String(studentProfile.id),
      techniqueCode: technique.code,
    },
  };
}
