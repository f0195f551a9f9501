import {
  chooseFile,
  expectNoAxeViolations,
  expectNoAxeViolationsInDialog,
  expectUsableAt375,
  pdfBuffer,
  toastText,
} from './files';
import { createTeacher, expect, signIn, STAFF, staffHeaders, test } from './fixtures';

test('a student sees their grades on /grades, grouped by term, and only theirs', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const headers = await staffHeaders(request);
  const account = { email: `alumna-${suffix}@school.test`, password: `pw-${suffix}-secret` };
  const created = await request.post('/api/staff/students', {
    headers,
    data: {
      full_name: `Alumna ${suffix}`,
      student_id: `S-${suffix}`,
      email: account.email,
      password: account.password,
    },
  });
  expect(created.status()).toBe(201);
  const studentId = (await created.json()).id as number;
  const other = await request.post('/api/staff/students', {
    headers,
    data: {
      full_name: `Otro ${suffix}`,
      student_id: `O-${suffix}`,
      email: `otro-${suffix}@school.test`,
      password: account.password,
    },
  });
  const year = new Date().getFullYear();
  for (const [course, grade, semester] of [
    ['Animación 3D', '92', '1'],
    ['Dibujo', 'B+', '1'],
    ['Color', '78', '2'],
  ] as const) {
    expect(
      (
        await request.post('/api/grades', {
          headers,
          // A course of that title on this server would ask for the reason of a student not on its roster.
          data: {
            student_id: studentId,
            course_title: course,
            grade,
            semester,
            academic_year: year,
            reason: 'Historial',
          },
        })
      ).status(),
    ).toBe(200);
  }
  await request.post('/api/grades', {
    headers,
    data: {
      student_id: (await other.json()).id,
      course_title: `Privado ${suffix}`,
      grade: '50',
      semester: '1',
      academic_year: year,
    },
  });

  await signIn(page, account);
  await page.getByRole('link', { name: 'Notas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis notas' })).toBeVisible();
  const first = page.getByRole('table', { name: `${year} · Primer semestre` });
  await expect(first.getByRole('row', { name: /Animación 3D/ }).getByRole('cell', { name: '92' })).toBeVisible();
  await expect(first.getByRole('row', { name: /Dibujo/ }).getByRole('cell', { name: 'B+' })).toBeVisible();
  await expect(page.getByRole('table', { name: `${year} · Segundo semestre` }).getByText('Color')).toBeVisible();
  await expect(page.getByText('promedio de las notas numéricas: 85')).toBeVisible();
  await expect(page.getByText(`Privado ${suffix}`)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  // The student changes their phone, the one field of the record that is theirs to change.
  await page.goto('/student/profile');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+502 5555-0101');
  await page.getByRole('form', { name: 'Mi teléfono' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Teléfono guardado', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a teacher records a grade for a course they teach, and the student sees it', async ({ page, request }) => {
  const suffix = Date.now().toString(36);
  const headers = await staffHeaders(request);
  const teacher = await createTeacher(request, `Profe Notas ${suffix}`);
  const course = `Modelado ${suffix}`;
  expect(
    (
      await request.post('/api/courses', {
        headers,
        data: { name: course, course_code: `M-${suffix}`, teacher_id: teacher.id },
      })
    ).status(),
  ).toBe(201);
  const student = { email: `graded-${suffix}@school.test`, password: `pw-${suffix}-secret` };
  const enrolled = await request.post('/api/staff/students', {
    headers,
    data: { full_name: `Alumno Notas ${suffix}`, student_id: `G-${suffix}`, ...student },
  });
  expect(enrolled.status()).toBe(201);
  // The grade sheet lists the course's roster for the term it opens on (the current one: the course has no grades).
  const courseId = (
    (await (await request.get(`/api/courses?q=M-${suffix}`, { headers })).json()) as { id: number }[]
  )[0]!.id;
  const today = new Date();
  expect(
    (
      await request.post(`/api/courses/${courseId}/enrolments`, {
        headers,
        data: {
          student_id: (await enrolled.json()).id as number,
          semester: today.getMonth() < 6 ? '1' : '2',
          academic_year: today.getFullYear(),
        },
      })
    ).status(),
  ).toBe(201);

  await signIn(page, teacher);
  await page.getByRole('link', { name: 'Notas', exact: true }).click();
  // Their only course is chosen already.
  await expect(page.getByRole('combobox', { name: 'Curso' })).toHaveText(course);
  const cell = page.getByRole('textbox', { name: `Nota de Alumno Notas ${suffix}` });
  await cell.fill('E+');
  await expect(page.getByText('La nota debe ser un número de 0 a 100')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar todo' })).toBeDisabled();
  await cell.fill('88');
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);
  await page.getByRole('button', { name: 'Guardar todo' }).click();
  await expect(page.getByText('Notas guardadas', { exact: true })).toBeVisible();
  await expect(cell).toHaveValue('88');
  // The dashboard counts the students the teacher has graded.
  await page.getByRole('link', { name: 'Panel', exact: true }).click();
  await expect(page.getByText('Estudiantes con notas tuyas').locator('..')).toContainText('1');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, student);
  await page.goto('/grades');
  // Exact: the course's suffix, a base-36 time, may itself hold '88'.
  await expect(
    page.getByRole('row', { name: new RegExp(course) }).getByRole('cell', { name: '88', exact: true }),
  ).toBeVisible();
  await page.goto('/student/dashboard');
  await expect(
    page
      .getByRole('list', { name: 'Últimas notas' })
      .getByRole('listitem')
      .filter({ hasText: course })
      .getByText('88', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  // Uploads need staff's permission (§6): none at first, then the student uploads once it is given.
  await page.goto('/documents');
  await expect(page.getByRole('tab', { name: 'Subir documento' })).toHaveCount(0);
  await expect(page.getByText('Por ahora no puedes subir documentos')).toBeVisible();
  await expectNoAxeViolations(page);
  const [created] = (await (await request.get(`/api/staff/students?q=G-${suffix}`, { headers })).json()) as {
    id: number;
    full_name: string;
    student_id: string;
  }[];
  expect(
    (
      await request.put(`/api/staff/students/${created!.id}`, {
        headers,
        data: { full_name: created!.full_name, student_id: created!.student_id, can_upload_documents: true },
      })
    ).status(),
  ).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'Subir documento' }).click();
  const upload = page.getByRole('form', { name: 'Subir documento' });
  await chooseFile(page, upload.getByRole('button', { name: 'Seleccionar archivo' }), {
    name: 'constancia.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  });
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'Constancia', exact: true }).click();
  await upload.getByRole('button', { name: 'Subir documento' }).click();
  await expect(page.getByText('Documento subido', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Ver documentos' }).click();
  await expect(page.getByRole('row', { name: /constancia\.pdf/ })).toBeVisible();
  await expect(page.getByText('Por ahora no puedes subir documentos')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("staff record a grade in a course picked by id (its teacher filled in), which then only that course's teacher may change", async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const headers = await staffHeaders(request);
  const teacher = await createTeacher(request, `Profe Curso ${suffix}`);
  const outsider = await createTeacher(request, `Profe Ajeno ${suffix}`);
  const course = `Escenografía ${suffix}`;
  const created = await request.post('/api/courses', {
    headers,
    data: { name: course, course_code: `E-${suffix}`, teacher_id: teacher.id },
  });
  expect(created.status()).toBe(201);
  const courseId = (await created.json()).id as number;
  const student = await request.post('/api/staff/students', {
    headers,
    data: {
      full_name: `Alumno Curso ${suffix}`,
      student_id: `C-${suffix}`,
      email: `curso-${suffix}@school.test`,
      password: `pw-${suffix}-secret`,
    },
  });
  const studentId = (await student.json()).id as number;
  const year = new Date().getFullYear();
  // On the course's roster this year, as its grades are.
  for (const semester of ['1', '2'])
    expect(
      (
        await request.post(`/api/courses/${courseId}/enrolments`, {
          headers,
          data: { student_id: studentId, semester, academic_year: year },
        })
      ).status(),
    ).toBe(201);

  await signIn(page, STAFF);
  await page.goto(`/admin/students/${studentId}`);
  await page.getByRole('button', { name: 'Agregar nota' }).click();
  const form = page.getByRole('form', { name: 'Nueva nota' });
  await form.getByRole('combobox', { name: /^Curso/ }).click();
  await page.getByRole('option', { name: course }).click();
  await expect(form.getByRole('combobox', { name: /^Profesor/ })).toHaveText(`Profe Curso ${suffix}`);
  await form.getByRole('textbox', { name: /^Nota/ }).fill('93');
  await expectNoAxeViolationsInDialog(page);
  await form.getByRole('button', { name: 'Registrar nota' }).click();
  await expect(toastText(page, 'Nota registrada')).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(course) }).getByRole('cell', { name: '93', exact: true }),
  ).toBeVisible();
  const [grade] = (await (await request.get(`/api/grades?student_id=${studentId}`, { headers })).json()) as {
    id: number;
    course_id: number;
    teacher_id: number;
  }[];
  expect(grade).toMatchObject({ course_id: courseId, teacher_id: teacher.id });

  // Another teacher may not write in the course, by id or by its title; its teacher may.
  const tokenOf = async (account: { email: string; password: string }) => ({
    authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: account })).json()).token as string}`,
  });
  const outsiderHeaders = await tokenOf(outsider);
  for (const data of [{ course_id: courseId }, { course_title: course }]) {
    expect(
      (
        await request.post('/api/grades', {
          headers: outsiderHeaders,
          data: { student_id: studentId, grade: '0', semester: '2', academic_year: year, ...data },
        })
      ).status(),
    ).toBe(403);
  }
  expect((await request.delete(`/api/grades/${grade!.id}`, { headers: outsiderHeaders })).status()).toBe(403);
  expect(
    (
      await request.post('/api/grades/sheet', {
        headers: await tokenOf(teacher),
        data: {
          course_id: courseId,
          semester: '2',
          academic_year: year,
          grades: [{ student_id: studentId, grade: '88' }],
        },
      })
    ).status(),
  ).toBe(200);
});
