import type { Page } from '@playwright/test';
import { searchDirectory } from './directory';
import { chooseFile, pngBuffer, toastText } from './files';
import { createTeacher, expect, signIn, test } from './fixtures';

/**
 * How long the directory may take to show a new photo: each look opens the Trombinoscopio and a card (seconds each on a
 * loaded 2-core machine beside two other specs), so the default 7 s left room for one look, seen stale once in a run.
 */
const PHOTO_FOLLOWS = { timeout: 20_000 };

/** Opens the teacher's card in the Trombinoscopio and answers the width of the photo it shows (0: the person icon). */
async function directoryPhotoWidth(page: Page, fullName: string): Promise<number> {
  await page.getByRole('link', { name: 'Trombinoscopio' }).click();
  await searchDirectory(page, fullName, fullName);
  await page.getByRole('button', { name: fullName }).click();
  const dialog = page.getByRole('dialog', { name: fullName });
  const photo = dialog.getByRole('img', { name: `Foto de ${fullName}` });
  await expect(photo).toBeVisible();
  const width = await photo.evaluate((element) =>
    element instanceof HTMLImageElement ? element.naturalWidth : (element.querySelector('img')?.naturalWidth ?? 0),
  );
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  return width;
}

async function openPhotoDialog(page: Page) {
  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await page.getByRole('button', { name: 'Gestionar foto' }).click();
  return page.getByRole('dialog', { name: 'Foto de perfil' }).getByRole('group', { name: 'Foto de perfil' });
}

async function closePhotoDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Foto de perfil' });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
}

test('a teacher sets, replaces and removes their photo, and the directory follows', async ({ page, request }) => {
  const teacher = await createTeacher(request, `Olga Retrato ${Date.now().toString(36)}`);
  await signIn(page, teacher);
  expect(await directoryPhotoWidth(page, teacher.fullName)).toBe(0);

  let widget = await openPhotoDialog(page);
  await chooseFile(page, widget.getByRole('button', { name: 'Subir foto de perfil' }), {
    name: 'rojo.png',
    mimeType: 'image/png',
    buffer: pngBuffer(40, [220, 30, 30]),
  });
  await expect(toastText(page, 'Foto actualizada')).toBeVisible();
  await closePhotoDialog(page);
  await expect.poll(() => directoryPhotoWidth(page, teacher.fullName), PHOTO_FOLLOWS).toBe(40);

  widget = await openPhotoDialog(page);
  await chooseFile(page, widget.getByRole('button', { name: 'Cambiar' }), {
    name: 'azul.png',
    mimeType: 'image/png',
    buffer: pngBuffer(24, [30, 30, 220]),
  });
  await expect(toastText(page, 'Foto actualizada')).toBeVisible();
  await closePhotoDialog(page);
  await expect.poll(() => directoryPhotoWidth(page, teacher.fullName), PHOTO_FOLLOWS).toBe(24);

  widget = await openPhotoDialog(page);
  await widget.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Foto eliminada')).toBeVisible();
  await closePhotoDialog(page);
  await expect.poll(() => directoryPhotoWidth(page, teacher.fullName), PHOTO_FOLLOWS).toBe(0);

  // Only documents of their own remain: the replaced and removed photos are gone.
  await page.getByRole('link', { name: 'Mis Documentos', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'rojo.png' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'azul.png' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'foto-perfil' })).toHaveCount(0);
});

test('staff set a teacher photo from the edit dialog, and the teacher list shows it', async ({ page, request }) => {
  const teacher = await createTeacher(request, `Pablo Lienzo ${Date.now().toString(36)}`);
  await signIn(page, { email: 'e2e-admin@school.test', password: 'e2e-admin-password' });
  await page.goto(`/admin/teachers/${teacher.id}`);
  await page.getByRole('button', { name: 'Editar profesor' }).click();
  const dialog = page.getByRole('dialog');
  await chooseFile(page, dialog.getByRole('button', { name: 'Subir foto de perfil' }), {
    name: 'verde.png',
    mimeType: 'image/png',
    buffer: pngBuffer(32, [30, 200, 60]),
  });
  await expect(toastText(page, 'Foto actualizada')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Gestión de Profesores', exact: true }).click();
  await page.getByRole('searchbox').fill(teacher.fullName);
  const card = page.getByRole('article').filter({ hasText: teacher.fullName });
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(32);
});
