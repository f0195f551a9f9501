import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { asDeclared } from '@contracts/i18n/texts';
import { PORTFOLIO_MESSAGES } from '../contracts/portfolio';
import { chooseFile, expectNoAxeViolations, expectNoAxeViolationsInDialog, pngBuffer, toastText } from './files';
import { createAccount, createTeacher, expect, signIn, STAFF, test } from './fixtures';

async function bearerOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** The 'Portafolio' tab of the page on screen, opened. */
async function openPortfolioTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Portafolio' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Portafolio' });
  await expect(panel.getByRole('heading', { name: 'Portafolio' })).toBeVisible();
  return panel;
}

/** The titles of the editor's works, in the order shown. */
const shownOrder = (panel: Locator) =>
  panel.getByRole('list', { name: 'Obras del portafolio' }).getByRole('heading', { level: 3 }).allTextContents();

const workCard = (panel: Locator, title: string) =>
  panel.getByRole('list', { name: 'Obras del portafolio' }).getByRole('listitem').filter({ hasText: title });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(toastText(page, 'Sesión cerrada')).toBeVisible();
}

test('a teacher adds three works and reorders them by keyboard; a student sees them on the card and in the viewer; staff hide one and the teacher sees why', async ({
  page,
  request,
}) => {
  test.slow();
  const teacher = await createTeacher(request, `Paula Portafolio ${Date.now().toString(36)}`);
  // Titles with the tests' token: the Trombinoscopio shows them, and the staff walk beside reads it in English.
  const token = Date.now().toString(36);
  const works = [
    { title: `Amanecer en cobre ${token}`, year: '2022', colour: [200, 90, 30] as [number, number, number] },
    { title: `Ciudad de niebla ${token}`, year: '2023', colour: [90, 110, 130] as [number, number, number] },
    { title: `Retrato en azul ${token}`, year: '2024', colour: [20, 60, 200] as [number, number, number] },
  ];
  const [first, second, third] = works.map((work) => work.title) as [string, string, string];

  // The teacher's own profile: an empty portfolio.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const panel = await openPortfolioTab(page);
  await expect(panel.getByText('Aún no hay obras en tu portafolio.', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Three works, each with a generated image; the first with a technique of the catalogue and a link.
  for (const [index, work] of works.entries()) {
    await panel.getByRole('button', { name: 'Añadir obra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir obra' });
    await chooseFile(page, dialog.getByRole('button', { name: /^Seleccionar la imagen de la obra/ }), {
      name: `obra-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: pngBuffer(96, work.colour),
    });
    await expect(dialog.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeVisible();
    await dialog.getByLabel('Título').fill(work.title);
    await dialog.getByLabel('Año').fill(work.year);
    if (index === 0) {
      await dialog.getByRole('combobox', { name: 'Técnica' }).click();
      await page.getByRole('option', { name: 'Animación 2D' }).click();
      await dialog.getByLabel('Detalle de la técnica').fill('acuarela digital');
      await dialog.getByLabel('Enlace a la obra completa').fill('https://www.artstation.com/artwork/amanecer');
      await expectNoAxeViolationsInDialog(page);
    }
    await dialog.getByRole('button', { name: 'Añadir obra', exact: true }).click();
    await expect(toastText(page, 'Obra añadida al portafolio')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expect(workCard(panel, work.title)).toBeVisible();
  }
  await expect.poll(() => shownOrder(panel)).toEqual([first, second, third]);
  await expect(workCard(panel, first).getByText('2022 · Animación 2D · acuarela digital')).toBeVisible();
  await expect(panel.getByText('3 de 30 obras')).toBeVisible();
  await expectNoAxeViolations(page);

  // Reordering with the keyboard: 'Mover después' keeps the focus on itself and says where the work went.
  const later = workCard(panel, first).getByRole('button', { name: `Mover después «${first}»` });
  await later.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => shownOrder(panel)).toEqual([second, first, third]);
  await expect(later).toBeFocused();
  await expect(page.getByText(`Obra «${first}» movida a la posición 2 de 3`)).toBeAttached();

  // A keyboard drag of the last work to the top: Space takes it, the arrows move it, Space drops it.
  const handle = workCard(panel, third).getByRole('button', { name: `Arrastrar «${third}» para cambiar su posición` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Obra «${third}» tomada, en la posición 3 de 3.`)).toBeAttached();
  // dnd-kit listens to the arrows and measures the places a moment after the work is taken.
  await page.waitForTimeout(500);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Obra «${third}» sobre la posición 2 de 3.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Obra «${third}» sobre la posición 1 de 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => shownOrder(panel)).toEqual([third, second, first]);
  await expect(page.getByText(`Obra «${third}» movida a la posición 1 de 3`)).toBeAttached();
  await expect(handle).toBeFocused();

  // The order was saved.
  await page.reload();
  const reloaded = await openPortfolioTab(page);
  await expect.poll(() => shownOrder(reloaded)).toEqual([third, second, first]);
  await signOut(page);

  // A student sees the three works on the teacher's Trombinoscopio card, in order, and opens the viewer.
  const student = await createAccount(request, 'student');
  const studentBearer = await bearerOf(request, student);
  const refused = await request.post(`/api/teachers/${teacher.id}/portfolio`, {
    headers: studentBearer,
    multipart: { title: 'Intrusa', image: { name: 'x.png', mimeType: 'image/png', buffer: pngBuffer(8, [0, 0, 0]) } },
  });
  expect(refused.status()).toBe(403);
  await signIn(page, student);
  await page.goto('/trombinoscopio');
  await page.getByLabel('Buscar por nombre o área de especialidad').fill(teacher.fullName);
  const row = page
    .getByRole('list', { name: 'Directorio de profesores' })
    .getByRole('article', { name: teacher.fullName });
  const strip = row.getByRole('list', { name: `Obras de ${teacher.fullName}` });
  await expect(strip.getByRole('button')).toHaveCount(3);
  await expect
    .poll(() => strip.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))))
    .toEqual([`Ver obra «${third}»`, `Ver obra «${second}»`, `Ver obra «${first}»`]);
  await expect(strip.getByRole('img', { name: third })).toHaveAttribute('data-loaded', '');
  const opener = strip.getByRole('button', { name: `Ver obra «${third}»` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: third });
  await expect(viewer.getByRole('img', { name: third })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: second })).toBeVisible();
  await expect(page.getByRole('dialog', { name: second }).getByRole('img', { name: second })).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await signOut(page);

  // Staff hide the second work with a reason.
  const reason = 'La imagen muestra datos personales de un estudiante.';
  await signIn(page, STAFF);
  await page.goto(`/admin/teachers/${teacher.id}`);
  const staffPanel = await openPortfolioTab(page);
  await staffPanel.getByRole('button', { name: `Ocultar «${second}»` }).click();
  const hide = page.getByRole('dialog', { name: 'Ocultar obra' });
  await hide.getByLabel('Motivo').fill(reason);
  await hide.getByRole('button', { name: 'Ocultar', exact: true }).click();
  await expect(toastText(page, 'Obra ocultada')).toBeVisible();

  // Staff add a technique to the catalogue, for every teacher; the same name again is refused under the field.
  const technique = `Fotogrametría ${token}`;
  const catalogue = staffPanel.getByRole('region', { name: 'Técnicas del catálogo' });
  await catalogue.getByLabel('Nueva técnica').fill(technique);
  await catalogue.getByRole('button', { name: 'Añadir técnica' }).click();
  await expect(catalogue.getByRole('list', { name: 'Técnicas añadidas por la administración' })).toContainText(
    technique,
  );
  await catalogue.getByLabel('Nueva técnica').fill(technique.toUpperCase());
  await catalogue.getByRole('button', { name: 'Añadir técnica' }).click();
  await expect(
    catalogue.getByText(asDeclared(PORTFOLIO_MESSAGES.techniqueTaken, { label: technique.toUpperCase() })),
  ).toBeVisible();
  // Staff fix its name in its dialog.
  await catalogue.getByRole('button', { name: `Cambiar el nombre de ${technique}` }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Cambiar el nombre de la técnica' });
  const renamed = `${technique} 3D`;
  await renameDialog.getByLabel('Nombre').fill(renamed);
  await renameDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(renameDialog).toBeHidden();
  await expect(catalogue.getByRole('list', { name: 'Técnicas añadidas por la administración' })).toContainText(renamed);
  await expectNoAxeViolations(page);
  await signOut(page);
  const techniques = await request.get('/api/portfolio/techniques', { headers: studentBearer });
  expect((await techniques.json()) as { label: string; added: boolean }[]).toContainEqual(
    expect.objectContaining({ label: renamed, added: true }),
  );

  // The student no longer gets it.
  const seen = await request.get(`/api/teachers/${teacher.id}/portfolio`, { headers: studentBearer });
  expect(seen.ok()).toBe(true);
  expect(((await seen.json()).items as { title: string }[]).map((work) => work.title)).toEqual([third, first]);

  // The teacher sees which work staff hid, and why.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const own = await openPortfolioTab(page);
  await expect(workCard(own, second).getByText(`Oculta por la administración: ${reason}`)).toBeVisible();
  await expect(workCard(own, third).getByText(/Oculta por la administración/)).toHaveCount(0);
  // One true state: the hidden work does not also say it is visible to the whole school; the others still do.
  await expect(workCard(own, second).getByText('Visible para toda la escuela')).toHaveCount(0);
  await expect(workCard(own, third).getByText('Visible para toda la escuela')).toBeVisible();
  await expectNoAxeViolations(page);

  // Deleting one asks first; the focus goes back to the tab's heading.
  await workCard(own, first)
    .getByRole('button', { name: `Eliminar «${first}»` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar obra?' });
  await expectNoAxeViolationsInDialog(page);
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Obra eliminada del portafolio')).toBeVisible();
  await expect.poll(() => shownOrder(own)).toEqual([third, second]);
  await expect(own.getByRole('heading', { name: 'Portafolio' })).toBeFocused();
  await signOut(page);

  // Staff delete the hidden work from the teacher's detail; the focus goes to the tab's heading there too.
  await signIn(page, STAFF);
  await page.goto(`/admin/teachers/${teacher.id}`);
  const detail = await openPortfolioTab(page);
  await detail.getByRole('button', { name: `Eliminar «${second}»` }).click();
  await page
    .getByRole('alertdialog', { name: '¿Eliminar obra?' })
    .getByRole('button', { name: 'Eliminar', exact: true })
    .click();
  await expect(toastText(page, 'Obra eliminada del portafolio')).toBeVisible();
  await expect(detail.getByRole('button', { name: `Eliminar «${second}»` })).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: 'Portafolio' })).toBeFocused();
});
