import { ROLES } from '../contracts/roles';
import { createAccount, expect, signIn, signInWithForm, STAFF, test } from './fixtures';
import { E2E_SUPPORT } from '../playwright.config';

// The login screen's texts as the specification writes them, in English: the browser asks for English.
test.use({ locale: 'en-US', reducedMotion: 'no-preference' });

test('a signed-out deep link shows the login screen, and wrong credentials are refused', async ({ page }) => {
  await page.goto('/admin/teachers');
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  await expect(page.getByText('v0.1.0 alpha')).toBeVisible();
  await expect(page.getByText(/under construction/)).toBeVisible();

  // The browser asks for English (playwright.config.ts): the specification's Spanish messages in English.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('The password is required.')).toBeVisible();

  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid credentials', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
});

test('the support dialog shows the contact channels and hours', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Need assistance?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog).toBeVisible();
  // The server's SUPPORT_* variables (playwright.config.ts), not a placeholder.
  await expect(dialog.getByRole('link', { name: E2E_SUPPORT.whatsapp })).toHaveAttribute(
    'href',
    `https://wa.me/${E2E_SUPPORT.whatsapp.replace(/\D/g, '')}`,
  );
  await expect(dialog.getByRole('link', { name: E2E_SUPPORT.email })).toHaveAttribute(
    'href',
    `mailto:${E2E_SUPPORT.email}`,
  );
  await expect(dialog.getByRole('link', { name: 'Open a support ticket on Discord' })).toHaveAttribute(
    'href',
    E2E_SUPPORT.discordUrl,
  );
  await expect(dialog.getByText('Monday to Friday, 8:00 AM to 6:00 PM')).toBeVisible();
  await expect(dialog.getByText('For active students only.')).toBeVisible();
  await expect(dialog.getByText('0000-0000')).toHaveCount(0);
});

const SIDEBARS = {
  staff: {
    home: '/admin/analytics',
    links: [
      'Panel',
      'Gestión de Profesores',
      'Gestión de Estudiantes',
      'Gestión de Badges',
      'Gestión de Cursos',
      'Gestión de Documentos',
      'Cualificaciones',
      'Informe anual de actividad',
      'Revisiones anuales',
      'Mis evaluaciones',
      'Páginas públicas',
      'Gestión de Usuarios',
      'Registro de auditoría',
      'Inicio de sesión único',
      'Emisores de confianza',
      'Configuración',
      'Trombinoscopio',
      'Tablero de ideas',
    ],
  },
  teacher: {
    home: '/teacher/dashboard',
    links: ['Panel', 'Perfil', 'Mis Documentos', 'Notas', 'Mi revisión anual', 'Trombinoscopio', 'Tablero de ideas'],
  },
  student: {
    home: '/student/dashboard',
    links: ['Panel', 'Perfil', 'Documentos', 'Notas', 'Trombinoscopio', 'Tablero de ideas'],
  },
} as const;

for (const role of ROLES) {
  test(`a ${role} signs in, lands on its home with its own sidebar, and logs out`, async ({ page, request }) => {
    const account = role === 'staff' ? STAFF : await createAccount(request, role);
    await signInWithForm(page, account);
    await expect(page).toHaveURL(new RegExp(`${SIDEBARS[role].home}$`));
    // The session is an HttpOnly cookie (decision 037): no script of the page can read it, and storage holds none.
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The login screen spoke the browser's English; the account speaks the school's Spanish until its owner chooses
    // (decision 040), and so does every signed-in screen.
    await expect(page.getByText(`¡Hola de nuevo, ${account.email}!`, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const names = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(names).toEqual([...SIDEBARS[role].links]);
    await expect(page.getByText(account.email).first()).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page.getByText('Sesión cerrada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^(Connect|Conectar)$/ })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session');
    // Opened again, the page asks nobody's data: the login screen.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
  });
}

test('a student opening /admin/badges is sent away, and sees Access Denied on user management', async ({
  page,
  request,
}) => {
  const student = await createAccount(request, 'student');
  await signIn(page, student);
  await page.goto('/admin/badges');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Badges' })).toHaveCount(0);

  // The account speaks the school's Spanish until its owner chooses (decision 040).
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
});

test('staff reach their pages and an unknown path shows the 404 screen', async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto('/admin/badges');
  // The account speaks the school's Spanish until its owner chooses (decision 040), whatever the browser asks.
  await expect(page.getByRole('heading', { name: 'Gestión de Badges' })).toBeVisible();
  await expect(page).toHaveTitle(/^Gestión de Badges · Esarte Faculty$/);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText('404 Página no encontrada')).toBeVisible();
  await expect(page.getByText(/añadir la página al enrutador/)).toBeVisible();
  await expect(page).toHaveTitle(/^Página no encontrada · /);
});
