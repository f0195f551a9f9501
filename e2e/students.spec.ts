import { toastText, expectNoAxeViolations } from './files';
import { expect, signIn, STAFF, test } from './fixtures';

test('staff add a student, find them, allow their uploads, open their record, and export the list', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const name = `Estudiante Nueva ${suffix}`;
  await signIn(page, STAFF);
  await page.getByRole('link', { name: 'Student Management' }).click();
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

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await (await downloadEvent).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text).toContain('full_name,student_id,email');
  expect(text).toContain(`E-${suffix}`);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Animación Digital')).toBeVisible();
  await expect(page.getByText('Este estudiante aún no tiene notas.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('staff import five students from a CSV with one bad row, confirm, find them, and one sets a password from their link', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const rows = [
    'full_name;student_id;email;phone;program;enrollment_year;can_upload_documents;is_active',
    ...[1, 2, 3, 4].map((n) => `Importada ${n} ${suffix};I${n}-${suffix};importada${n}-${suffix}@school.test;;Videojuegos;2026;no;sí`),
    `Mala ${suffix};I5-${suffix};no-es-correo;;;;;`,
  ];
  await signIn(page, STAFF);
  await page.goto('/admin/students');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar estudiantes desde CSV' });
  await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByText('4 por crear')).toBeVisible();
  await expect(dialog.getByText('1 rechazadas')).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: `Mala ${suffix}` }).getByText('email: Correo electrónico inválido')).toBeVisible();
  await expectNoAxeViolations(page);
  const downloadEvent = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(dialog.getByText('4 creados, 0 actualizados, 1 rechazados.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Descargar enlaces (CSV)' }).click();
  let links = '';
  for await (const chunk of await (await downloadEvent).createReadStream()) links += String(chunk);
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();

  await page.getByRole('searchbox', { name: 'Buscar estudiantes' }).fill(suffix);
  await expect(page.getByRole('row').filter({ hasText: `Importada 1 ${suffix}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Importada' })).toHaveCount(4);
  await expect(page.getByText(`Mala ${suffix}`)).toHaveCount(0);

  // The first imported student sets a password with their one-time link and signs in.
  const link = links.split('\n').find((line) => line.includes(`importada1-${suffix}@school.test`))!.split(',').at(-1)!;
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
