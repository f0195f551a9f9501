import type { Page } from '@playwright/test';
import { openTeacherDocuments, toastText, uploadTeacherCertificate } from './files';
import { createAccount, createTeacher, expect, signIn, STAFF, test } from './fixtures';

/*
 * A part of a screen whose code loads on first use (a chart, a menu, a dialog) and cannot be fetched (offline, or a
 * stale chunk after a deploy) says so where the person is, and the rest of the page stays
 * (web/src/components/lazy-part.tsx).
 */

const figure = (page: Page, caption: string) => page.getByRole('figure', { name: caption });

const CHART_CODE = [
  { what: 'charting code', asset: /\/assets\/canvas-chart-[^/]+\.js$/ },
  { what: "charts worker's code", asset: /\/assets\/chart-worker-[^/]+\.js$/ },
];

for (const { what, asset } of CHART_CODE) {
  test(`when the ${what} cannot be fetched, each drawn figure says so in its place and its table still has the figures`, async ({
    page,
  }) => {
    await page.route(asset, (route) => route.abort());
    await signIn(page, STAFF);
    await page.goto('/admin/analytics');

    // Sign-ins always have figures (this test's own sign-in among them), so the figure has a drawing to stand in for.
    const signIns = figure(page, 'Inicios de sesión por semana');
    await signIns.scrollIntoViewIfNeeded();
    await expect(signIns.getByText('No se pudo cargar el gráfico.', { exact: false })).toBeVisible();
    await expect(signIns.locator('canvas')).toHaveCount(0);
    await signIns.getByRole('button', { name: 'Ver como tabla' }).click();
    await expect(signIns.getByRole('columnheader', { name: 'Inicios de sesión' })).toBeVisible();
    // The rest of the page is there: the figures and the activities.
    await expect(page.getByRole('list', { name: 'Resumen' }).getByText('Total de profesores')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Actividad reciente' })).toBeVisible();
  });
}

test("on a wide screen, when a paged list's table code cannot be fetched, a toast says to reload and the page stays", async ({
  page,
}) => {
  await page.route(/\/assets\/grid-table-[^/]+\.js$/, (route) => route.abort());
  await signIn(page, STAFF);
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  await expect(toastText(page, 'No se pudo cargar')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The rest of the page works: the search, and the navigation to another list.
  await expect(page.getByRole('searchbox')).toBeEditable();
  await page.getByRole('link', { name: 'Gestión de Estudiantes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Estudiantes' })).toBeVisible();
});

test("on a phone, when the menu's code cannot be fetched, the menu button says to reload and the page stays usable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/mobile-nav-[^/]+\.js$/, (route) => route.abort());
  await signIn(page, STAFF);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Panel de análisis' })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(toastText(page, 'No se pudo cargar')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Panel de análisis' })).toBeVisible();

  // Asked for again, it says so again rather than nothing.
  await page.keyboard.press('Escape');
  await expect(toastText(page, 'No se pudo cargar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(toastText(page, 'No se pudo cargar')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/**
 * An outage of who is signed in (spec §8: 'Failed to fetch user data'): the page comes without the server's answer
 * in it, as when the server could not read it, and GET /api/me fails with a 500 — simulated in the browser, the
 * database untouched. The login screen shows, and a toast says why, in the person's language.
 */
async function whoIsSignedInFails(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/me',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Internal error', errorId: crypto.randomUUID() }),
      }),
  );
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="first-data">[\s\S]*?<\/script>/,
        '',
      );
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      );
      await route.fulfill({ response, headers, body: html });
    },
  );
}

for (const { language, title, description, connect } of [
  {
    language: 'es',
    title: 'No se pudieron obtener los datos del usuario',
    description: 'Vuelve a intentarlo en unos minutos.',
    connect: 'Conectar',
  },
  {
    language: 'en',
    title: 'Failed to fetch user data',
    description: 'Please try again in a few minutes.',
    connect: 'Connect',
  },
] as const) {
  test(`when the server cannot say who is signed in, the login screen shows and a toast says so (${language})`, async ({
    page,
    request,
  }) => {
    // An account of its own: the language it chooses stays with it.
    await signIn(page, await createAccount(request, 'staff'), '/settings', { language });
    await whoIsSignedInFails(page, '/admin/analytics');
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
    await page.goto('/admin/analytics');
    expect((await asked).status()).toBe(500);
    await expect(toastText(page, title)).toBeVisible();
    await expect(toastText(page, description)).toBeVisible();
    await expect(page.getByRole('button', { name: connect, exact: true })).toBeVisible();
  });
}

test("when the expiry popover's code cannot be fetched, its button says to reload and stays, and the row's other actions work", async ({
  page,
  request,
}) => {
  const teacherName = `Valeria Sin Red ${Date.now().toString(36)}`;
  const teacher = await createTeacher(request, teacherName);
  const name = `Contrato ${Date.now().toString(36)}.pdf`;
  await uploadTeacherCertificate(request, teacher.id, name);
  await page.route(/\/assets\/expiry-popover-[^/]+\.js$/, (route) => route.abort());
  await signIn(page, STAFF, '/admin/documents');
  await openTeacherDocuments(page, teacherName);
  const row = page.getByRole('row').filter({ hasText: name });
  const expiry = row.getByRole('button', { name: `Vencimiento de ${name}` });
  await expiry.click();
  await expect(toastText(page, 'No se pudo cargar')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(expiry).toBeVisible();

  await row.getByRole('button', { name: `Eliminar ${name}` }).click();
  await expect(page.getByRole('alertdialog', { name: '¿Eliminar documento?' })).toBeVisible();
});
