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
