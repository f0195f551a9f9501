import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog, pdfBuffer, pngBuffer, toastText } from './files';
import { createAccount, createTeacher, expect, signIn, STAFF, test } from './fixtures';

async function bearerOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** The 'Actividad' tab of the page on screen, opened. */
async function openActivityTab(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Actividad', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Actividad' });
  await expect(panel.getByRole('heading', { name: 'Actividad', exact: true })).toBeVisible();
  return panel;
}

const entryCard = (panel: Locator, title: string) => panel.getByRole('article', { name: title, exact: true });

/** Picks `option` in the select named `name` of the dialog. */
async function choose(page: Page, dialog: Locator, name: string, option: string) {
  await dialog.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(toastText(page, 'Sesión cerrada')).toBeVisible();
}

/** No axe violation in the main region at a phone's and a desktop's width (390 and 1440 px). */
async function expectAccessibleAtBothSizes(page: Page, inDialog = false) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await (inDialog ? expectNoAxeViolationsInDialog(page) : expectNoAxeViolations(page));
    // Nothing wider than the screen on a phone.
    if (!inDialog)
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
  }
}

test('a teacher records two kinds of activity with evidence and edits one; staff verify one and return the other; the teacher reads the reason; a student sees only the visible one', async ({
  page,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const teacher = await createTeacher(request, `Renata Registro ${suffix}`);
  const teacherBearer = await bearerOf(request, teacher);

  // Evidence: a document staff keep for the teacher and a work of the teacher's portfolio.
  const documentName = `Certificado de créditos ${suffix}.pdf`;
  const staffToken = (await (await request.post('/api/auth/login', { data: E2E_ADMIN })).json()).token as string;
  const uploaded = await request.post('/api/documents', {
    headers: { authorization: `Bearer ${staffToken}` },
    multipart: {
      document_type: 'teacher',
      document_tag: 'certificacion',
      entity_id: String(teacher.id),
      file: { name: documentName, mimeType: 'application/pdf', buffer: pdfBuffer() },
    },
  });
  expect(uploaded.status()).toBe(201);
  const workTitle = `Bosque de neón ${suffix}`;
  const work = await request.post(`/api/teachers/${teacher.id}/portfolio`, {
    headers: teacherBearer,
    multipart: {
      title: workTitle,
      image: { name: 'obra.png', mimeType: 'image/png', buffer: pngBuffer(64, [40, 120, 90]) },
    },
  });
  expect(work.status()).toBe(201);

  const credit = `Ciudad de Niebla ${suffix}`;
  const exhibition = `Luz de invierno ${suffix}`;
  const exhibitionRenamed = `Luz de invierno, edición ampliada ${suffix}`;

  // The teacher's own profile: an empty record.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const panel = await openActivityTab(page);
  await expect(panel.getByText('Aún no hay actividades registradas.', { exact: true })).toBeVisible();
  await expect(panel.getByText('Sin cursos impartidos registrados.', { exact: true })).toBeVisible();

  // A production credit: the kind first, then its fields; an end before the start is refused at the end date.
  await panel.getByRole('button', { name: 'Añadir actividad' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nueva actividad' });
  await choose(page, dialog, 'Tipo de actividad', 'Crédito de producción');
  await dialog.getByLabel('Título').fill(credit);
  await dialog.getByLabel('Fecha de inicio').fill('2024-06-01');
  await dialog.getByLabel('Fecha de fin').fill('2024-05-01');
  await choose(page, dialog, 'Tipo de producción', 'Videojuego');
  await dialog.getByLabel('Rol').fill('Directora de arte');
  await dialog.getByLabel('Estudio o cliente').fill('Estudio Quetzal');
  await dialog.getByRole('button', { name: 'Añadir enlace' }).click();
  await dialog.getByRole('textbox', { name: 'Enlace 1' }).fill('https://store.example.org/ciudad-de-niebla');
  await dialog.getByRole('checkbox', { name: documentName }).check();
  await choose(page, dialog, 'Visibilidad', 'Visible para toda la escuela');
  await dialog.getByRole('button', { name: 'Añadir actividad', exact: true }).click();
  await expect(dialog.getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await dialog.getByLabel('Fecha de fin').fill('2025-02-14');
  await dialog.getByRole('button', { name: 'Añadir actividad', exact: true }).click();
  await expect(toastText(page, 'Actividad añadida')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const creditCard = entryCard(panel, credit);
  await expect(creditCard.getByText('Estudio Quetzal')).toBeVisible();
  await expect(creditCard.getByText('Videojuego')).toBeVisible();
  await expect(creditCard.getByText('01/06/2024 – 14/02/2025')).toBeVisible();
  await expect(creditCard.getByRole('list', { name: `Evidencia de «${credit}»` })).toContainText(documentName);
  await expect(creditCard.getByRole('link', { name: /ciudad-de-niebla/ })).toBeVisible();

  // An exhibition with a portfolio work as evidence, seen by staff only.
  await panel.getByRole('button', { name: 'Añadir actividad' }).click();
  dialog = page.getByRole('dialog', { name: 'Nueva actividad' });
  await choose(page, dialog, 'Tipo de actividad', 'Exposición o proyección');
  await dialog.getByLabel('Título').fill(exhibition);
  await dialog.getByLabel('Fecha de inicio').fill('2025-03-12');
  await dialog.getByLabel('Fecha de fin').fill('2025-04-20');
  await dialog.getByLabel('Sede o festival').fill('Centro Cultural de España');
  await choose(page, dialog, 'Formato', 'Colectiva');
  await choose(page, dialog, 'Selección', 'Comisariada');
  await choose(page, dialog, 'Ámbito', 'Internacional');
  await dialog.getByRole('checkbox', { name: workTitle }).check();
  await dialog.getByRole('button', { name: 'Añadir actividad', exact: true }).click();
  await expect(toastText(page, 'Actividad añadida')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const exhibitionCard = entryCard(panel, exhibition);
  await expect(exhibitionCard.getByText('Comisariada')).toBeVisible();
  await expect(exhibitionCard.getByText('Solo administración')).toBeVisible();
  await expect(exhibitionCard.getByRole('list', { name: `Evidencia de «${exhibition}»` })).toContainText(workTitle);
  // Grouped by kind, in the kinds' order.
  await expect(panel.getByRole('heading', { name: /^Crédito de producción/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /^Exposición o proyección/ })).toBeVisible();

  // Editing: closing with a change asks first; 'Seguir editando' keeps it; then it is saved.
  await exhibitionCard.getByRole('button', { name: `Editar «${exhibition}»` }).click();
  dialog = page.getByRole('dialog', { name: 'Editar actividad' });
  await expect(dialog.getByLabel('Título')).toHaveValue(exhibition);
  await dialog.getByLabel('Título').fill(exhibitionRenamed);
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog.getByLabel('Título')).toHaveValue(exhibitionRenamed);
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastText(page, 'Actividad guardada')).toBeVisible({ timeout: 20_000 });
  await expect(entryCard(panel, exhibitionRenamed)).toBeVisible();

  // The list newest first, filtered by kind.
  await panel.getByRole('button', { name: 'Más recientes primero' }).click();
  await expect(panel.getByRole('list', { name: 'Actividades' }).getByRole('article')).toHaveCount(2);
  await expect
    .poll(() =>
      panel
        .getByRole('list', { name: 'Actividades' })
        .getByRole('article')
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    )
    .toEqual([exhibitionRenamed, credit]);
  await choose(page, panel, 'Tipo', 'Crédito de producción');
  await expect(panel.getByRole('list', { name: 'Actividades' }).getByRole('article')).toHaveCount(1);
  await choose(page, panel, 'Tipo', 'Todos los tipos');
  await expectAccessibleAtBothSizes(page);
  await signOut(page);

  // A teacher may not write another's record (refused, nothing changed).
  const other = await createTeacher(request, `Otro Docente ${suffix}`);
  const refused = await request.post(`/api/teachers/${teacher.id}/activity`, {
    headers: await bearerOf(request, other),
    data: { kind: 'talk', title: 'Intrusa', start_date: '2025-01-01', organization: 'X' },
  });
  expect(refused.status()).toBe(403);

  // Staff verify the credit (against which evidence) and return the exhibition with a reason.
  const note = 'Comprobado con el certificado de créditos.';
  const reason = 'Falta el catálogo de la exposición: súbelo y enlázalo.';
  await signIn(page, STAFF);
  await page.goto(`/admin/teachers/${teacher.id}`);
  const staffPanel = await openActivityTab(page);
  await entryCard(staffPanel, credit)
    .getByRole('button', { name: `Verificar «${credit}»` })
    .click();
  const verify = page.getByRole('dialog', { name: 'Verificar actividad' });
  await verify.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(verify.getByText('Escribe contra qué evidencia se verificó la actividad')).toBeVisible();
  await verify.getByLabel('Nota de verificación').fill(note);
  await expectNoAxeViolationsInDialog(page);
  await verify.getByRole('button', { name: 'Verificar', exact: true }).click();
  await expect(toastText(page, 'Actividad verificada')).toBeVisible();
  await expect(entryCard(staffPanel, credit).getByText(/^Verificada por .+ el /)).toBeVisible();
  await expect(entryCard(staffPanel, credit).getByText(`Nota: ${note}`)).toBeVisible();
  await entryCard(staffPanel, exhibitionRenamed)
    .getByRole('button', { name: `Devolver «${exhibitionRenamed}»` })
    .click();
  const giveBack = page.getByRole('dialog', { name: 'Devolver actividad' });
  await giveBack.getByLabel('Motivo').fill(reason);
  await giveBack.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(toastText(page, 'Actividad devuelta al docente')).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  await signOut(page);

  // The teacher reads the reason on the returned entry.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const own = await openActivityTab(page);
  await expect(own.getByText(/^La administración te devolvió 1 actividad: lee el motivo/)).toBeVisible();
  const returned = entryCard(own, exhibitionRenamed);
  await expect(returned.getByText(/^Devuelta por .+ el /)).toBeVisible();
  await expect(returned.getByText(`Motivo: ${reason}`)).toBeVisible();
  await expect(entryCard(own, credit).getByText(/^Verificada por /)).toBeVisible();
  await expectAccessibleAtBothSizes(page);
  await signOut(page);

  // A student sees only the entry visible to the school, in the Trombinoscopio's dialog, without its documents.
  const student = await createAccount(request, 'student');
  await signIn(page, student);
  await page.goto('/trombinoscopio');
  await page.getByLabel('Buscar por nombre o área de especialidad').fill(teacher.fullName);
  await page.getByRole('button', { name: teacher.fullName }).click();
  const profile = page.getByRole('dialog', { name: teacher.fullName });
  await profile.getByRole('tab', { name: 'Actividad', exact: true }).click();
  const directory = profile.getByRole('tabpanel', { name: 'Actividad' });
  await expect(entryCard(directory, credit)).toBeVisible();
  await expect(entryCard(directory, exhibitionRenamed)).toHaveCount(0);
  await expect(directory.getByText(documentName)).toHaveCount(0);
  await expect(directory.getByRole('button', { name: /^Editar|^Eliminar|^Verificar|^Devolver/ })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, true);

  await page.keyboard.press('Escape');
  await signOut(page);

  // The teacher deletes the returned entry, after confirming; the focus goes to the tab's heading.
  await signIn(page, teacher);
  await page.goto('/teacher/profile');
  const last = await openActivityTab(page);
  await entryCard(last, exhibitionRenamed)
    .getByRole('button', { name: `Eliminar «${exhibitionRenamed}»` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar actividad?' });
  await expectNoAxeViolationsInDialog(page);
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Actividad eliminada')).toBeVisible();
  await expect(entryCard(last, exhibitionRenamed)).toHaveCount(0);
  await expect(entryCard(last, credit)).toBeVisible();
  await expect(last.getByRole('heading', { name: 'Actividad', exact: true })).toBeFocused();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a teacher who reads English sees the record, its kinds, choices, dates and staff’s reason in English', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const teacher = await createTeacher(request, `Elena English ${suffix}`);
    const title = `Fog City ${suffix}`;
    const added = await request.post(`/api/teachers/${teacher.id}/activity`, {
      headers: await bearerOf(request, teacher),
      data: {
        kind: 'exhibition',
        title,
        start_date: '2025-03-12',
        end_date: '2025-04-20',
        organization: 'Winter Light Festival',
        format: 'solo',
        selection: 'juried',
        scope: 'national',
      },
    });
    expect(added.status()).toBe(201);
    const reason = 'The catalogue is missing.';
    const returned = await request.post(`/api/activity/${(await added.json()).id as number}/return`, {
      headers: await bearerOf(request, STAFF),
      data: { reason },
    });
    expect(returned.ok()).toBe(true);

    await signIn(page, teacher, '/teacher/profile', { language: 'en' });
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Activity' });
    await expect(panel.getByRole('heading', { name: 'Teaching history' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: /^Exhibition or screening/ })).toBeVisible();
    const card = entryCard(panel, title);
    await expect(card.getByText('03/12/2025 – 04/20/2025')).toBeVisible();
    await expect(card.getByText('Venue or festival')).toBeVisible();
    await expect(card.getByText('Juried')).toBeVisible();
    await expect(card.getByText('National')).toBeVisible();
    await expect(card.getByText('Staff only')).toBeVisible();
    await expect(card.getByText(/^Returned by .+ on /)).toBeVisible();
    await expect(card.getByText(`Reason: ${reason}`)).toBeVisible();
    await expect(panel.getByText(/^Staff returned 1 activity to you: read the reason/)).toBeVisible();
    await panel.getByRole('button', { name: 'Add activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New activity' });
    await dialog.getByRole('combobox', { name: 'Kind of activity' }).click();
    await page.getByRole('option', { name: 'Production credit', exact: true }).click();
    await expect(dialog.getByText('Studio or client')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add activity', exact: true }).click();
    await expect(dialog.getByText('This kind of activity asks for this').first()).toBeVisible();
    await expectNoAxeViolationsInDialog(page);
  });
});
