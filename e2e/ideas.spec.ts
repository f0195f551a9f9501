import { createAccount, expect, signIn, test } from './fixtures';

test('an idea sent from the dialog shows its toast and can be voted on by others, not by its author', async ({
  page,
  request,
}) => {
  const teacher = await createAccount(request, 'teacher');
  const student = await createAccount(request, 'student');
  await signIn(page, teacher);
  await page.getByRole('button', { name: 'Enviar idea / sugerencia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar idea / sugerencia' });
  const submit = dialog.getByRole('button', { name: 'Enviar idea', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Tu idea o sugerencia').fill('   ');
  await expect(submit).toBeDisabled();

  const content = `Taller de stop motion ${Date.now()}`;
  await dialog.getByLabel('Tu idea o sugerencia').fill(content);
  await submit.click();
  await expect(page.getByText('Idea publicada', { exact: true })).toBeVisible();
  await expect(page.getByText('Tu idea ha sido publicada correctamente.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Enviar idea / sugerencia' }).click();
  await expect(page.getByLabel('Tu idea o sugerencia')).toHaveValue('');
  await page.getByRole('tab', { name: 'Ideas' }).click();
  const item = page.getByRole('list', { name: 'Ideas' }).getByRole('listitem').filter({ hasText: content });
  await expect(item).toBeVisible();
  // Its author may not vote for it; the button names the idea it is for.
  await expect(item.getByRole('button', { name: `Votar por «${content}»` })).toBeDisabled();

  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, student);
  await page.getByRole('button', { name: 'Enviar idea / sugerencia' }).click();
  await page.getByRole('tab', { name: 'Ideas' }).click();
  await expect(item).toBeVisible();
  const vote = item.getByRole('button', { name: `Votar por «${content}»` });
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(item.getByText('1 voto')).toBeVisible();
});
