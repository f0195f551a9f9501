import { FIRST_SCREEN_PLAN_FILE } from '../contracts/constants';
import { createAccount, expect, signIn, test } from './fixtures';

/**
 * Decision 040: a person's language. Before signing in the browser's decides, the login screen's switch changes it
 * and the next sign-in keeps it on the account; Settings changes it after.
 */
// Unless a test says otherwise, the browser asks for English.
test.use({ locale: 'en-US' });

test.describe('a browser asking for Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the login screen in Spanish; English chosen there is the account language after signing in', async ({
    page,
    request,
  }) => {
    const teacher = await createAccount(request, 'teacher');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();
    await expect(page.getByText('Inicia sesión con tu cuenta de la escuela para continuar.')).toBeVisible();
    // The specification's words where it writes them in Spanish: the form's messages, and the server's refusal.
    await page.getByRole('button', { name: 'Conectar', exact: true }).click();
    await expect(page.getByText('Por favor ingresa un correo electrónico válido.')).toBeVisible();
    await expect(page.getByText('La contraseña es requerida.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(teacher.email);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Conectar', exact: true }).click();
    await expect(page.getByText('Credenciales no válidas', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByLabel('Email').fill(teacher.email);
    await page.getByLabel('Password').fill(teacher.password);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByText('Login successful', { exact: true })).toBeVisible({ timeout: 20_000 });
    // The signed-in screens speak it too, the shell's and the page's own texts, and say so on <html lang>.
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Teacher dashboard · /);
    const me = await page.request.get('/api/me', { headers: { 'accept-language': 'es' } });
    expect(await me.json()).toMatchObject({ language: 'en', language_chosen: true });
  });
});

test('Settings changes the language kept on the account', async ({ page, request }) => {
  const student = await createAccount(request, 'student');
  // The browser asks for English, but an account speaks the school's language (Spanish) until its owner chooses.
  await signIn(page, student, '/settings');
  const languages = page.getByRole('group', { name: /^(Idioma|Language)$/ });
  await expect(page.getByRole('heading', { name: 'Idioma', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(languages.getByRole('button', { name: 'Español', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const me = async () => (await page.request.get('/api/me', { headers: { 'accept-language': 'es' } })).json();
  await expect.poll(me).toMatchObject({ language: 'es', language_chosen: false });

  await languages.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Language', exact: true })).toBeVisible();
  // The whole screen follows at once: its title, the shell around it, the document's language and title.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Settings · /);
  await expect(languages.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(me).toMatchObject({ language: 'en', language_chosen: true });

  // A new page of the same person comes in their language, whatever the browser asks.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Language', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await languages.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Idioma', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(me).toMatchObject({ language: 'es', language_chosen: true });
});

test('the login screen starts, and signs in, when its texts cannot be fetched (offline, a stale deploy)', async ({
  page,
  request,
}) => {
  const teacher = await createAccount(request, 'teacher');
  const plan = (await (await request.get(`/${FIRST_SCREEN_PLAN_FILE}`)).json()) as { catalogues: { en: string[] } };
  expect(plan.catalogues.en.length).toBeGreaterThan(0);
  for (const file of plan.catalogues.en) await page.route(`**${file}`, (route) => route.abort());
  await page.goto('/');
  await page.locator('input[type="email"]').fill(teacher.email);
  await page.locator('input[type="password"]').fill(teacher.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/teacher\/dashboard$/, { timeout: 20_000 });
});
