import { expectNoAxeViolations, expectUsableAt375, toastText } from './files';
import { createTeacher, expect, signIn, STAFF, staffHeaders, test } from './fixtures';

/*
 * Course rosters (issue 42): staff enrol students in a course (one by one, from a Spanish Excel CSV) and see the
 * roster; the course's teacher opens the grade sheet on it, their only course chosen, is asked before leaving typed
 * grades, and saves them.
 */
test('staff enrol students one by one and by CSV; the teacher grades the roster and is asked before leaving', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const headers = await staffHeaders(request);
  const teacher = await createTeacher(request, `Profe Lista ${suffix}`);
  const course = `Modelado Orgánico ${suffix}`;
  const created = await request.post('/api/courses', {
    headers,
    data: { name: course, course_code: `RL-${suffix}`, teacher_id: teacher.id },
  });
  expect(created.status()).toBe(201);
  const courseId = (await created.json()).id as number;
  const students = [
    { full_name: `Ana Peña ${suffix}`, student_id: `RA-${suffix}`, email: `ra-${suffix}@school.test` },
    { full_name: `Bruno Núñez ${suffix}`, student_id: `RB-${suffix}`, email: `rb-${suffix}@school.test` },
    { full_name: `Carla Ibáñez ${suffix}`, student_id: `RC-${suffix}`, email: `rc-${suffix}@school.test` },
  ];
  for (const student of students) {
    const answer = await request.post('/api/staff/students', {
      headers,
      data: { ...student, password: `pw-${suffix}-secret` },
    });
    expect(answer.status()).toBe(201);
  }
  const [ana, bruno, carla] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];

  // Staff, on the course's page: the current term's roster, empty at first.
  await signIn(page, STAFF);
  await page.goto(`/admin/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Estudiantes inscritos' })).toBeVisible();
  await expect(page.getByText('Nadie inscrito en este periodo')).toBeVisible();

  // One by one: a search, then 'Inscribir a …'.
  await page.getByRole('searchbox', { name: 'Buscar estudiante' }).fill(ana.student_id);
  await page.getByRole('button', { name: `Inscribir a ${ana.full_name}` }).click();
  await expect(toastText(page, `${ana.full_name} inscrito`)).toBeVisible();
  const roster = page.getByRole('table', { name: /^Estudiantes inscritos/ });
  await expect(roster.getByRole('row', { name: new RegExp(ana.full_name) })).toBeVisible();

  // By CSV as Spanish Excel saves it: Windows-1252, semicolons, a header; a student id and an email.
  await page.getByLabel('Archivo CSV', { exact: true }).setInputFiles({
    name: 'lista.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Carné;Nombre\r\n${bruno.student_id};${bruno.full_name}\r\n${carla.email};${carla.full_name}\r\n`,
      'latin1',
    ),
  });
  await page.getByRole('button', { name: 'Inscribir desde el archivo' }).click();
  await expect(toastText(page, '2 estudiantes inscritos.')).toBeVisible();
  for (const student of students)
    await expect(roster.getByRole('row', { name: new RegExp(student.full_name) })).toBeVisible();
  await expect(page.getByText('Mostrando 3 de 3 estudiantes')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  // The teacher: the grade sheet opens on their only course and the roster of the term.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, teacher);
  await page.getByRole('link', { name: 'Notas', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Curso' })).toHaveText(course);
  for (const student of students)
    await expect(page.getByRole('textbox', { name: `Nota de ${student.full_name}` })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Agregar estudiante' })).toHaveCount(0);
  const cell = page.getByRole('textbox', { name: `Nota de ${bruno.full_name}` });
  // A decimal comma on a Spanish screen: read as 87.5, shown back as typed.
  await cell.fill('87,5');

  // Closing the tab (or reloading) with a typed grade: the browser's own question; staying keeps the grade.
  const browserAsks = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await browserAsks;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(cell).toHaveValue('87,5');

  // Leaving with a typed grade asks; 'Seguir editando' keeps it.
  await page.getByRole('link', { name: 'Panel', exact: true }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(cell).toHaveValue('87,5');
  await expect(page).toHaveURL(/\/teacher\/grades/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Guardar todo' }).click();
  await expect(toastText(page, 'Notas guardadas')).toBeVisible();
  await expect(cell).toHaveValue('87,5');
  // Saved, the page is left without a question.
  await page.getByRole('link', { name: 'Panel', exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/dashboard/);
  await expect(page.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' })).toHaveCount(0);

  const grades = (await (await request.get(`/api/grades?course_id=${courseId}`, { headers })).json()) as {
    student_name: string;
    grade: string;
  }[];
  expect(grades).toEqual([expect.objectContaining({ student_name: bruno.full_name, grade: '87.5' })]);
});

test("staff copy another course's roster and export it; an enrolled student sees the course under 'Mis cursos'", async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const headers = await staffHeaders(request);
  const teacher = await createTeacher(request, `Profe Copia ${suffix}`);
  const today = new Date();
  const term = { semester: today.getMonth() < 6 ? '1' : '2', academic_year: today.getFullYear() };
  const createCourse = async (name: string, code: string) => {
    const created = await request.post('/api/courses', {
      headers,
      data: { name, course_code: code, teacher_id: teacher.id },
    });
    expect(created.status()).toBe(201);
    return (await created.json()).id as number;
  };
  const from = { name: `Dibujo Anatómico ${suffix}`, code: `DA-${suffix}` };
  const to = { name: `Escultura Digital ${suffix}`, code: `ED-${suffix}` };
  const fromId = await createCourse(from.name, from.code);
  const toId = await createCourse(to.name, to.code);
  const students = [
    { full_name: `Íñigo Peña ${suffix}`, student_id: `CA-${suffix}`, email: `ca-${suffix}@school.test` },
    { full_name: `Lucía Núñez ${suffix}`, student_id: `CB-${suffix}`, email: `cb-${suffix}@school.test` },
  ];
  const password = `pw-${suffix}-secret`;
  for (const student of students) {
    const created = await request.post('/api/staff/students', { headers, data: { ...student, password } });
    expect(created.status()).toBe(201);
    const enrolled = await request.post(`/api/courses/${fromId}/enrolments`, {
      headers,
      data: { student_id: (await created.json()).id as number, ...term },
    });
    expect(enrolled.status()).toBe(201);
  }

  await signIn(page, STAFF);
  await page.goto(`/admin/courses/${toId}`);
  await expect(page.getByText('Nadie inscrito en este periodo')).toBeVisible();
  // The source course: chosen from the list, or found by its code first when the school has more than a page.
  const source = page.getByRole('combobox', { name: 'Curso de origen' });
  const search = page.getByRole('searchbox', { name: 'Buscar curso de origen' });
  await expect(async () => {
    if ((await search.isVisible()) && (await search.inputValue()) !== from.code) await search.fill(from.code);
    await source.click();
    try {
      await page.getByRole('option', { name: `${from.name} (${from.code})` }).click({ timeout: 2_000 });
    } catch (error) {
      await page.keyboard.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Copiar la lista' }).click();
  await expect(toastText(page, '2 estudiantes inscritos.')).toBeVisible();
  const roster = page.getByRole('table', { name: /^Estudiantes inscritos/ });
  for (const student of students)
    await expect(roster.getByRole('row', { name: new RegExp(student.full_name) })).toBeVisible();
  await expect(page.getByText('Mostrando 2 de 2 estudiantes')).toBeVisible();

  // The roster as CSV: both students, their accents intact.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  let csv = Buffer.alloc(0);
  for await (const chunk of await (await download).createReadStream()) csv = Buffer.concat([csv, chunk as Buffer]);
  const text = csv.toString('utf8');
  for (const student of students) {
    expect(text).toContain(student.full_name);
    expect(text).toContain(student.student_id);
  }

  // A student enrolled in both sees them among their courses, by name, code and teacher.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { email: students[0]!.email, password });
  await page.goto('/grades');
  const own = page.getByRole('list', { name: 'Mis cursos' });
  for (const course of [from, to]) {
    const item = own.getByRole('listitem').filter({ hasText: course.name });
    await expect(item).toContainText(course.code);
    await expect(item).toContainText(`Profe Copia ${suffix}`);
  }
  await expectNoAxeViolations(page);
});
