import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, grades, students, unifiedDocuments, users } from '../../db/schema/index';
import { signedInApp, callerOf } from '../../../test/signed-in-app';
import { multipart, sampleFiles } from '../../../test/multipart';

const [context, staff, teacher, student] = await signedInApp('staff', 'teacher', 'student');

const call = callerOf(context);

const newStudent = (code: string, overrides: object = {}) => ({
  full_name: `Estudiante ${code}`,
  student_id: code,
  email: `${code.toLowerCase()}@alumnos.test`,
  password: 'student-pass',
  program: 'Animación',
  enrollment_year: 2025,
  ...overrides,
});
const studentCount = async () => (await context.db.select({ value: count() }).from(students))[0]!.value;

async function create(code: string, overrides: object = {}) {
  const response = await call(staff, 'POST', '/api/staff/students', newStudent(code, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; user_id: number };
}

describe('student management per role', () => {
  it('is staff only', async () => {
    const { id } = await create('ROLE-S1');
    for (const user of [teacher, student]) {
      expect((await call(user, 'GET', '/api/staff/students')).statusCode).toBe(403);
      expect((await call(user, 'GET', `/api/staff/students/${id}`)).statusCode).toBe(403);
      expect((await call(user, 'POST', '/api/staff/students', newStudent('ROLE-S2'))).statusCode).toBe(403);
      expect(
        (
          await call(user, 'PUT', `/api/staff/students/${id}`, {
            full_name: 'X',
            student_id: 'ROLE-S1',
            can_upload_documents: true,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(user, 'DELETE', `/api/staff/students/${id}`)).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/staff/students')).statusCode).toBe(401);
    // A student reading another student's record is refused too.
    expect((await call(student, 'GET', `/api/students/${id}`)).statusCode).toBe(403);
    const [row] = await context.db.select().from(students).where(eq(students.id, id));
    expect(row).toMatchObject({ fullName: 'Estudiante ROLE-S1', canUploadDocuments: false });
  });
});

describe('student rules', () => {
  it('creates the student with their account in one transaction, and refuses a taken student id or email with 409', async () => {
    const created = await create('NEW-1', { phone: '+502 5555-1234' });
    const [account] = await context.db.select().from(users).where(eq(users.id, created.user_id));
    expect(account).toMatchObject({ role: 'student', email: 'new-1@alumnos.test' });
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new-1@alumnos.test', password: 'student-pass' },
    });
    expect(signIn.statusCode).toBe(200);
    const before = await studentCount();
    const takenId = await call(
      staff,
      'POST',
      '/api/staff/students',
      newStudent('new-1', { email: 'other@alumnos.test' }),
    );
    expect(takenId.statusCode).toBe(409);
    expect(takenId.json().message).toBe('Ya existe un estudiante con el carné new-1');
    const takenEmail = await call(
      staff,
      'POST',
      '/api/staff/students',
      newStudent('NEW-2', { email: 'NEW-1@alumnos.test' }),
    );
    expect(takenEmail.statusCode).toBe(409);
    const invalid = await call(staff, 'POST', '/api/staff/students', {
      full_name: '',
      student_id: 'a b',
      email: 'x',
      password: '1',
      enrollment_year: 1800,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining([
        'El nombre es obligatorio',
        'Usa solo letras, números, punto, guion o guion bajo',
        'Por favor ingresa un correo electrónico válido.',
        'La contraseña debe tener al menos 6 caracteres',
        'Año de ingreso inválido',
      ]),
    );
    expect(await studentCount()).toBe(before);
    expect(await context.db.select().from(users).where(eq(users.email, 'other@alumnos.test'))).toHaveLength(0);
  });

  it('searches by name, student id or email, pages, and reads one', async () => {
    for (const code of ['SRCH-1', 'SRCH-2', 'SRCH-3']) await create(code, { full_name: `Zoe Búsqueda ${code}` });
    const byName = await call(staff, 'GET', '/api/staff/students?q=zoe%20b%C3%BAsqueda&limit=2');
    expect(byName.json().map((row: { student_id: string }) => row.student_id)).toEqual(['SRCH-1', 'SRCH-2']);
    expect(byName.headers['x-total-count']).toBe('3');
    const byEmail = await call(staff, 'GET', '/api/staff/students?q=srch-3@alumnos');
    expect(byEmail.json().map((row: { student_id: string }) => row.student_id)).toEqual(['SRCH-3']);
    const one = await call(staff, 'GET', `/api/staff/students/${byEmail.json()[0].id}`);
    expect(one.json()).toMatchObject({ email: 'srch-3@alumnos.test', is_active: true, can_upload_documents: false });
    expect(one.body).not.toMatch(/password/);
    expect((await call(staff, 'GET', '/api/staff/students/abc')).json().message).toBe('ID de estudiante inválido');
    expect((await call(staff, 'GET', '/api/staff/students/999999')).statusCode).toBe(404);
  });

  it('lets a student upload to their own record only while staff allow it (§6)', async () => {
    const created = await create('UPL-1');
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'upl-1@alumnos.test', password: 'student-pass' },
    });
    const token = (
      await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'upl-1@alumnos.test', password: 'student-pass' },
      })
    ).json().token as string;
    const upload = (entityId: number) => {
      const body = multipart({ document_type: 'student', document_tag: 'constancia', entity_id: String(entityId) }, [
        { filename: 'constancia.pdf', content: sampleFiles.pdf(), contentType: 'application/pdf' },
      ]);
      return context.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    };
    expect((await upload(created.id)).statusCode).toBe(403);
    const allowed = await call(staff, 'PUT', `/api/staff/students/${created.id}`, {
      full_name: 'Estudiante UPL-1',
      student_id: 'UPL-1',
      can_upload_documents: true,
      program: 'Animación',
      enrollment_year: 2025,
    });
    expect(allowed.json()).toMatchObject({ can_upload_documents: true });
    expect((await upload(created.id)).statusCode).toBe(201);
    const other = await create('UPL-2', { can_upload_documents: true });
    expect((await upload(other.id)).statusCode).toBe(403);
    const logged = await context.db
      .select()
      .from(activities)
      .where(eq(activities.activity, 'Updated student Estudiante UPL-1'));
    expect(logged[0]!.changes).toMatchObject({ can_upload_documents: { before: false, after: true } });
  });

  it('lets a student change their phone only, and deletes a student with account, grades and documents', async () => {
    const own = await call(student, 'PUT', '/api/student/profile', {
      phone: '+502 4444-0000',
      full_name: 'Hackeado',
      can_upload_documents: true,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ phone: '+502 4444-0000', can_upload_documents: false });
    expect(own.json().full_name).not.toBe('Hackeado');
    const created = await create('DEL-1', { can_upload_documents: true });
    await context.db
      .insert(grades)
      .values({ studentId: created.id, courseTitle: 'Dibujo', grade: '90', semester: '1', academicYear: 2026 });
    const body = multipart({ document_type: 'student', document_tag: 'constancia', entity_id: String(created.id) }, [
      { filename: 'c.pdf', content: sampleFiles.pdf(), contentType: 'application/pdf' },
    ]);
    const uploaded = await context.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...staff.auth },
    });
    expect(uploaded.statusCode).toBe(201);
    const [document] = await context.db
      .select()
      .from(unifiedDocuments)
      .where(eq(unifiedDocuments.id, uploaded.json().id));
    expect((await call(staff, 'DELETE', `/api/staff/students/${created.id}`)).statusCode).toBe(204);
    expect(await context.db.select().from(students).where(eq(students.id, created.id))).toHaveLength(0);
    expect(await context.db.select().from(users).where(eq(users.id, created.user_id))).toHaveLength(0);
    expect(await context.db.select().from(grades).where(eq(grades.studentId, created.id))).toHaveLength(0);
    expect(await context.db.select().from(unifiedDocuments).where(eq(unifiedDocuments.id, document!.id))).toHaveLength(
      0,
    );
    expect(
      fs
        .readdirSync(context.filesDir, { recursive: true })
        .map(String)
        .some((file) => file.endsWith(document!.filename)),
    ).toBe(false);
  });
});
