import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoAxeViolations, expectUsableAt375 } from './files';
import { createTeacher, expect, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** A badge awarded to a new teacher through the API (setup only): the credential's id, the badge and the teacher. */
async function awardedCredential(request: APIRequestContext) {
  const headers = await staffHeaders(request);
  const code = `P${unique()}`.slice(0, 12);
  const name = `Tutoría ${code}`;
  const created = await request.post('/api/badges', {
    headers,
    multipart: {
      badge_name: name,
      badge_code: code,
      badge_type: 'community',
      year: String(new Date().getFullYear()),
      description: `Por acompañar a otros ${code}`,
      badge_color: '#2563eb',
    },
  });
  expect(created.status()).toBe(201);
  const badgeId = (await created.json()).id as number;
  const teacher = await createTeacher(request, `Rita Página ${unique()}`);
  const assigned = await request.post('/api/user-badges/assign', {
    headers,
    data: { badgeId, userType: 'teacher', userId: teacher.id },
  });
  expect(assigned.ok()).toBe(true);
  const held = (await (await request.get(`/api/user-badges/teacher/${teacher.id}`, { headers })).json()).badges as {
    credential_id: string;
  }[];
  return { credentialId: held[0]!.credential_id, badgeName: name, teacher };
}

test('the public credential page checks a recipient, offers the baked image and LinkedIn, and prints its QR code', async ({
  page,
  request,
}) => {
  const { credentialId, badgeName, teacher } = await awardedCredential(request);
  await page.goto(`/credentials/${credentialId}`);
  await expect(page.getByText('Credencial verificada', { exact: true })).toBeVisible();

  const check = page.getByRole('region', { name: 'Comprobar destinatario' });
  await check.getByRole('textbox', { name: 'Correo electrónico' }).fill(`  ${teacher.email.toUpperCase()} `);
  await check.getByRole('button', { name: 'Comprobar' }).click();
  await expect(check.getByText('Este correo es el del destinatario.')).toBeVisible();
  await check.getByRole('textbox', { name: 'Correo electrónico' }).fill('otra.persona@school.test');
  await expect(check.getByText('Este correo es el del destinatario.')).toHaveCount(0);
  await check.getByRole('textbox', { name: 'Correo electrónico' }).press('Enter');
  await expect(check.getByText('Este correo no es el del destinatario.')).toBeVisible();

  const share = page.getByRole('region', { name: 'Compartir esta credencial' });
  // Built on the school's public address (PUBLIC_URL, the issuer's url), not on the address the browser used.
  const issuerUrl = (await (await request.get(`/api/credentials/${credentialId}/verify`)).json()).issuer_url as string;
  const address = `${issuerUrl}/credentials/${credentialId}`;
  await expect(share.getByRole('img', { name: 'Código QR con la dirección de esta página' })).toBeVisible();
  await expect(share.getByText(address)).toBeVisible();
  const linkedIn = new URL(
    (await share.getByRole('link', { name: /Añadir a mi perfil de LinkedIn/ }).getAttribute('href'))!,
  );
  expect(linkedIn.searchParams.get('name')).toBe(badgeName);
  expect(linkedIn.searchParams.get('certId')).toBe(credentialId);
  expect(linkedIn.searchParams.get('certUrl')).toBe(address);

  const download = page.waitForEvent('download');
  await share.getByRole('link', { name: 'Descargar imagen del badge (con credencial)' }).click();
  const file = await (await download).path();
  const bytes = await import('node:fs/promises').then((fs) => fs.readFile(file!));
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.includes(Buffer.from(`openbadgecredential\0\0\0\0\0`))).toBe(true);
  expect(bytes.includes(Buffer.from(`urn:uuid:${credentialId}`))).toBe(true);

  // The take-away controls are reached by keyboard.
  await share.getByRole('button', { name: 'Imprimir' }).focus();
  await page.keyboard.press('Tab');
  await expect(share.getByRole('link', { name: 'Descargar imagen del badge (con credencial)' })).toBeFocused();

  await expectNoAxeViolations(page);
  await expectUsableAt375(page);

  await page.emulateMedia({ media: 'print' });
  await expect(share.getByRole('img', { name: 'Código QR con la dirección de esta página' })).toBeVisible();
  await expect(share.getByText(address)).toBeVisible();
  await expect(page.getByText('Credencial verificada', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: badgeName })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(share.getByRole('link', { name: 'Descargar imagen del badge (con credencial)' })).toBeHidden();
  await expect(check).toBeHidden();
});
