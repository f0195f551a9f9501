import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations, expectUsableAt375 } from './files';
import { createAccount, expect, signIn, STAFF, test, type Account } from './fixtures';

/** An authenticator app's code `seconds` from now (a code is taken once, so each sign-in uses a later one). */
const codeAt = (secret: string, seconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

async function passwordStep(page: Page, account: Pick<Account, 'email' | 'password'>, origin = '') {
  await page.goto(`${origin}/`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();
}

/** Settings → Configurar → the secret shown → a code from it → Activar; answers the secret and the recovery codes. */
async function turnOnAuthenticatorApp(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole('button', { name: 'Configurar' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  await page.getByLabel('Código de 6 cifras').fill(await codeAt(secret, 0));
  await page.getByRole('button', { name: 'Activar' }).click();
  const list = page.getByRole('list', { name: 'Códigos de recuperación' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  return { secret, codes };
}

test('a student turns on an authenticator app; sign-in then asks for a code, refuses a wrong one, and takes a recovery code once; staff remove the factors of a lost phone', async ({
  page,
  request,
  browser,
}) => {
  // Six sign-ins and a second browser: 41 s on a quiet 2-core machine, over 60 s on a loaded one.
  test.setTimeout(120_000);
  const student = await createAccount(request, 'student');
  await signIn(page, student);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await expectNoAxeViolations(page);
  const { secret, codes } = await turnOnAuthenticatorApp(page);
  await expectNoAxeViolations(page);
  await expectUsableAt375(page);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByText('Activada', { exact: true })).toBeVisible();
  await expect(page.getByText('Códigos de recuperación sin usar: 10')).toBeVisible();
  await logout(page);

  await passwordStep(page, student);
  await expectNoAxeViolations(page);
  const right = await codeAt(secret, 30);
  await page.getByLabel('Código', { exact: true }).fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toContainText('El código no es correcto o ya se usó.');
  await page.getByLabel('Código', { exact: true }).fill(right);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Sesión iniciada', { exact: true })).toBeVisible();
  await logout(page);

  await passwordStep(page, student);
  await page.getByLabel('Código', { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Sesión iniciada', { exact: true })).toBeVisible();
  await logout(page);

  await passwordStep(page, student);
  await page.getByLabel('Código', { exact: true }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toContainText('El código no es correcto o ya se usó.');

  // The phone and the codes are lost: staff remove the student's second factors from user management.
  const username = student.email.split('@')[0]!;
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, STAFF);
  await staffPage.goto('/user-management');
  await staffPage.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(username);
  await staffPage.getByRole('button', { name: `Quitar la verificación en dos pasos de ${username}` }).click();
  await expect(staffPage.getByRole('alertdialog', { name: '¿Quitar la verificación en dos pasos?' })).toBeVisible();
  await staffPage.getByRole('alertdialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(staffPage.getByText('Verificación en dos pasos quitada', { exact: true })).toBeVisible();
  await staffContext.close();
  await signIn(page, student);
});

test("a teacher registers a passkey with Chromium's virtual authenticator and signs in with it", async ({
  page,
  request,
  baseURL,
}) => {
  const teacher = await createAccount(request, 'teacher');
  // Passkeys belong to a host name (PUBLIC_URL's, localhost), never to an IP address.
  const origin = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signIn(page, teacher, `${origin}/`);
  await page.goto(`${origin}/settings`);
  await page.getByLabel('Nombre de la nueva llave').fill('Portátil de prueba');
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();
  await expect(page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByRole('list', { name: 'Tus llaves de acceso' })).toContainText('Portátil de prueba');
  await logout(page);

  await passwordStep(page, teacher, origin);
  await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
  await expect(page.getByText('Sesión iniciada', { exact: true })).toBeVisible();
  await page.goto(`${origin}/settings`);
  await expect(page.getByRole('list', { name: 'Tus llaves de acceso' })).toContainText('usada el');
});

test('when staff must use a second factor, a staff member without one enrols before anything else', async ({
  page,
  request,
}) => {
  const admin = await request.post('/api/auth/login', { data: STAFF });
  const headers = { authorization: `Bearer ${(await admin.json()).token}` };
  const staff = await createAccount(request, 'staff');
  expect(
    (await request.put('/api/sign-in-policy', { headers, data: { staff_second_factor_required: true } })).ok(),
  ).toBe(true);
  try {
    await page.goto('/');
    await page.getByLabel('Correo electrónico').fill(staff.email);
    await page.getByLabel('Contraseña').fill(staff.password);
    await page.getByRole('button', { name: 'Conectar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Configura la verificación en dos pasos' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectUsableAt375(page);
    await turnOnAuthenticatorApp(page);
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    // The app opens on the staff home once a factor is kept.
    await expect(page.getByRole('button', { name: 'Cerrar sesión', exact: true })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('La escuela exige al personal un segundo factor: mantén al menos uno.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Exigir un segundo factor al personal' })).toBeChecked();
  } finally {
    await request.put('/api/sign-in-policy', { headers, data: { staff_second_factor_required: false } });
  }
});
