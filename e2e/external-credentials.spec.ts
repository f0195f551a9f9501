import fs from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { EXTERNAL_CREDENTIAL_FILE_MESSAGES, EXTERNAL_CREDENTIAL_MESSAGES } from '../contracts/external-credentials';
import { chooseFile, expectNoAxeViolations, expectNoAxeViolationsInDialog, pngBuffer, toastText } from './files';
import { createAccount, createTeacher, expect, signIn, STAFF, test } from './fixtures';
import { jsonFile, signElsewhereCredential, tampered } from './signed-credential';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  return (await login.json()).token as string;
}

/** The 'Credenciales externas' tab of the page on screen. */
async function openCredentialsTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Credenciales externas' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Credenciales externas' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Credenciales externas' })).toBeVisible();
  return panel;
}

/** One check's line ('Firma: Correcto …') in a list of checks. */
const checkLine = (list: Locator, label: string) => list.getByRole('listitem').filter({ hasText: `${label}:` });

test('staff check a credential from elsewhere, keep it verified, refuse a tampered copy; the teacher sees and deletes it; a student cannot reach it', async ({
  page,
  request,
}) => {
  test.slow();
  const teacher = await createTeacher(request, `Lucía Certificada ${Date.now().toString(36)}`);
  const title = `Certificación en animación de personajes ${teacher.id}`;
  const credential = await signElsewhereCredential({
    title,
    issuerName: 'Instituto de Artes Digitales',
    recipientName: teacher.fullName,
  });

  // Staff open the teacher's record: nothing kept yet.
  await signIn(page, STAFF);
  await page.goto(`/admin/teachers/${teacher.id}`);
  const panel = await openCredentialsTab(page);
  await expect(panel.getByText('Aún no hay credenciales externas en este registro.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that is no credential file is refused by the picker, in plain words.
  const picker = panel.getByRole('button', { name: /^Seleccionar archivo de credencial/ });
  await chooseFile(page, picker, { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(panel.getByRole('alert').filter({ hasText: EXTERNAL_CREDENTIAL_MESSAGES.fileType })).toBeVisible();
  // JSON that is no credential: checked, the format check says why, nothing to keep.
  await chooseFile(page, picker, { name: 'datos.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
  await expect(panel.getByText('La credencial no se pudo verificar', { exact: true })).toBeVisible();
  const fileChecks = panel.getByRole('list', { name: 'Comprobaciones de la credencial' });
  await expect(checkLine(fileChecks, 'Formato')).toContainText('Falló');
  await expect(panel.getByRole('button', { name: 'Guardar en el registro' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Quitar datos.json' }).click();
  // Files the server cannot read a credential from: its words, and no checks.
  await chooseFile(page, picker, { name: 'roto.json', mimeType: 'application/json', buffer: Buffer.from('{"a":') });
  await expect(
    panel.getByRole('alert').filter({ hasText: EXTERNAL_CREDENTIAL_FILE_MESSAGES.jsonUnreadable }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Quitar roto.json' }).click();
  await chooseFile(page, picker, { name: 'insignia.png', mimeType: 'image/png', buffer: pngBuffer(16, [0, 90, 200]) });
  await expect(
    panel.getByRole('alert').filter({ hasText: EXTERNAL_CREDENTIAL_FILE_MESSAGES.pngWithoutCredential }),
  ).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Comprobaciones de la credencial' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Quitar insignia.png' }).click();

  // The signed credential, picked and kept with the keyboard alone: every check passes, it can be kept.
  const chooser = page.waitForEvent('filechooser');
  await picker.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(jsonFile('certificacion.json', credential));
  await expect(panel.getByText('La credencial es válida', { exact: true })).toBeVisible({ timeout: 20_000 });
  const checks = panel.getByRole('list', { name: 'Comprobaciones de la credencial' });
  await expect(checkLine(checks, 'Formato')).toContainText('Correcto');
  await expect(checkLine(checks, 'Firma')).toContainText('Correcto');
  await expect(checkLine(checks, 'Fechas de validez')).toContainText('Correcto');
  await expect(panel.getByText('Verificada', { exact: true })).toBeVisible();
  await expect(panel.getByText('Instituto de Artes Digitales', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Guardar en el registro' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastText(page, 'Credencial guardada en el registro')).toBeVisible();

  const kept = panel.getByRole('list', { name: 'Credenciales guardadas' }).getByRole('article', { name: title });
  await expect(kept).toBeVisible();
  await expect(kept.getByText('Verificada', { exact: true })).toBeVisible();
  await expect(checkLine(kept.getByRole('list'), 'Firma')).toContainText('Correcto');
  // The form is empty again, ready for the next one.
  await expect(picker).toBeVisible();
  await expect(panel.getByText('La credencial es válida', { exact: true })).toBeHidden();

  // A tampered copy (the holder's name changed after signing): the signature check fails, nothing can be kept.
  await chooseFile(page, picker, jsonFile('certificacion-alterada.json', tampered(credential, 'Otra Persona')));
  await expect(panel.getByText('La credencial no se pudo verificar', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(checkLine(checks, 'Firma')).toContainText('Falló');
  await expect(panel.getByText('No verificada', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Guardar en el registro' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nor through the API: a credential that does not verify is refused with its check.
  const staffBearer = { authorization: `Bearer ${await tokenOf(request, STAFF)}` };
  const forced = await request.post(`/api/teachers/${teacher.id}/external-credentials`, {
    headers: staffBearer,
    multipart: { file: jsonFile('certificacion-alterada.json', tampered(credential, 'Otra Persona')) },
  });
  expect(forced.status()).toBe(422);
  await expect(panel.getByRole('list', { name: 'Credenciales guardadas' }).getByRole('article')).toHaveCount(1);

  // Checked again on demand; its JSON downloads as kept.
  await kept.getByRole('button', { name: /^Volver a comprobar/ }).click();
  await expect(toastText(page, 'Credencial comprobada de nuevo')).toBeVisible();
  await expect(kept.getByText('Verificada', { exact: true })).toBeVisible();
  const downloadEvent = page.waitForEvent('download');
  await kept.getByRole('button', { name: /^Descargar JSON/ }).click();
  const saved = JSON.parse(await fs.readFile(await (await downloadEvent).path(), 'utf8')) as Record<string, unknown>;
  expect(saved.id).toBe(credential.id);
  expect(saved.proof).toEqual(credential.proof);

  // A student can neither open the record nor call its routes.
  const student = await createAccount(request, 'student');
  const studentBearer = { authorization: `Bearer ${await tokenOf(request, student)}` };
  const listed = await request.get(`/api/teachers/${teacher.id}/external-credentials`, { headers: studentBearer });
  expect(listed.status()).toBe(403);
  const checked = await request.post('/api/external-credentials/check', {
    headers: studentBearer,
    multipart: { file: jsonFile('certificacion.json', credential) },
  });
  expect(checked.status()).toBe(403);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastText(page, 'Logged out')).toBeVisible();
  await signIn(page, student);
  await page.goto(`/admin/teachers/${teacher.id}`);
  // The administration area sends anyone else home.
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Credenciales externas' })).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastText(page, 'Logged out')).toBeVisible();

  // The teacher sees it on their own profile, and may remove it from their record.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const own = await openCredentialsTab(page);
  const ownKept = own.getByRole('article', { name: title });
  await expect(ownKept.getByText('Verificada', { exact: true })).toBeVisible();
  await expect(ownKept.getByText('Instituto de Artes Digitales', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await ownKept.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar credencial externa?' });
  await expectNoAxeViolationsInDialog(page);
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Credencial eliminada')).toBeVisible();
  await expect(own.getByText('Aún no hay credenciales externas en este registro.', { exact: true })).toBeVisible();
});
