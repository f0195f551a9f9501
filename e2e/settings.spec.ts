import { createAccount, expect, signIn, test } from './fixtures';

test('a teacher changes their password in Settings and signs in with the new one', async ({ page, request }) => {
  const teacher = await createAccount(request, 'teacher');
  await signIn(page, teacher);
  await page.getByRole('link', { name: 'Cuenta y contraseña', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  await expect(page.getByText(teacher.email).first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill('not-my-password');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('brand-new-secret');
  await form.getByLabel('Confirmar nueva contraseña').fill('something-else');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();

  await form.getByLabel('Confirmar nueva contraseña').fill('brand-new-secret');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.', { exact: true }).first()).toBeVisible();

  // A common new password is refused under its field; leaving the typed form by a link asks first.
  await form.getByLabel('Contraseña actual').fill(teacher.password);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('qwerty123');
  await form.getByLabel('Confirmar nueva contraseña').fill('qwerty123');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Esa contraseña es demasiado común: elige otra.')).toBeVisible();
  await expect(form.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('link', { name: 'Trombinoscopio' }).click();
  const unsaved = page.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('brand-new-secret');
  await form.getByLabel('Confirmar nueva contraseña').fill('brand-new-secret');

  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();
  await signIn(page, { email: teacher.email, password: 'brand-new-secret' });
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
});
