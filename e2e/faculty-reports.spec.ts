import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog, expectUsableAt375, toastText } from './files';
import { createTeacher, expect, signIn, STAFF, staffHeaders, test } from './fixtures';

/*
 * The reports a school is judged by (issue 45): staff open the qualifications table for the current term, see a
 * course flagged 'Sin justificar', justify it by professional experience, export the table as CSV (opened as a
 * spreadsheet would: BOM, commas, no formula cells), and open the yearly activity report with its charts' tables.
 */
test('staff justify a flagged course by experience, export the table and open the yearly report', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const headers = await staffHeaders(request);
  // A teacher without a degree (matte painting) teaching a game design course: flagged by the rule.
  const teacher = await createTeacher(request, `Profe Práctica ${suffix}`);
  const course = `Diseño de niveles ${suffix}`;
  const created = await request.post('/api/courses', {
    headers,
    data: { name: course, course_code: `QF-${suffix}`, teacher_id: teacher.id, expertise_areas: ['game_design'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = (await created.json()).id as number;
  // On the current term's rosters, so the term lists it whatever other courses it has.
  const student = await request.post('/api/staff/students', {
    headers,
    data: {
      full_name: `Eva Cualificada ${suffix}`,
      student_id: `QF-${suffix}`,
      email: `qf-${suffix}@school.test`,
      password: `pw-${suffix}-secret`,
    },
  });
  expect(student.status()).toBe(201);
  const today = new Date();
  const enrolled = await request.post(`/api/courses/${courseId}/enrolments`, {
    headers,
    data: {
      student_id: (await student.json()).id,
      semester: today.getMonth() < 6 ? '1' : '2',
      academic_year: today.getFullYear(),
    },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);

  await signIn(page, STAFF);
  await page.getByRole('link', { name: 'Cualificaciones', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cualificaciones' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cualificaciones del profesorado' });
  const row = table.getByRole('row', { name: new RegExp(course) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Sin justificar')).toBeVisible();
  await expect(row.getByText('No cubiertas por el profesor')).toBeVisible();
  await expectNoAxeViolations(page);

  // Filtered to the flagged ones, the course is there.
  await page.getByRole('combobox', { name: 'Base' }).click();
  await page.getByRole('option', { name: 'Sin justificar' }).click();
  await expect(row).toBeVisible();

  // Justified by professional experience: the justification is required.
  await row.getByRole('button', { name: `Justificar ${course}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Base de la cualificación' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Experiencia profesional' })).toBeChecked();
  await expect(dialog.getByText('El registro del profesor no tiene actividades todavía.')).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe la justificación de la experiencia profesional')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /Justificación/ })
    .fill('Doce años diseñando niveles de juegos publicados en estudios de la región.');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Base guardada')).toBeVisible();
  await expect(dialog).toBeHidden();
  // No longer flagged: gone from the filtered table, shown with its basis in the whole one.
  await expect(row).toBeHidden();
  await page.getByRole('combobox', { name: 'Base' }).click();
  await page.getByRole('option', { name: 'Todas las bases' }).click();
  await expect(row.getByText('Experiencia profesional')).toBeVisible();
  await expect(row.getByText('Doce años diseñando niveles')).toBeVisible();

  // The CSV, opened as a spreadsheet would.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  let csv = Buffer.alloc(0);
  for await (const chunk of await (await download).createReadStream()) csv = Buffer.concat([csv, chunk as Buffer]);
  const text = csv.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = parse(text.slice(1)) as string[][];
  expect(rows[0]?.slice(0, 3)).toEqual(['Código', 'Curso', 'Profesor']);
  const line = rows.find((cells) => cells[1] === course);
  expect(line?.slice(7, 9)).toEqual([
    'Experiencia profesional',
    'Doce años diseñando niveles de juegos publicados en estudios de la región.',
  ]);
  for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  // The same table as a PDF, drawn on the server.
  expect(await downloadedPdf(page)).toMatch(/^cualificaciones-\d{4}-.+\.pdf$/);
  await expectUsableAt375(page);

  // The yearly activity report: the school's, its three breakdowns with their tables.
  await page.getByRole('link', { name: 'Informe anual de actividad', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informe anual de actividad' })).toBeVisible();
  const year = today.getFullYear();
  await expect(page.getByRole('heading', { level: 2, name: `Actividad de la escuela en ${year}` })).toBeVisible();
  for (const name of ['Por tipo', 'Por alcance', 'Por selección'])
    await expect(page.getByRole('table', { name })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Por tipo' }).getByRole('columnheader', { name: String(year - 1) }),
  ).toBeVisible();
  // One teacher's, found by name.
  await page.getByRole('searchbox', { name: 'Un profesor' }).fill(teacher.fullName);
  await page.getByRole('button', { name: teacher.fullName }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Actividad de ${teacher.fullName} en ${year}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  // The teacher reaches their own from the dashboard.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, teacher);
  await page.getByRole('link', { name: 'Mi informe anual de actividad' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Actividad de ${teacher.fullName} en ${year}` }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Un profesor' })).toHaveCount(0);
  expect(await downloadedPdf(page)).toBe(`actividad-${teacher.fullName}-${year}.pdf`);
});

/** Clicks 'Exportar PDF', checks the file is a PDF and answers its name. */
async function downloadedPdf(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  let bytes = Buffer.alloc(0);
  for await (const chunk of await (await download).createReadStream()) bytes = Buffer.concat([bytes, chunk as Buffer]);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await download).suggestedFilename();
}
