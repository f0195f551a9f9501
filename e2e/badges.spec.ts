import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { chooseFile, expectNoAxeViolations, pngBuffer, toastText } from './files';
import { createTeacher, expect, signIn, STAFF, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** Creates a badge through the API (setup only); answers its id. */
async function createBadge(request: APIRequestContext, name: string, code: string): Promise<number> {
  const created = await request.post('/api/badges', {
    headers: await staffHeaders(request),
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
  return (await created.json()).id as number;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('staff create a badge with an image while the preview follows, edit it, and delete it through its confirmation', async ({
  page,
  request,
}) => {
  const code = `E${unique()}`.slice(0, 12);
  const name = `Mentoría ${code}`;
  await signIn(page, STAFF);
  await page.getByRole('link', { name: 'Gestión de Badges', exact: true }).click();
  await page.getByRole('button', { name: 'Crear Badge' }).first().click();
  const dialog = page.getByRole('dialog');
  const preview = dialog.getByRole('region', { name: 'Vista previa' });
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await expect(preview.getByText(name, { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Código/ }).fill(code);
  await expect(preview.getByText(code, { exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Tipo/ }).click();
  await page.getByRole('option', { name: 'Comunidad' }).click();
  await chooseFile(page, dialog.getByRole('button', { name: 'Seleccionar la imagen del badge' }), {
    name: 'azul.png',
    mimeType: 'image/png',
    buffer: pngBuffer(48, [30, 60, 220]),
  });
  await expect(preview.getByRole('img', { name: `Imagen del badge ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByRole('button', { name: /Crear|Guardar/ })
    .last()
    .click();
  await expect(toastText(page, 'Badge creado correctamente')).toBeVisible();
  await expect(card(page, name)).toBeVisible();
  await expectNoAxeViolations(page);

  const badges = (await (await request.get('/api/badges', { headers: await staffHeaders(request) })).json()).badges as {
    id: number;
    badge_code: string;
    image_url: string | null;
    assigned_count: number;
  }[];
  const created = badges.find((badge) => badge.badge_code === code)!;
  expect(created.assigned_count).toBe(0);
  expect(created.image_url).not.toBeNull();
  const image = await request.get(created.image_url!);
  expect(image.headers()['content-type']).toBe('image/png');

  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const renamed = `${name} II`;
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Nombre/ })
    .fill(renamed);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Guardar|Actualizar/ })
    .last()
    .click();
  await expect(toastText(page, 'Badge actualizado correctamente')).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar este badge?' });
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Badge eliminado correctamente')).toBeVisible();
  await expect(card(page, renamed)).toBeHidden();
  expect((await request.get(`/api/badges/${created.id}/image`)).status()).toBe(404);
});

test('staff award a badge with a note from Gestionar; the teacher sees it and its credential verifies until it is removed', async ({
  page,
  request,
  browser,
}) => {
  const code = `A${unique()}`.slice(0, 12);
  const name = `Tutor ${code}`;
  const badgeId = await createBadge(request, name, code);
  const teacher = await createTeacher(request, `Rita Insignia ${unique()}`);

  await signIn(page, STAFF);
  await page.goto(`/admin/teachers/${teacher.id}`);
  await page.getByRole('button', { name: 'Gestionar' }).click();
  const manage = page.getByRole('dialog', { name: 'Administrar Badges' });
  await manage.getByRole('textbox', { name: /Notas de asignación/ }).fill('Guía de los nuevos profesores');
  await manage.getByRole('button', { name: `Asignar ${name}` }).click();
  await expect(toastText(page, 'Badge asignado')).toBeVisible();
  await expect(manage.getByRole('button', { name: `Asignar ${name}` })).toHaveCount(0);
  const held = (
    await (await request.get(`/api/user-badges/teacher/${teacher.id}`, { headers: await staffHeaders(request) })).json()
  ).badges as { badge_id: number; notes: string; credential_id: string }[];
  expect(held).toEqual([expect.objectContaining({ badge_id: badgeId, notes: 'Guía de los nuevos profesores' })]);
  const credentialId = held[0]!.credential_id;
  const counted = (await (await request.get('/api/badges', { headers: await staffHeaders(request) })).json())
    .badges as { id: number; assigned_count: number }[];
  expect(counted.find((badge) => badge.id === badgeId)?.assigned_count).toBe(1);

  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, teacher);
  await teacherPage.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(teacherPage.getByText(name, { exact: true }).first()).toBeVisible();
  const download = teacherPage.waitForEvent('download');
  await teacherPage.getByRole('link', { name: `Descargar credencial de ${name}` }).click();
  const file = await (await download).path();
  const credential = JSON.parse(await import('node:fs/promises').then((fs) => fs.readFile(file!, 'utf8'))) as {
    type: string[];
    proof: { cryptosuite: string };
  };
  expect(credential.type).toContain('OpenBadgeCredential');
  expect(credential.proof.cryptosuite).toBe('eddsa-rdfc-2022');
  await teacherContext.close();

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/credentials/${credentialId}`);
  await expect(publicPage.getByText('Credencial verificada', { exact: true })).toBeVisible();
  await expect(publicPage.getByText(teacher.fullName).first()).toBeVisible();
  await expectNoAxeViolations(publicPage);

  await manage.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: '¿Está seguro que desea eliminar este badge del profesor?' })
    .getByRole('button', { name: /Eliminar/ })
    .click();
  await expect(toastText(page, 'Badge eliminado')).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByText('Credencial revocada', { exact: true })).toBeVisible();
  await visitor.close();
});
