import type { Page } from '@playwright/test';
import { toastText } from './files';
import { expect, signIn, STAFF, test } from './fixtures';

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
