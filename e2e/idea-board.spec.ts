import type { Page } from '@playwright/test';
import { expectNoAxeViolations, toastText } from './files';
import { createAccount, expect, signIn, STAFF, test } from './fixtures';

const ideaOn = (page: Page, content: string) =>
  page.getByRole('list', { name: 'Ideas' }).getByRole('listitem').filter({ hasText: content });

test('a teacher posts an idea, a student votes for it, staff plan it with a reply, and the teacher sees the reply and the notification', async ({
  page,
  request,
}) => {
  const content = `Tutorías de Houdini los viernes ${Date.now().toString(36)}`;
  const teacher = await createAccount(request, 'teacher');
  const student = await createAccount(request, 'student');

  // A second idea beside it: the vote must not move the voted one past it (the board keeps its order).
  const other = `Muestra de fin de curso ${Date.now().toString(36)}`;
  await signIn(page, teacher);
  for (const text of [content, other]) {
    await page.getByRole('button', { name: 'Enviar idea / sugerencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar idea / sugerencia' });
    await dialog.getByRole('textbox').fill(text);
    await dialog.getByRole('button', { name: 'Enviar idea', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  await page.evaluate(() => localStorage.clear());
  await signIn(page, student);
  await page.getByRole('link', { name: 'Tablero de ideas', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tablero de ideas' })).toBeVisible();
  const ideaTexts = () => page.getByRole('list', { name: 'Ideas' }).getByRole('listitem').allInnerTexts();
  const placeOf = (texts: string[], text: string) => texts.findIndex((entry) => entry.includes(text));
  await expect(ideaOn(page, other)).toBeVisible();
  const before = await ideaTexts();
  // Both have no vote: the one shown lower would rise above the other if a vote reordered the board.
  const lower = placeOf(before, content) > placeOf(before, other) ? content : other;
  const refetched = page.waitForResponse(
    (response) => response.request().method() === 'GET' && /\/api\/ideas\?/.test(response.url()),
  );
  await ideaOn(page, lower).getByRole('button', { name: 'Votar' }).click();
  await expect(ideaOn(page, lower).getByText('1 voto')).toBeVisible();
  await refetched;
  await expect(ideaOn(page, lower).getByText('1 voto')).toBeVisible();
  // Compared with each other, not by place: specs beside this one may post ideas of their own meanwhile.
  const after = await ideaTexts();
  expect(placeOf(after, content) > placeOf(after, other)).toBe(lower === content);
  if (lower !== content) await ideaOn(page, content).getByRole('button', { name: 'Votar' }).click();
  await expect(ideaOn(page, content).getByText('1 voto')).toBeVisible();
  // A student cannot delete someone else's idea, nor move it.
  await expect(ideaOn(page, content).getByRole('button', { name: 'Eliminar idea' })).toHaveCount(0);
  await expect(ideaOn(page, content).getByRole('combobox', { name: 'Estado' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, STAFF);
  await page.goto('/ideas');
  const item = ideaOn(page, content);
  await item.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Planificada' }).click();
  await item.getByRole('textbox', { name: 'Respuesta pública' }).fill('Empezamos en marzo en el laboratorio 2.');
  await item.getByRole('button', { name: 'Guardar' }).click();
  await expect(toastText(page, 'Idea actualizada')).toBeVisible();
  await expect(item.locator('blockquote')).toContainText('Empezamos en marzo en el laboratorio 2.');
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, teacher);
  await page.goto('/ideas');
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Planificada' }).click();
  await expect(ideaOn(page, content).getByText('Empezamos en marzo en el laboratorio 2.')).toBeVisible();
  await page.getByRole('button', { name: /^Notificaciones \(\d+ sin leer\)$/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notificaciones' }).getByText('Tu idea está planificada'),
  ).toBeVisible();
});

test("the board's statuses are written in the reader's language: English to a person who chose it", async ({
  page,
  request,
}) => {
  const teacher = await createAccount(request, 'teacher');
  await signIn(page, teacher, '/ideas', { language: 'en' });
  await page.getByRole('combobox', { name: 'Status' }).click();
  for (const status of ['New', 'Under review', 'Planned', 'Done', 'Declined'])
    await expect(page.getByRole('option', { name: status, exact: true })).toBeVisible();
});
