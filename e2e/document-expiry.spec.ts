import { expectNoAxeViolations, openTeacherDocuments, toastText, uploadTeacherCertificate } from './files';
import { createTeacher, expect, signIn, STAFF, test } from './fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('staff set a teacher’s document to expire in 5 days, run the reminders, and the teacher is reminded', async ({
  page,
  request,
}) => {
  const teacherName = `Valeria Contrato ${Date.now().toString(36)}`;
  const teacher = await createTeacher(request, teacherName);
  const name = `Contrato ${Date.now().toString(36)}.pdf`;
  await uploadTeacherCertificate(request, teacher.id, name);

  await signIn(page, STAFF);
  await page.goto('/admin/documents');
  await openTeacherDocuments(page, teacherName);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Vencimiento de ${name}` }).click();
  const popover = page.getByRole('dialog', { name: `Vencimiento de ${name}` });
  await popover.getByLabel('Fecha de vencimiento').fill(inDays(5));
  await popover.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Vencimiento guardado')).toBeVisible();

  const expiring = page.getByRole('table', { name: 'Documentos por vencer' });
  await expect(expiring.getByRole('row').filter({ hasText: name }).getByText('Vence en 5 días')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar recordatorios ahora' }).click();
  await expect(toastText(page, 'Recordatorios enviados')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, teacher);
  await page.goto('/teacher/dashboard');
  await expect(page.getByRole('region', { name: 'Documentos por vencer' }).getByText(name)).toBeVisible();
  await page.getByRole('button', { name: /^Notificaciones \(\d+ sin leer\)$/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notificaciones' }).getByText(`Documento por vencer: ${name}`),
  ).toBeVisible();
});
