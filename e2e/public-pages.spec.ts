import type { Page } from '@playwright/test';
import { expectNoAxeViolations, pngBuffer, toastText } from './files';
import { createTeacher, expect, signIn, STAFF, test } from './fixtures';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(toastText(page, 'Sesión cerrada')).toBeVisible();
}

test('a teacher turns their public page on and asks; staff approve; the page reads with JavaScript off; staff take it down and it answers 404 at once', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const name = `Lucía Pública ${suffix}`;
  const teacher = await createTeacher(request, name);
  const login = await request.post('/api/auth/login', { data: { email: teacher.email, password: teacher.password } });
  const teacherBearer = { authorization: `Bearer ${(await login.json()).token as string}` };
  const workTitle = `Mural de luz ${suffix}`;
  const work = await request.post(`/api/teachers/${teacher.id}/portfolio`, {
    headers: teacherBearer,
    multipart: {
      title: workTitle,
      image: { name: 'obra.png', mimeType: 'image/png', buffer: pngBuffer(64, [200, 90, 40]) },
    },
  });
  expect(work.status()).toBe(201);

  // The teacher turns the page on, features the work, saves and asks for publication.
  await signIn(page, teacher, '/teacher/profile');
  await page.getByRole('tab', { name: 'Página pública', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Página pública' });
  await expect(panel.getByText('Borrador')).toBeVisible();
  await panel.getByRole('switch', { name: 'Activar mi página pública' }).click();
  await panel.getByRole('checkbox', { name: workTitle }).click();
  await panel.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toastText(page, 'Página pública guardada')).toBeVisible();
  await panel.getByRole('button', { name: 'Pedir publicación' }).click();
  await expect(toastText(page, 'Publicación pedida')).toBeVisible();
  await expect(panel.getByText('Esperando aprobación')).toBeVisible();
  const slug = /\/facultad\/([a-z0-9-]+)/.exec((await panel.getByText(/\/facultad\//).textContent()) ?? '')![1]!;
  // Not public before approval: the same 404 as any name.
  expect((await request.get(`/facultad/${slug}`)).status()).toBe(404);
  await signOut(page);

  // Staff find it waiting and approve it on the teacher's detail.
  await signIn(page, STAFF, '/admin/public-pages');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('tab', { name: 'Página pública', exact: true }).click();
  await page.getByRole('button', { name: 'Aprobar y publicar' }).click();
  await expect(toastText(page, 'Página publicada')).toBeVisible();

  // The public page, with JavaScript disabled, at a phone's width: everything there, nothing broken.
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const publicPage = await visitor.newPage();
  const errors: string[] = [];
  publicPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await publicPage.goto(`/facultad/${slug}`);
  await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(publicPage.getByRole('heading', { name: 'Obras destacadas' })).toBeVisible();
  const image = publicPage.getByRole('img', { name: `Imagen de la obra «${workTitle}»` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await publicPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
    0,
  );
  // Axe runs as a script: the same page, in a context that runs it (the page itself has none).
  const checker = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, baseURL });
  const checked = await checker.newPage();
  await checked.goto(`/facultad/${slug}`);
  await expectNoAxeViolations(checked);
  await checked.goto('/facultad');
  await expectNoAxeViolations(checked);
  await checker.close();
  // The language switch is a link that works without script.
  await publicPage.getByRole('link', { name: 'English' }).click();
  await expect(publicPage.getByRole('heading', { name: 'Featured works' })).toBeVisible();
  // Listed on /facultad, found by name without its accents.
  await publicPage.goto(`/facultad?q=${encodeURIComponent(`lucia publica ${suffix}`)}&lang=es`);
  await expect(publicPage.getByRole('link', { name, exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // Staff take it down: 404 at once, the same page as a name that never existed.
  await page.getByRole('button', { name: 'Retirar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirar página pública' });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('La obra destacada no es del docente');
  await dialog.getByRole('button', { name: 'Retirar', exact: true }).click();
  await expect(toastText(page, 'Página retirada')).toBeVisible();
  const gone = await publicPage.goto(`/facultad/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(publicPage.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  const never = await request.get('/facultad/nadie-se-llama-asi');
  expect(await never.text()).toBe(await (await request.get(`/facultad/${slug}`)).text());
  await visitor.close();

  // The teacher reads the reason.
  await signOut(page);
  await signIn(page, teacher, '/teacher/profile');
  await page.getByRole('tab', { name: 'Página pública', exact: true }).click();
  await expect(page.getByText('La obra destacada no es del docente')).toBeVisible();
});
