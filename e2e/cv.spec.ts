import { expectNoAxeViolationsInDialog } from './files';
import { createTeacher, expect, signIn, STAFF, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

async function bytesOf(download: import('@playwright/test').Download): Promise<Buffer> {
  let bytes = Buffer.alloc(0);
  for await (const chunk of await download.createReadStream()) bytes = Buffer.concat([bytes, chunk as Buffer]);
  return bytes;
}

test('a teacher generates their own CV on a phone: the options, then the PDF under their name', async ({
  page,
  request,
}) => {
  const teacher = await createTeacher(request, `Inés Núñez Peña ${unique()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, teacher, '/teacher/profile');
  await page.getByRole('button', { name: 'Generar CV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generar CV' });
  await expect(dialog.getByRole('checkbox', { name: 'Docencia' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Un periodo a medida' }).check();
  await expect(dialog.getByRole('button', { name: 'Descargar PDF' })).toBeDisabled();
  await dialog.getByLabel('Desde').fill('2020-01-01');
  await dialog.getByLabel('Hasta').fill('2026-12-31');
  await dialog.getByRole('checkbox', { name: 'Solo actividades verificadas' }).check();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoAxeViolationsInDialog(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`CV - ${teacher.fullName}.pdf`);
  expect((await bytesOf(file)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('CV generado').first()).toBeVisible();
});

test("staff generate every active teacher's CV as one ZIP, follow its progress and download it", async ({
  page,
  request,
}) => {
  await createTeacher(request, `Peña Ñandú ${unique()}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, STAFF, '/admin/teachers');
  await page.getByRole('button', { name: 'CVs de todos' }).click();
  const dialog = page.getByRole('dialog', { name: 'CVs de todos' });
  await expect(dialog.getByRole('button', { name: 'Generar los CV' })).toBeEnabled();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('button', { name: 'Generar los CV' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Progreso de los CV' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Descargar ZIP' })).toBeEnabled({ timeout: 90_000 });
  await expect(dialog.getByText(/^(\d+) de \1 CV listos$/)).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar ZIP' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^CV-\d{4}-\d{2}-\d{2}-\d+\.zip$/);
  expect((await bytesOf(file)).subarray(0, 2).toString()).toBe('PK');
});
