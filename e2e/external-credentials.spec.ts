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

test('staff trust an issuer, check a credential from elsewhere, keep it verified, refuse a tampered copy, keep and accept one from an unrecognised issuer; the teacher sees them and deletes one; a student cannot reach them', async ({
  page,
  request,
}) => {
  test.slow();
  const teacher = await createTeacher(request, `Lucía Certificada ${Date.now().toString(36)}`);
  // Titles with the tests' token: the audit log shows them, and the staff walk beside reads it in English.
  const title = `Certificación en animación de personajes ${teacher.id} (${Date.now().toString(36)})`;
  const credential = await signElsewhereCredential({
    title,
    issuerName: 'Instituto de Artes Digitales',
    recipientName: teacher.fullName,
  });

  const issuerDid = (credential.issuer as { id: string }).id;
  // With the tests' token: the staff walk, beside it, reads the trusted issuers in English (e2e/walk/language.ts).
  const trustedName = `Instituto de Artes Digitales (convenio ${teacher.id}, ${Date.now().toString(36)})`;

  // Staff put the institution's DID on the school's trusted issuers, under the name the school gives it.
  await signIn(page, STAFF);
  await page.goto('/admin/trusted-issuers');
  await expect(page.getByRole('heading', { level: 1, name: 'Emisores de confianza' })).toBeVisible();
  await page.getByRole('button', { name: 'Añadir emisor' }).click();
  const addIssuer = page.getByRole('dialog', { name: 'Nuevo emisor de confianza' });
  await addIssuer.getByLabel(/^DID del emisor/).fill('https://instituto-artes.example');
  await addIssuer.getByLabel(/^Nombre/).fill(trustedName);
  await addIssuer.getByRole('button', { name: 'Añadir emisor' }).click();
  await expect(addIssuer.getByText('Escribe el DID del emisor: did:key:z… o did:web:dominio')).toBeVisible();
  await addIssuer.getByLabel(/^DID del emisor/).fill(issuerDid);
  await addIssuer.getByRole('button', { name: 'Añadir emisor' }).click();
  await expect(toastText(page, 'Emisor añadido')).toBeVisible();
  const trustedList = page.getByRole('list', { name: 'Emisores de confianza' });
  await expect(trustedList.getByRole('heading', { name: trustedName })).toBeVisible();
  await expect(trustedList.getByText(issuerDid, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff open the teacher's record: nothing kept yet.
  await page.goto(`/admin/teachers/${teacher.id}`);
  const panel = await openCredentialsTab(page);
  await expect(panel.getByText('Aún no hay credenciales externas en este registro.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that is no credential file is refused by the picker, in plain words.
  const picker = panel.getByRole('button', { name: /^Seleccionar archivo de credencial/ });
  await chooseFile(page, picker, { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(
    panel.getByRole('alert').filter({ hasText: EXTERNAL_CREDENTIAL_MESSAGES.fileType.message }),
  ).toBeVisible();
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
    panel.getByRole('alert').filter({ hasText: EXTERNAL_CREDENTIAL_FILE_MESSAGES.jsonUnreadable.message }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Quitar roto.json' }).click();
  await chooseFile(page, picker, { name: 'insignia.png', mimeType: 'image/png', buffer: pngBuffer(16, [0, 90, 200]) });
  await expect(
    panel.getByRole('alert').filter({ hasText: EXTERNAL_CREDENTIAL_FILE_MESSAGES.pngWithoutCredential.message }),
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
  await expect(checkLine(checks, 'Emisor')).toContainText('Correcto');
  await expect(checkLine(checks, 'Titular')).toContainText('Correcto');
  await expect(checkLine(checks, 'Fechas de validez')).toContainText('Correcto');
  await expect(panel.getByText('Verificada', { exact: true })).toBeVisible();
  // The issuer under the school's name for it; the file's own name only as what the file says.
  await expect(panel.getByText(trustedName, { exact: true })).toBeVisible();
  await expect(panel.getByText('El archivo dice', { exact: true })).toBeVisible();
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

  // A genuine credential whose issuer is on no list, calling itself Harvard: not verified, never shown as Harvard's;
  // kept only pending staff's review, which staff then give.
  const forgedTitle = `Certificado de Harvard ${teacher.id} (${Date.now().toString(36)})`;
  const forged = await signElsewhereCredential({
    title: forgedTitle,
    issuerName: 'Harvard University',
    recipientName: teacher.fullName,
  });
  await panel.getByRole('button', { name: 'Quitar certificacion-alterada.json' }).click();
  await chooseFile(page, picker, jsonFile('harvard.json', forged));
  await expect(
    panel.getByText('La credencial es auténtica, pero no está comprobado quién la emitió o a quién se otorgó', {
      exact: true,
    }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(checkLine(checks, 'Emisor')).toContainText('No reconocido');
  await expect(panel.getByText('Requiere revisión', { exact: true })).toBeVisible();
  await expect(panel.getByText('Emisor no reconocido', { exact: true })).toBeVisible();
  await expect(panel.getByText('Verificada', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Guardar pendiente de revisión' }).click();
  await expect(toastText(page, 'Credencial guardada, pendiente de revisión del personal')).toBeVisible();
  const pending = panel
    .getByRole('list', { name: 'Credenciales guardadas' })
    .getByRole('article', { name: forgedTitle });
  await expect(pending.getByText('Pendiente de revisión', { exact: true })).toBeVisible();
  await pending.getByRole('button', { name: /^Aceptar/ }).click();
  await expect(pending.getByText('Aceptada por el personal', { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: /^Aceptar/ })).toHaveCount(0);

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
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(toastText(page, 'Sesión cerrada')).toBeVisible();
  await signIn(page, student);
  await page.goto(`/admin/teachers/${teacher.id}`);
  // The administration area sends anyone else home.
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Credenciales externas' })).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(toastText(page, 'Sesión cerrada')).toBeVisible();

  // The teacher sees it on their own profile, and may remove it from their record.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const own = await openCredentialsTab(page);
  const ownKept = own.getByRole('article', { name: title });
  await expect(ownKept.getByText('Verificada', { exact: true })).toBeVisible();
  await expect(ownKept.getByText(trustedName, { exact: true })).toBeVisible();
  // The one staff accepted says so, and offers the teacher no decision of their own.
  const ownAccepted = own.getByRole('article', { name: forgedTitle });
  await expect(ownAccepted.getByText('Aceptada por el personal', { exact: true })).toBeVisible();
  await expect(ownAccepted.getByRole('button', { name: /^Aceptar/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await ownKept.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar credencial externa?' });
  await expectNoAxeViolationsInDialog(page);
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Credencial eliminada')).toBeVisible();
  await expect(own.getByRole('article', { name: title })).toHaveCount(0);
  await expect(own.getByRole('article', { name: forgedTitle })).toHaveCount(1);
});
