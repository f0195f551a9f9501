import type { APIRequestContext, Browser, Download, Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog, toastText } from './files';
import { createAccount, createTeacher, expect, signIn, STAFF, test, type Account } from './fixtures';

/** Every text of a PDF, page after page, as pdf.js reads it (what a reader selects and searches). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // pdf.js splits a line where the drawing did: spaces are collapsed to compare texts.
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function bytesOf(download: Download): Promise<Buffer> {
  let bytes = Buffer.alloc(0);
  for await (const chunk of await download.createReadStream()) bytes = Buffer.concat([bytes, chunk as Buffer]);
  return bytes;
}

/** The account's user id and bearer header, from a sign-in through the API. */
async function userOf(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { token: string; user: { id: number } };
  return { id: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

/** A page of its own (its own cookies) for each person of the review. */
async function pageOf(browser: Browser, account: Pick<Account, 'email' | 'password'>, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account, path);
  return page;
}

/** Picks `option` in the select named `name`. */
async function choose(page: Page, scope: Page | Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** No axe violation and nothing wider than the screen, at a phone's and a desktop's width. */
async function expectAccessibleAtBothSizes(page: Page) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  }
}

test('one yearly review from opening to closing: staff set up and open the cycle, the teacher writes, the reviewer returns it once and evaluates, the teacher responds, staff close it and the PDF reads back', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  // A year of its own: no other spec's cycle shares it.
  const year = String(2030 + (Date.now() % 60));
  const cycleName = `Revisión anual ${suffix}`;
  const teacher = await createTeacher(request, `Teresa Revisada ${suffix}`);
  // The teacher's record for the year: an award, offered to the self-report to highlight.
  const award = `Premio Quetzal de animación ${suffix}`;
  const teacherUser = await userOf(request, teacher);
  const entry = await request.post(`/api/teachers/${teacher.id}/activity`, {
    headers: teacherUser.headers,
    data: { kind: 'award', title: award, organization: 'Festival Ícaro', start_date: `${year}-05-10` },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  const reviewerAccount = await createAccount(request, 'staff');
  const reviewerUser = await userOf(request, reviewerAccount);
  const staff = await userOf(request, STAFF);
  const options = (await (
    await request.get('/api/review-cycles/reviewer-options', { headers: staff.headers })
  ).json()) as { items: { id: number; name: string }[] };
  const reviewerName = options.items.find((person) => person.id === reviewerUser.id)?.name;
  expect(reviewerName, 'the new staff member is offered as a reviewer').toBeTruthy();

  // --- Staff set up the cycle: one chosen teacher and their reviewer, the deadlines, a renamed and an added section.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, STAFF, '/admin/reviews');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Revisiones anuales' })
    .waitFor();
  await page.getByRole('link', { name: 'Nuevo ciclo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo ciclo de revisión' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nuevo ciclo' });
  // Sent empty: the contract's messages at the fields.
  await form.getByRole('button', { name: 'Crear ciclo' }).click();
  await expect(form.getByText('El nombre del ciclo es obligatorio')).toBeVisible();
  await form.getByLabel('Nombre').fill(cycleName);
  await form.getByLabel('Periodo (año)').fill(year);
  await form.getByLabel('Autoinforme').fill(`${Number(year) + 1}-01-15`);
  await form.getByLabel('Evaluación').fill(`${Number(year) + 1}-02-15`);
  await form.getByLabel('Respuesta').fill(`${Number(year) + 1}-03-01`);
  await form.getByLabel('Solo los profesores elegidos').check();
  await choose(page, form, 'Evaluador para los que añadas', reviewerName!);
  await form.getByLabel('Añadir profesor').fill(teacher.fullName);
  await form
    .getByRole('list', { name: 'Profesores encontrados' })
    .getByRole('button', { name: teacher.fullName })
    .click();
  // Counted at once, not waited for: the results go with the pick, not a pause later under the next click.
  expect(await form.getByRole('list', { name: 'Profesores encontrados' }).count()).toBe(0);
  expect(await form.getByText('Ningún profesor coincide').count()).toBe(0);
  await expect(form.getByRole('combobox', { name: `Evaluador de ${teacher.fullName}` })).toHaveText(reviewerName!);
  await form.getByLabel('Título de la sección 3').fill('Servicio y comunidad');
  await form.getByRole('button', { name: 'Añadir sección' }).click();
  await form.getByLabel('Título de la sección 5').fill('Formación recibida');
  await expectAccessibleAtBothSizes(page);
  await form.getByRole('button', { name: 'Crear ciclo' }).click();
  await expect(toastText(page, 'Ciclo creado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: cycleName })).toBeVisible();
  const cycleUrl = page.url();

  await page.getByRole('button', { name: 'Abrir ciclo' }).click();
  const openDialog = page.getByRole('dialog', { name: '¿Abrir el ciclo?' });
  await expect(openDialog.getByText(/1 profesor\)/)).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  await openDialog.getByRole('button', { name: 'Abrir ciclo' }).click();
  await expect(toastText(page, 'Ciclo abierto')).toBeVisible();
  // Open, the cycle no longer offers its edit; its progress shows the one review.
  await expect(page.getByRole('link', { name: 'Editar ciclo' })).toHaveCount(0);
  const counts = page.getByRole('definition').first();
  await expect(counts).toHaveText('1');

  // --- The teacher writes the self-report, saves the draft and submits it (on a phone).
  const teacherPage = await pageOf(browser, teacher, '/teacher/review');
  await teacherPage.setViewportSize({ width: 390, height: 844 });
  await expect(teacherPage.getByRole('heading', { level: 1, name: `Mi revisión: ${cycleName}` })).toBeVisible();
  await teacherPage.getByLabel('Tu texto sobre «Docencia»').fill('Impartí dos cursos de pintura digital.');
  await teacherPage.getByLabel('Tu texto sobre «Servicio y comunidad»').fill('Coordiné la muestra de fin de curso.');
  // What to highlight is picked from the record of the period, per section.
  await teacherPage.getByText('Destacar del registro en «Servicio y comunidad» (0 elegidos)').click();
  await teacherPage
    .getByRole('checkbox', { name: new RegExp(award) })
    .last()
    .check();
  await expect(teacherPage.getByText('Destacar del registro en «Servicio y comunidad» (1 elegido)')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toastText(teacherPage, 'Borrador guardado')).toBeVisible();
  await expectAccessibleAtBothSizes(teacherPage);
  await teacherPage.getByRole('button', { name: 'Enviar autoinforme' }).click();
  await teacherPage
    .getByRole('dialog', { name: '¿Enviar el autoinforme?' })
    .getByRole('button', { name: 'Enviar autoinforme' })
    .click();
  await expect(toastText(teacherPage, 'Autoinforme enviado')).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Guardar borrador' })).toHaveCount(0);

  // --- The reviewer reads it among their evaluations and returns it once, with a reason.
  const reviewerPage = await pageOf(browser, reviewerAccount, '/admin/evaluations');
  await reviewerPage.setViewportSize({ width: 1440, height: 900 });
  await reviewerPage.getByRole('link', { name: teacher.fullName }).click();
  await expect(reviewerPage.getByRole('heading', { level: 1, name: `Revisión de ${teacher.fullName}` })).toBeVisible();
  await expect(reviewerPage.getByText('Impartí dos cursos de pintura digital.')).toBeVisible();
  await expect(
    reviewerPage.getByRole('list', { name: 'Destacado en «Servicio y comunidad»' }).getByText(award),
  ).toBeVisible();
  await reviewerPage.getByRole('button', { name: 'Devolver para cambios' }).click();
  const returnDialog = reviewerPage.getByRole('dialog', { name: 'Devolver para cambios' });
  await returnDialog.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(returnDialog.getByText('Escribe el motivo por el que se devuelve el autoinforme')).toBeVisible();
  await returnDialog.getByLabel('Motivo').fill('Falta la sección de formación recibida.');
  await expectNoAxeViolationsInDialog(reviewerPage);
  await returnDialog.getByRole('button', { name: 'Devolver', exact: true }).click();
  await expect(toastText(reviewerPage, 'Autoinforme devuelto')).toBeVisible();
  await expect(reviewerPage.getByRole('button', { name: 'Enviar evaluación' })).toHaveCount(0);

  // --- The teacher is told (the bell's notification leads to the review), reads the reason, completes the report
  // and submits it again.
  await teacherPage.reload();
  await teacherPage.getByRole('button', { name: /^Notificaciones \(\d+ sin leer\)$/ }).click();
  await teacherPage
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByText(`Tu autoinforme fue devuelto: ${cycleName}`)
    .click();
  await expect(teacherPage).toHaveURL(/\/reviews\/\d+$/);
  await expect(teacherPage.getByRole('link', { name: 'Volver a mi revisión anual' })).toBeVisible();
  await expect(teacherPage.getByText('Falta la sección de formación recibida.').first()).toBeVisible();
  await teacherPage.getByLabel('Tu texto sobre «Formación recibida»').fill('Curso de animación 3D en primavera.');
  // Returned, the report is saved as a draft again before it can be submitted.
  await expect(teacherPage.getByText('Guarda tus cambios para poder enviarlo de nuevo.')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toastText(teacherPage, 'Borrador guardado')).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Enviar autoinforme' }).click();
  await teacherPage
    .getByRole('dialog', { name: '¿Enviar el autoinforme?' })
    .getByRole('button', { name: 'Enviar autoinforme' })
    .click();
  await expect(toastText(teacherPage, 'Autoinforme enviado')).toBeVisible();

  // --- The reviewer comments each section, rates it and sends the evaluation (a rating is required first).
  await reviewerPage.reload();
  await expect(reviewerPage.getByText('Curso de animación 3D en primavera.')).toBeVisible();
  await reviewerPage.getByLabel('Tu comentario sobre «Docencia»').fill('Buen trabajo con los grupos de primero.');
  await reviewerPage.getByLabel('Comentario general').fill('Un año sólido.');
  // Typed and not saved: leaving by the menu asks first, and staying keeps the text.
  await reviewerPage
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Mis evaluaciones' })
    .click();
  const unsaved = reviewerPage.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' });
  await unsaved.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(reviewerPage.getByLabel('Comentario general')).toHaveValue('Un año sólido.');
  await reviewerPage.getByRole('button', { name: 'Enviar evaluación' }).click();
  await expect(reviewerPage.getByText('Elige una valoración global')).toBeVisible();
  await reviewerPage.getByLabel('Satisfactorio').check();
  await expectAccessibleAtBothSizes(reviewerPage);
  await reviewerPage.getByRole('button', { name: 'Enviar evaluación' }).click();
  await reviewerPage
    .getByRole('dialog', { name: '¿Enviar la evaluación?' })
    .getByRole('button', { name: 'Enviar evaluación' })
    .click();
  await expect(toastText(reviewerPage, 'Evaluación enviada')).toBeVisible();

  // --- The teacher reads the evaluation, responds (disagreeing in words) and acknowledges.
  await teacherPage.reload();
  await expect(teacherPage.getByText('Buen trabajo con los grupos de primero.')).toBeVisible();
  await expect(teacherPage.getByText('Valoración global: Satisfactorio')).toBeVisible();
  await teacherPage.getByLabel('Respuesta (opcional)').fill('Creo que la muestra merecía más peso.');
  await teacherPage.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(teacherPage.getByText('Confirma que has leído la evaluación')).toBeVisible();
  await teacherPage.getByLabel('He leído la evaluación').check();
  await teacherPage.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(toastText(teacherPage, 'Respuesta enviada')).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);

  // --- Staff, who are not the reviewer, give a reason to read it; then close the cycle.
  await page.goto(cycleUrl);
  await page.getByRole('link', { name: teacher.fullName }).click();
  await expect(page.getByRole('heading', { name: 'Motivo de la consulta' })).toBeVisible();
  await page.getByRole('button', { name: 'Consultar la revisión' }).click();
  await expect(
    page.getByText('No eres el evaluador de esta revisión: indica el motivo para consultarla'),
  ).toBeVisible();
  await page.getByLabel('Motivo').fill('Comprobación de la comisión anual.');
  await page.getByRole('button', { name: 'Consultar la revisión' }).click();
  await expect(page.getByText('Creo que la muestra merecía más peso.')).toBeVisible();
  await page.goto(cycleUrl);
  // The progress's CSV, as filtered: the teacher's row and its state.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = (await bytesOf(await csvDownload)).toString('utf8');
  expect(csv).toContain(teacher.fullName);
  expect(csv).toContain(reviewerName!);
  await page.getByRole('button', { name: 'Cerrar ciclo' }).click();
  const closeDialog = page.getByRole('dialog', { name: '¿Cerrar el ciclo?' });
  await closeDialog.getByLabel('Nota (opcional)').fill('Ciclo completo.');
  await closeDialog.getByRole('button', { name: 'Cerrar ciclo' }).click();
  await expect(toastText(page, 'Ciclo cerrado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar ciclo' })).toHaveCount(0);

  // --- Every closed review's PDF in one ZIP, made by a job whose progress the dialog follows.
  await page.getByRole('button', { name: 'PDF de todas (ZIP)' }).click();
  const zipDialog = page.getByRole('dialog', { name: 'PDF de todas las revisiones' });
  await zipDialog.getByLabel('Motivo de la descarga').fill('Archivo del ciclo.');
  await zipDialog.getByRole('button', { name: 'Preparar el ZIP' }).click();
  await expect(zipDialog.getByRole('progressbar', { name: 'Progreso de los PDF' })).toBeVisible();
  await expect(zipDialog.getByRole('button', { name: 'Descargar ZIP' })).toBeEnabled({ timeout: 60_000 });
  await expect(zipDialog.getByText('1 de 1 PDF listos')).toBeVisible();
  const zipDownload = page.waitForEvent('download');
  await zipDialog.getByRole('button', { name: 'Descargar ZIP' }).click();
  expect((await bytesOf(await zipDownload)).subarray(0, 2).toString()).toBe('PK');
  await page.keyboard.press('Escape');
  await expect(zipDialog).toHaveCount(0);

  // --- The closed review's PDF: the self-report, the evaluation, the response.
  await page.getByRole('link', { name: teacher.fullName }).click();
  await page.getByLabel('Motivo').fill('Archivo del expediente.');
  await page.getByRole('button', { name: 'Consultar la revisión' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  const bytes = await bytesOf(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  for (const expected of [
    teacher.fullName,
    cycleName,
    'Impartí dos cursos de pintura digital.',
    'Curso de animación 3D en primavera.',
    'Buen trabajo con los grupos de primero.',
    'Satisfactorio',
    'Creo que la muestra merecía más peso.',
    award,
  ])
    expect(text, `the PDF says “${expected}”`).toContain(expected);

  // The teacher's past years: the closed review, read-only, with its PDF.
  await teacherPage.goto('/teacher/review');
  await expect(teacherPage.getByText('No tienes una revisión abierta')).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: `Descargar el PDF de ${cycleName}` })).toBeVisible();
});
