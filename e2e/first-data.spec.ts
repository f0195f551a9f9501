import type { Page } from '@playwright/test';
import { createTeacher, expect, STAFF, test } from './fixtures';

/*
 * Decision 039: a signed-in page comes with its first answers in it, so the page is drawn from them without asking
 * the server again; each person's page holds their own.
 */

/** Signs `page` in through the API and records the API GETs the page sends from then on. */
async function signedInRecording(page: Page, account: { email: string; password: string }): Promise<string[]> {
  const login = await page.request.post('/api/auth/login', { data: account });
  expect(login.status()).toBe(200);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

test("the staff's teacher list is drawn from the page's own answers, in Spanish, without asking for them", async ({
  page,
  request,
}) => {
  const teacher = await createTeacher(request, `Primera Pantalla ${Date.now().toString(36)}`);
  const asked = await signedInRecording(page, STAFF);
  const opened = await page.goto('/admin/teachers');
  const html = await opened!.text();
  expect(html).toContain('<html lang="es">');
  expect(html).toContain('id="first-data"');
  expect(opened!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Gestión de Profesores' })).toBeVisible();
  // The first page of the list holds the newest teacher's card: drawn from the answer in the page.
  await expect(page.getByText(teacher.fullName).first()).toBeVisible();
  expect(asked.filter((url) => url === '/api/me' || url.startsWith('/api/staff/teachers?'))).toEqual([]);
});

test("a teacher's home holds their own records, drawn without asking for them", async ({ page, request }) => {
  const name = `Docente Propia ${Date.now().toString(36)}`;
  const teacher = await createTeacher(request, name);
  const asked = await signedInRecording(page, teacher);
  const opened = await page.goto('/teacher/dashboard');
  expect(await opened!.text()).toContain(`/api/teachers/${teacher.id}/stats`);
  await expect(page.getByRole('heading', { name: `¡Bienvenido, ${name}!` })).toBeVisible();
  expect(asked.filter((url) => url === '/api/me' || url.startsWith(`/api/teachers/${teacher.id}/`))).toEqual([]);
});

test("the staff's home comes in the person's language, and a page without a session is the plain one", async ({
  page,
}) => {
  const signedOut = await page.goto('/admin/analytics');
  expect(await signedOut!.text()).not.toContain('id="first-data"');
  await expect(page.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();
  await signedInRecording(page, STAFF);
  const opened = await page.goto('/admin/analytics');
  // The account has not chosen: the school's language (decision 040).
  expect(await opened!.text()).toContain('<html lang="es">');
  await expect(page.getByRole('heading', { name: 'Panel de análisis' })).toBeVisible();
  await expect(page).toHaveTitle(/^Panel de análisis · /);
});

test("a phone draws a paged list's cards without fetching the table's code; a wide screen draws the table", async ({
  page,
}) => {
  const tableCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/grid-table-[^/]+\.js$/.test(request.url())) tableCode.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInRecording(page, STAFF);
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: /usuarios/i })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(tableCode).toEqual([]);

  // Turned wide, the same page loads the table's code and draws the table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table')).toBeVisible();
  expect(tableCode.length).toBeGreaterThan(0);
});
