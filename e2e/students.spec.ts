import { expectNoAxeViolations, expectNoAxeViolationsInDialog, expectUsableAt375, toastText } from './files';
import { expect, signIn, STAFF, staffHeaders, test } from './fixtures';

test('staff add a student, find them, allow their uploads, open their record, and export the list', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Estudiante Nueva ${suffix}`;
  await signIn(page, STAFF);
  await page.getByRole('link', { name: 'Gestión de Estudiantes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Estudiantes' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo Estudiante' }).click();
  const form = page.getByRole('form', { name: 'Nuevo estudiante' });
  await form.getByRole('button', { name: 'Crear estudiante' }).click();
  await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
  await form.getByRole('textbox', { name: /^Nombre completo/ }).fill(name);
  await form.getByRole('textbox', { name: /^Carné/ }).fill(`E-${suffix}`);
  await form.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`nueva-${suffix}@school.test`);
  await form.getByLabel(/^Contraseña inicial/).fill(`pw-${suffix}-secret`);
  await form.getByRole('textbox', { name: /^Programa/ }).fill('Animación Digital');
  await form.getByRole('button', { name: 'Crear estudiante' }).click();
  await expect(toastText(page, 'Estudiante creado')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar estudiantes' }).fill(`nueva-${suffix}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const upload = row.getByRole('switch', { name: `${name} puede subir documentos` });
  await expect(upload).not.toBeChecked();
  await upload.click();
  await expect(toastText(page, 'Subida de documentos permitida')).toBeVisible();
  await expect(upload).toBeChecked();
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await (await downloadEvent).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text).toContain('Nombre completo,Carné,Correo electrónico');
  expect(text).toContain(`E-${suffix}`);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Animación Digital')).toBeVisible();
  await expect(page.getByText('Este estudiante aún no tiene notas.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff record a grade on the record, correct it, and delete it.
  const year = new Date().getFullYear();
  await page.getByRole('button', { name: 'Agregar nota' }).click();
  const gradeForm = page.getByRole('form', { name: 'Nueva nota' });
  // A grade of no course of the school (history, transfer): 'Otro', then its title.
  await gradeForm.getByRole('combobox', { name: /^Curso/ }).click();
  await page.getByRole('option', { name: /^Otro/ }).click();
  await gradeForm.getByRole('textbox', { name: /^Título del curso/ }).fill(`Escultura ${suffix}`);
  await gradeForm.getByRole('textbox', { name: /^Nota/ }).fill('Z');
  await gradeForm.getByRole('spinbutton', { name: /^Año académico/ }).fill(String(year));
  await gradeForm.getByRole('button', { name: 'Registrar nota' }).click();
  await expect(gradeForm.getByText('La nota debe ser un número de 0 a 100')).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await gradeForm.getByRole('textbox', { name: /^Nota/ }).fill('75');
  await gradeForm.getByRole('button', { name: 'Registrar nota' }).click();
  await expect(toastText(page, 'Nota registrada')).toBeVisible();
  const gradeRow = page.getByRole('row', { name: new RegExp(`Escultura ${suffix}`) });
  await expect(gradeRow.getByRole('cell', { name: '75', exact: true })).toBeVisible();
  await gradeRow.getByRole('button', { name: `Corregir la nota de Escultura ${suffix}` }).click();
  const correction = page.getByRole('form', { name: 'Corregir nota' });
  await expect(correction.getByRole('textbox', { name: /^Nota/ })).toHaveValue('75');
  await correction.getByRole('textbox', { name: /^Nota/ }).fill('81,5');
  await correction.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(toastText(page, 'Nota corregida')).toBeVisible();
  // Typed with the decimal comma on a Spanish screen, read as 81.5 and shown back as typed.
  await expect(gradeRow.getByRole('cell', { name: '81,5', exact: true })).toBeVisible();
  await gradeRow.getByRole('button', { name: `Corregir la nota de Escultura ${suffix}` }).click();
  await expect(correction.getByRole('textbox', { name: /^Nota/ })).toHaveValue('81,5');
  await correction.getByRole('button', { name: 'Cancelar' }).click();
  await gradeRow.getByRole('button', { name: `Eliminar la nota de Escultura ${suffix}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Nota eliminada')).toBeVisible();
  await expect(page.getByText('Este estudiante aún no tiene notas.')).toBeVisible();
});

test('staff import five students from a CSV with one bad row, confirm, find them, and one sets a password from their link', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const rows = [
    'full_name;student_id;email;phone;program;enrollment_year;can_upload_documents;is_active',
    ...[1, 2, 3, 4].map(
      (n) => `Importada ${n} ${suffix};I${n}-${suffix};importada${n}-${suffix}@school.test;;Videojuegos;2026;no;sí`,
    ),
    `Mala ${suffix};I5-${suffix};no-es-correo;;;;;`,
  ];
  await signIn(page, STAFF);
  await page.goto('/admin/students');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar estudiantes desde CSV' });
  await dialog
    .getByLabel('Archivo CSV')
    .setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByText('4 por crear')).toBeVisible();
  await expect(dialog.getByText('1 rechazada', { exact: true })).toBeVisible();
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: `Mala ${suffix}` })
      .getByText("Columna 'email': escribe un correo electrónico válido, como nombre@escuela.edu"),
  ).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('combobox', { name: 'Mostrar filas' }).click();
  await page.getByRole('option', { name: 'Rechazadas' }).click();
  const previewRows = dialog.getByRole('table', { name: 'Vista previa de la importación' }).getByRole('row');
  await expect(previewRows).toHaveCount(2);
  await expect(previewRows.nth(1)).toContainText(`Mala ${suffix}`);
  const downloadEvent = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(dialog.getByText('4 estudiantes creados, 0 estudiantes actualizados, 1 fila rechazada.')).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('button', { name: 'Descargar enlaces (CSV)' }).click();
  let links = '';
  for await (const chunk of await (await downloadEvent).createReadStream()) links += String(chunk);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

  await page.getByRole('searchbox', { name: 'Buscar estudiantes' }).fill(suffix);
  await expect(page.getByRole('row').filter({ hasText: `Importada 1 ${suffix}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Importada' })).toHaveCount(4);
  await expect(page.getByText(`Mala ${suffix}`)).toHaveCount(0);

  // The first imported student sets a password with their one-time link and signs in.
  const link = links
    .split('\n')
    .find((line) => line.includes(`importada1-${suffix}@school.test`))!
    .split(',')
    .at(-1)!;
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Elige tu contraseña' })).toBeVisible();
  await page.getByLabel(/^Nueva contraseña/).fill('mi-clave-nueva-1');
  await page.getByLabel(/^Repite la contraseña/).fill('mi-clave-nueva-1');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña quedó guardada.')).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page, { email: `importada1-${suffix}@school.test`, password: 'mi-clave-nueva-1' });
});

test('on a 390 px phone a page of students renders its first cards, the rest as the list nears the screen or takes focus', async ({
  page,
  request,
}) => {
  const tag = `Fila${Date.now().toString(36)}`;
  const headers = await staffHeaders(request);
  for (let index = 1; index <= 9; index++) {
    const created = await request.post('/api/staff/students', {
      headers,
      data: {
        full_name: `${tag} Estudiante ${index}`,
        student_id: `${tag}-${index}`,
        email: `${tag.toLowerCase()}-${index}@school.test`,
        password: `pw-${tag}-${index}-secret`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF, '/admin/students');
  const search = page.getByRole('searchbox', { name: 'Buscar estudiantes' });
  await search.fill(tag);
  const cards = page.getByRole('list', { name: 'Estudiantes', exact: true }).getByRole('listitem');
  await expect(page.getByText('Mostrando 9 de 9 estudiantes')).toBeVisible();
  await expect(cards).toHaveCount(6);
  await page.mouse.wheel(0, 3000);
  await expect(cards).toHaveCount(9);

  // Focus reaching the list brings every card before a keyboard user tabs past the first ones.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto('/admin/students');
  await page.getByRole('searchbox', { name: 'Buscar estudiantes' }).fill(tag);
  await expect(cards).toHaveCount(6);
  await cards.first().getByRole('link').focus();
  await expect(cards).toHaveCount(9);
});
