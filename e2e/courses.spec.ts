import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { chooseFile, expectNoAxeViolations, expectNoAxeViolationsInDialog, pdfBuffer, toastText } from './files';
import { expect, signIn, STAFF, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

async function createCourseBadge(request: APIRequestContext, code: string, name: string): Promise<void> {
  const created = await request.post('/api/badges', {
    headers: await staffHeaders(request),
    multipart: {
      badge_name: name,
      badge_code: code,
      badge_type: 'course',
      year: String(new Date().getFullYear()),
      description: `Insignia de curso ${code}`,
      badge_color: '#0ea5e9',
    },
  });
  expect(created.status()).toBe(201);
}

/** A teacher who knows lighting and texturing, and can sign in. */
async function createLightingTeacher(request: APIRequestContext, fullName: string) {
  const suffix = unique().toLowerCase();
  const account = { email: `luz-${suffix}@school.test`, password: `pw-${suffix}-secret` };
  const created = await request.post('/api/staff/teachers', {
    headers: await staffHeaders(request),
    data: {
      full_name: fullName,
      email: account.email,
      password: account.password,
      expertise_areas: ['lighting_rendering', 'texturing_shading'],
    },
  });
  expect(created.status()).toBe(201);
  return { ...account, id: (await created.json()).id as number };
}

/** Nothing wider than a phone's screen: the page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

const tick = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).click();

// One story in steps, each within its own time budget; a step that fails skips the ones after it.
test.describe.serial('courses', () => {
  const code = `C${unique()}`.slice(0, 12);
  const name = `Iluminación Cinemática ${code}`;
  const [badgeA, badgeB] = [`L${unique()}`.slice(0, 10), `T${unique()}`.slice(0, 10)];
  const teacherName = `Lucía Render ${code}`;
  let teacher: { email: string; password: string; id: number };
  let courseUrl = '';

  test('staff create a course on its page with two durations, a bibliography URL, two course badges and a suggested teacher', async ({
    page,
    request,
  }) => {
    await createCourseBadge(request, badgeA, `Luz ${badgeA}`);
    await createCourseBadge(request, badgeB, `Textura ${badgeB}`);
    teacher = await createLightingTeacher(request, teacherName);

    await signIn(page, STAFF);
    // The form fits a phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/admin/courses/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Curso' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Profesor asignado' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('link', { name: 'Volver a cursos' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Nuevo curso' });

    // §5: at least one duration; the contract's message shows on the field.
    await tick(page, 'Semestral');
    await form.getByRole('button', { name: 'Crear curso' }).click();
    await expect(form.getByText('Selecciona al menos un tipo de duración')).toBeVisible();
    await expect(form.getByText('El nombre del curso es obligatorio')).toBeVisible();
    // Only the field errors: no red toast over the form's buttons.
    await expect(page.locator('[data-slot="toast"][data-variant="destructive"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="toast"]', { hasText: 'Error al guardar el curso' })).toHaveCount(0);

    await form.getByRole('textbox', { name: /^Nombre del curso/ }).fill(name);
    await form.getByRole('textbox', { name: /^Código/ }).fill(code);
    // Leaving the typed form by a link asks first; staying keeps what was typed.
    await page.getByRole('link', { name: 'Volver a cursos' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' });
    await expect(unsaved).toBeVisible();
    await expect(unsaved.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
    await unsaved.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(unsaved).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/courses\/new$/);
    await expect(form.getByRole('textbox', { name: /^Código/ })).toHaveValue(code);
    await tick(page, 'Semestral');
    await tick(page, 'Trimestral');
    await expect(form.getByText('Selecciona al menos un tipo de duración')).toHaveCount(0);

    // §5: adding a bibliography entry needs text starting with http.
    const draft = form.getByRole('textbox', { name: 'Nueva referencia (URL)' });
    await draft.fill('foo');
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(toastText(page, 'URL inválida')).toBeVisible();
    await expect(toastText(page, 'Por favor, ingresa una URL válida')).toBeVisible();
    await draft.fill('https://example.org/luz-y-render');
    await form.getByRole('button', { name: 'Agregar' }).click();
    await expect(form.getByRole('link', { name: /example\.org\/luz-y-render/ })).toBeVisible();
    await expect(draft).toHaveValue('');

    // The badge picker appears only with has_badge, offering course badges.
    await expect(form.getByRole('group', { name: 'Badges del curso' })).toHaveCount(0);
    await tick(page, 'Otorga badge');
    await expect(form.getByRole('group', { name: 'Badges del curso' })).toBeVisible();
    await form.getByRole('checkbox', { name: new RegExp(badgeA) }).click();
    await form.getByRole('checkbox', { name: new RegExp(badgeB) }).click();

    // Staffing by skill: the teacher who shares both areas is suggested, with why.
    await tick(page, 'Iluminación y renderizado');
    await tick(page, 'Texturizado y sombreado');
    const suggested = form
      .getByRole('list', { name: 'Profesores sugeridos' })
      .getByRole('listitem')
      .filter({ hasText: teacherName });
    await expect(suggested.getByText('2 áreas en común')).toBeVisible();
    await suggested.getByRole('radio').check();
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Crear curso' }).click();
    await expect(toastText(page, 'Curso creado')).toBeVisible();
    await expect(toastText(page, 'El curso ha sido creado exitosamente')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
    courseUrl = new URL(page.url()).pathname;

    // The detail (§2.12): code, durations, special flag, badges, teacher, bibliography, dates.
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText('Semestral, Trimestral')).toBeVisible();
    await expect(page.getByRole('link', { name: teacherName })).toHaveAttribute(
      'href',
      `/admin/teachers/${teacher.id}`,
    );
    const badges = page.getByRole('list', { name: 'Badges del curso' });
    await expect(badges.getByText(`Luz ${badgeA}`)).toBeVisible();
    await expect(badges.getByText(`Textura ${badgeB}`)).toBeVisible();
    const reference = page.getByRole('link', { name: /example\.org\/luz-y-render/ });
    await expect(reference).toHaveAttribute('target', '_blank');
    await expect(reference).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('Última actualización')).toBeVisible();
    await expectNoAxeViolations(page);

    // The teacher's detail lists the courses they teach, each a link to its page.
    await page.getByRole('link', { name: teacherName }).click();
    await page.getByRole('tab', { name: 'Cursos' }).click();
    await expect(page.getByRole('list', { name: 'Cursos que imparte' }).getByRole('link', { name })).toHaveAttribute(
      'href',
      courseUrl,
    );
  });

  test('staff find it by search and under Con Badge, open it read-only from its row and reach its edit dialog by keyboard', async ({
    page,
    request,
  }) => {
    // A course without badges that the same search finds: 'Con Badge' leaves it out.
    const plain = await request.post('/api/courses', {
      headers: await staffHeaders(request),
      data: { name: `Sin badge ${code}`, course_code: `${code}N`, duration_type: ['free'] },
    });
    expect(plain.status()).toBe(201);

    await signIn(page, STAFF);
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Cursos' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill(code.toLowerCase());
    await expect(page.getByRole('row', { name: `Ver ${name}` })).toBeVisible();
    await expect(page.getByRole('row', { name: `Ver Sin badge ${code}` })).toBeVisible();
    await expect(page.getByText('Mostrando 2 de 2 cursos')).toBeVisible();
    await page.getByRole('tab', { name: 'Con Badge' }).click();
    await expect(page.getByRole('row', { name: `Ver ${name}` })).toBeVisible();
    await expect(page.getByRole('row', { name: `Ver Sin badge ${code}` })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A search that finds nothing says so.
    await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill(`${code}-nada`);
    await expect(page.getByText('No se encontraron cursos')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill(code.toLowerCase());

    // A click on the row opens the view dialog: every field there read-only, no save.
    await page
      .getByRole('row', { name: `Ver ${name}` })
      .getByRole('cell', { name: code, exact: true })
      .click();
    const view = page.getByRole('dialog', { name: 'Detalle del Curso' });
    await expect(view.getByRole('textbox', { name: /^Nombre del curso/ })).toHaveValue(name);
    await expect(view.getByRole('textbox', { name: /^Nombre del curso/ })).toBeDisabled();
    await expect(view.getByRole('checkbox', { name: 'Trimestral', exact: true })).toBeChecked();
    await expect(view.getByRole('checkbox', { name: 'Trimestral', exact: true })).toBeDisabled();
    await expect(view.getByRole('checkbox', { name: new RegExp(badgeA) })).toBeChecked();
    await expect(view.getByText(teacherName)).toBeVisible();
    await expect(view.getByRole('button', { name: /Guardar|Crear/ })).toHaveCount(0);
    await expectNoAxeViolationsInDialog(page);
    await page.keyboard.press('Escape');
    await expect(view).toHaveCount(0);

    // The row's edit button, reached and pressed from the keyboard, opens the edit dialog.
    await page.getByRole('button', { name: `Ver ${name}` }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Editar ${name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Editar Curso' });
    await expect(edit.getByRole('textbox', { name: /^Nombre del curso/ })).toHaveValue(name);
    await expect(edit.getByRole('textbox', { name: /^Nombre del curso/ })).toBeEditable();
    await expect(edit.getByRole('radio', { name: new RegExp(teacherName) })).toBeChecked();
    await expectNoAxeViolationsInDialog(page);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toHaveCount(0);

    // On a phone the courses are cards with the same actions, and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    const card = page.getByRole('list', { name: 'Cursos' }).getByRole('listitem').filter({ hasText: name });
    await expect(card.getByRole('button', { name: `Editar ${name}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: `Ver ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Detalle del Curso' })).toBeVisible();
  });

  test('staff edit it on its edit page, land on its detail, and upload and download a resource there', async ({
    page,
  }) => {
    await signIn(page, STAFF);
    await page.goto(`${courseUrl}/edit`);
    const edit = page.getByRole('form', { name: 'Editar curso' });
    await edit.getByRole('textbox', { name: /^Nombre del curso/ }).fill(`${name} II`);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toastText(page, 'Curso actualizado')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${courseUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${name} II` })).toBeVisible();

    // A resource uploaded on the detail downloads with the same bytes.
    const syllabus = pdfBuffer();
    // A name with the tests' token: the staff walk, beside it, reads the audit log in English (e2e/walk/language.ts).
    const syllabusName = `Sílabo luz ${unique()}.pdf`;
    await page.getByRole('tab', { name: 'Subir documento' }).click();
    const upload = page.getByRole('form', { name: 'Subir documento' });
    await chooseFile(page, upload.getByRole('button', { name: 'Seleccionar archivo' }), {
      name: syllabusName,
      mimeType: 'application/pdf',
      buffer: syllabus,
    });
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'Material', exact: true }).click();
    await upload.getByRole('button', { name: 'Subir documento' }).click();
    await expect(toastText(page, 'Documento subido')).toBeVisible();
    await page.getByRole('tab', { name: 'Ver documentos' }).click();
    const resource = page.getByRole('row').filter({ hasText: syllabusName });
    const downloadEvent = page.waitForEvent('download');
    await resource.getByRole('button', { name: `Descargar ${syllabusName}` }).click();
    const saved = await fs.readFile(await (await downloadEvent).path());
    expect(saved.equals(syllabus)).toBe(true);
    await expectNoAxeViolations(page);

    // The detail fits a phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('heading', { level: 1, name: `${name} II` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A non-numeric id says so; an unknown one says it could not be loaded.
    await page.goto('/admin/courses/abc');
    await expect(page.getByText('ID de curso inválido')).toBeVisible();
    await page.goto('/admin/courses/999999999');
    await expect(page.getByText('Error al cargar el curso')).toBeVisible();
  });

  test('the teacher sees the course on their dashboard', async ({ page }) => {
    await signIn(page, teacher);
    await page.goto('/teacher/dashboard');
    const mine = page.getByRole('list', { name: 'Cursos que imparte' });
    await expect(mine.getByText(`${name} II`)).toBeVisible();
    await expect(
      page
        .locator('div', { has: page.getByText('Cursos que impartes', { exact: true }) })
        .getByText('1', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
