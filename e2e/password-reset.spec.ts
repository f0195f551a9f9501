import { expectNoAxeViolationsInDialog } from './files';
import { createAccount, expect, signIn, test } from './fixtures';
import { startSmtpServer } from './smtp';

test('a person who forgot their password gets a link by email, sets a new one, and their other sessions end', async ({
  page,
  browser,
  request,
}) => {
  const smtp = await startSmtpServer();
  try {
    const teacher = await createAccount(request, 'teacher');
    // A session on another device, which the new password must end.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, teacher);

    await page.goto('/');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Olvidaste tu contraseña?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsInDialog(page);
    await dialog.getByLabel('Correo electrónico').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(dialog.getByText('Por favor ingresa un correo electrónico válido.')).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill(teacher.email.toUpperCase());
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(dialog.getByRole('status')).toContainText('Si hay una cuenta con ese correo');

    const mail = await smtp.nextMailTo(teacher.email);
    expect(mail.subject).toBe('Elige una contraseña nueva');
    const link = /(http\S+\/set-password\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel('Nueva contraseña').fill('a-new-secret-from-mail');
    await page.getByLabel('Repite la contraseña').fill('a-new-secret-from-mail');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Tu contraseña quedó guardada.')).toBeVisible();

    await signIn(page, { email: teacher.email, password: 'a-new-secret-from-mail' });
    // The other device's session was ended: its next call is refused and it is sent back to sign in.
    await otherPage.reload();
    await expect(otherPage.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();
    await other.close();
  } finally {
    await smtp.stop();
  }
});
