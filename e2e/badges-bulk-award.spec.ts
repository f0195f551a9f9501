import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './files';
import { createTeacher, expect, signIn, STAFF, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

/** Creates a badge through the API (setup only); answers its id. */
async function createBadge(request: APIRequestContext, name: string, code: string): Promise<number> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const created = await request.post('/api/badges', {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    multipart: {
      badge_name: name,
      badge_code: code,
      badge_type: 'community',
      year: String(new Date().getFullYear()),
      description: `Por la semana de mentorías ${code}`,
      badge_color: '#2563eb',
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as number;
}

test('staff award a badge to five teachers at once, follow its progress to 5/5, and the card shows its five holders', async ({
  page,
  request,
}) => {
  const tag = unique();
  const code = `M${tag}`.slice(0, 12);
  const name = `Mentoría ${code}`;
  await createBadge(request, name, code);
  const names = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena'].map((first) => `${first} Núñez ${tag}`);
  for (const fullName of names) await createTeacher(request, fullName);

  // On a phone, as staff often award at an event.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, STAFF);
  await page.goto('/admin/badges');
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Asignado a 0 personas')).toBeVisible();
  await card.getByRole('button', { name: `Asignar a varios: ${name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Asignar a varias personas' });
  await dialog.getByLabel('Buscar personas').fill(tag);
  for (const fullName of names) await dialog.getByRole('checkbox', { name: new RegExp(fullName) }).check();
  await expect(dialog.getByText('5 personas elegidas')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await dialog.getByLabel('Nota compartida').fill('Por acompañar a los nuevos docentes');
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('button', { name: 'Asignar a 5 personas' }).click();

  await expect(dialog.getByText('5/5')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('Asignación terminada')).toBeVisible();
  await expect(dialog.getByText('5 asignados, 0 omitidos, 0 fallidos')).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();

  await expect(card.getByText('Asignado a 5 personas')).toBeVisible();
  await card.getByRole('button', { name: `Ver personas con ${name}` }).click();
  const holders = page.getByRole('dialog', { name: `Personas con «${name}»` });
  const list = holders.getByRole('list', { name: 'Personas con este badge' });
  for (const fullName of names) await expect(list.getByText(fullName, { exact: true })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolationsInDialog(page);
  await page.keyboard.press('Escape');
  await expect(holders).toBeHidden();

  // Awarding the same five again skips each with a note and awards nobody twice.
  await card.getByRole('button', { name: `Asignar a varios: ${name}` }).click();
  await dialog.getByLabel('Buscar personas').fill(tag);
  await dialog.getByRole('button', { name: 'Elegir los 5 resultados' }).click();
  await dialog.getByRole('button', { name: 'Asignar a 5 personas' }).click();
  await expect(dialog.getByText('5/5')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('0 asignados, 5 omitidos, 0 fallidos')).toBeVisible();
  await expect(dialog.getByText('Ya tenía este badge; no se le asignó de nuevo.')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(card.getByText('Asignado a 5 personas')).toBeVisible();
  await expectNoAxeViolations(page);
});
