import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { chooseFile, expectNoAxeViolations, pdfBuffer, toastText } from './files';
import { expect, signIn, STAFF, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

async function createCourseBadge(request: APIRequestContext, code: string, name: string): Promise<void> {
  const created = await request.post('/api/badges', {
    headers: await staffHeaders(request),
    multipart: { badge_name: name, badge_code: code, badge_type: 'course', year: String(new Date().getFullYear()), description: 'Insignia de curso', badge_color: '#0ea5e9' },
  });
  expect(created.status()).toBe(201);
}

/** A teacher who knows lighting and texturing, and can sign in. */
async function createLightingTeacher(request: APIRequestContext, fullName: string) {
  const suffix = unique().toLowerCase();
  const account = { email: `luz-${suffix}@school.test`, password: `pw-${suffix}-secret` };
  const created = await request.post('/api/staff/teachers', {
    headers: await staffHeaders(request),
    data: { full_name: fullName, email: account.email, password: account.password, expertise_areas: ['lighting_rendering', 'texturing_shading'] },
  });
  expect(created.status()).toBe(201);
  return { ...account, id: (await created.json()).id as number };
}

const tick = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true }).click();

test('staff create a course on its page with two durations, a bibliography URL, two course badges and a suggested teacher; find, view, edit it and upload a resource; its teacher sees it', async ({ page, request }) => {
  const code = `C${unique()}`.slice(0, 12);
  const name = `Iluminación Cinemática ${code}`;
  const [badgeA, badgeB] = [`L${unique()}`.slice(0, 10), `T${unique()}`.slice(0, 10)];
  await createCourseBadge(request, badgeA, `Luz ${badgeA}`);
  await createCourseBadge(request, badgeB, `Textura ${badgeB}`);
  const teacherName = `Lucía Render ${code}`;
  const teacher = await createLightingTeacher(request, teacherName);

  await signIn(page, STAFF);
  await page.goto('/admin/courses/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo Curso' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nuevo curso' });
  await form.getByRole('textbox', { name: /^Nombre del curso/ }).fill(name);
  await form.getByRole('textbox', { name: /^Código/ }).fill(code);
  await tick(page, 'Trimestral');
  // Semestral is ticked by default (§9): two durations now.
  await expect(page.getByRole('checkbox', { name: 'Semestral', exact: true })).toBeChecked();

  // §5: adding a bibliography entry needs text starting with http.
  const draft = form.getByRole('textbox', { name: 'Nueva referencia (URL)' });
  await draft.fill('foo');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(toastText(page, 'URL inválida')).toBeVisible();
  await draft.fill('https://example.org/luz-y-render');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(form.getByRole('link', { name: /example\.org\/luz-y-render/ })).toBeVisible();

  // The badge picker appears with has_badge, offering course badges.
  await expect(form.getByRole('group', { name: 'Badges del curso' })).toHaveCount(0);
  await tick(page, 'Otorga badge');
  await form.getByRole('checkbox', { name: new RegExp(badgeA) }).click();
  await form.getByRole('checkbox', { name: new RegExp(badgeB) }).click();

  await tick(page, 'Lighting and Rendering');
  await tick(page, 'Texturing and Shading');
  const suggested = form.getByRole('list', { name: 'Profesores sugeridos' }).getByRole('listitem').filter({ hasText: teacherName });
  await expect(suggested.getByText('2 áreas en común')).toBeVisible();
  await suggested.getByRole('radio').check();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Crear curso' }).click();
  await expect(toastText(page, 'Curso creado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  const courseUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('link', { name: teacherName })).toBeVisible();
  await expect(page.getByText(`Luz ${badgeA}`)).toBeVisible();
  await expect(page.getByText('Semestral, Trimestral')).toBeVisible();

  // Found by search and under 'Con Badge'; the row opens the read-only view.
  await page.goto('/admin/courses');
  await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill(code.toLowerCase());
  const row = page.getByRole('row', { name: `Ver ${name}` });
  await expect(row).toBeVisible();
  await page.getByRole('tab', { name: 'Con Badge' }).click();
  await expect(page.getByRole('row', { name: `Ver ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('row', { name: `Ver ${name}` }).getByRole('cell', { name: code, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del Curso' });
  await expect(dialog.getByRole('textbox', { name: /^Nombre del curso/ })).toHaveValue(name);
  await expect(dialog.getByRole('textbox', { name: /^Nombre del curso/ })).not.toBeEditable();
  await expect(dialog.getByRole('button', { name: /Guardar|Crear/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Edited on its page, it lands on its detail.
  await page.goto(`${courseUrl}/edit`);
  const edit = page.getByRole('form', { name: 'Editar curso' });
  await edit.getByRole('textbox', { name: /^Nombre del curso/ }).fill(`${name} II`);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toastText(page, 'Curso actualizado')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${courseUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} II` })).toBeVisible();

  // A resource uploaded on the detail downloads with the same bytes.
  const syllabus = pdfBuffer();
  await page.getByRole('tab', { name: 'Subir documento' }).click();
  const upload = page.getByRole('form', { name: 'Subir documento' });
  await chooseFile(page, upload.getByRole('button', { name: 'Seleccionar archivo' }), { name: 'Sílabo luz.pdf', mimeType: 'application/pdf', buffer: syllabus });
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'Material', exact: true }).click();
  await upload.getByRole('button', { name: 'Subir documento' }).click();
  await expect(toastText(page, 'Documento subido')).toBeVisible();
  await page.getByRole('tab', { name: 'Ver documentos' }).click();
  const resource = page.getByRole('row').filter({ hasText: 'Sílabo luz.pdf' });
  const downloadEvent = page.waitForEvent('download');
  await resource.getByRole('button', { name: 'Descargar Sílabo luz.pdf' }).click();
  const saved = await fs.readFile(await (await downloadEvent).path());
  expect(saved.equals(syllabus)).toBe(true);
  await expectNoAxeViolations(page);

  // A non-numeric id says so.
  await page.goto('/admin/courses/abc');
  await expect(page.getByText('ID de curso inválido')).toBeVisible();

  // The teacher sees the course on their dashboard.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, teacher);
  await page.goto('/teacher/dashboard');
  const mine = page.getByRole('list', { name: 'Cursos que imparte' });
  await expect(mine.getByText(`${name} II`)).toBeVisible();
  await expect(page.locator('div', { has: page.getByText('Cursos que impartes', { exact: true }) }).getByText('1', { exact: true })).toBeVisible();
});
