import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectNoAxeViolations, toastText } from './files';
import { createAccount, createTeacher, expect, signIn, STAFF, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

const figure = (page: Page, caption: string) => page.getByRole('figure', { name: caption });

test('staff see the dashboard cards, the three charts with their tables and the recent activities after creating a teacher', async ({
  page,
  request,
}) => {
  const teacher = await createTeacher(request, `Dalia Gráfica ${unique()}`);
  await signIn(page, STAFF);
  // The charts' worker held back until the skeleton is seen (a fixed delay ran out first on a busy machine): meanwhile
  // each drawing's place shows a busy skeleton of its size, not a blank box.
  let releaseWorker = () => {};
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await page.route(/chart-worker[^/]*\.js/, async (route) => {
    await workerHeld;
    await route.continue();
  });
  await page.goto('/admin/analytics');

  const summary = page.getByRole('list', { name: 'Resumen' });
  for (const label of ['Total de profesores', 'Total de estudiantes', 'Documentos', 'Miembros del personal'])
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  const { stats } = (await (
    await request.get('/api/staff/analytics', { headers: await staffHeaders(request) })
  ).json()) as { stats: { teachersCount: number } };
  await expect(summary.getByRole('listitem').filter({ hasText: 'Total de profesores' })).toContainText(
    String(stats.teachersCount),
  );

  await expect(page.getByRole('heading', { name: 'Actividad reciente' })).toBeVisible();
  await expect(page.getByText(`Creó el profesor ${teacher.fullName}`)).toBeVisible();

  for (const caption of [
    'Documentos subidos por mes',
    'Profesores por área de especialidad',
    'Inicios de sesión por semana',
  ])
    await expect(figure(page, caption)).toBeVisible();
  const areas = figure(page, 'Profesores por área de especialidad');
  // A chart is drawn once its place is on the screen.
  await areas.scrollIntoViewIfNeeded();
  const waiting = areas.locator('[aria-busy="true"][data-chart-drawn="false"]');
  await expect(waiting.locator('[data-slot="skeleton"]')).toBeVisible();
  const box = await waiting.boundingBox();
  expect(box?.height).toBeGreaterThan(100);
  releaseWorker();
  await expect(areas.locator('[data-chart-drawn="true"]')).toHaveAttribute('aria-busy', 'false');
  await expect(areas.locator('[data-slot="skeleton"]')).toHaveCount(0);
  await expect(areas.locator('canvas')).toBeVisible();
  await areas.getByRole('button', { name: 'Ver como tabla' }).click();
  await expect(areas.getByRole('rowheader', { name: 'Matte painting' })).toBeVisible();
  await expect(areas.getByRole('button', { name: 'Ocultar la tabla' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
});

test('the pointer over a chart shows its tooltip, drawn by the charts worker, and leaving it takes the tooltip away', async ({
  page,
}) => {
  await signIn(page, STAFF);
  await page.goto('/admin/analytics');
  const signIns = figure(page, 'Inicios de sesión por semana');
  await signIns.scrollIntoViewIfNeeded();
  const canvas = signIns.locator('canvas');
  await expect(canvas).toBeVisible();
  const drawn = await steadyImage(page, canvas);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the chart has no box');
  // Sign-ins always have a latest week (this test's own sign-in): its point is at the right end of the line.
  await page.mouse.move(box.x + box.width * 0.92, box.y + box.height / 2);
  await expect.poll(async () => (await canvas.screenshot()).equals(drawn)).toBe(false);
  await page.mouse.move(box.x + box.width / 2, box.y - 40);
  await expect.poll(async () => (await canvas.screenshot()).equals(drawn)).toBe(true);
});

/** The canvas's image once two looks 300 ms apart agree (its drawing is done). */
async function steadyImage(page: Page, canvas: Locator): Promise<Buffer> {
  let last = await canvas.screenshot();
  for (let look = 0; look < 20; look++) {
    await page.waitForTimeout(300);
    const next = await canvas.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the chart kept changing');
}

test('staff create a user from /user-management?action=add-user, find it in the table, disable it (it cannot sign in) and enable it again', async ({
  page,
  request,
}) => {
  const username = `user-${unique()}`;
  const account = { email: `${username}@school.test`, password: 'pw-secret-123' };
  await signIn(page, STAFF);
  await page.goto('/user-management?action=add-user');

  const dialog = page.getByRole('dialog', { name: 'Crear nuevo usuario' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Rol/ })).toHaveText('Profesor');
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(dialog.getByText('El nombre de usuario debe tener al menos 3 caracteres.')).toBeVisible();
  await expect(dialog.getByText('Por favor ingresa un correo electrónico válido.')).toBeVisible();
  await expect(dialog.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: /^Nombre de usuario/ }).fill(username);
  await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill(account.email);
  await dialog.getByLabel(/^Contraseña/).fill(account.password);
  await dialog.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(toastText(page, 'Usuario creado')).toBeVisible();
  await expect(toastText(page, `${username} se ha creado correctamente.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user-management$/);

  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(username);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.email);
  await expect(row).toContainText('Profesor');
  await expect(row).toContainText('Activo');
  // A teacher's account has its (empty) profile: its role stays and it is not deleted alone.
  await expect(row.getByRole('combobox', { name: `Rol de ${username}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Eliminar a ${username}` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  expect((await request.post('/api/auth/login', { data: account })).ok()).toBe(true);
  await row.getByRole('button', { name: `Desactivar a ${username}` }).click();
  await expect(toastText(page, 'Usuario desactivado')).toBeVisible();
  await expect(row).toContainText('Desactivado');
  const refused = await request.post('/api/auth/login', { data: account });
  expect(refused.ok()).toBe(false);
  expect(refused.status()).toBe(403);

  await row.getByRole('button', { name: `Activar a ${username}` }).click();
  await expect(toastText(page, 'Usuario activado')).toBeVisible();
  await expect(row).toContainText('Activo');
  expect((await request.post('/api/auth/login', { data: account })).ok()).toBe(true);
  // Reset password: a common password is refused under the field itself, not only in a toast.
  await row.getByRole('button', { name: `Restablecer la contraseña de ${username}` }).click();
  const reset = page.getByRole('dialog', { name: 'Restablecer contraseña' });
  const newPassword = reset.getByLabel(/^Nueva contraseña/);
  await newPassword.fill('qwerty123');
  await reset.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(reset.getByText('Esa contraseña es demasiado común: elige otra.')).toBeVisible();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-slot="toast"]', { hasText: 'demasiado común' })).toHaveCount(0);
  // The typed password is not thrown away by Escape without a question.
  await page.keyboard.press('Escape');
  const unsaved = page.getByRole('alertdialog', { name: 'Tiene cambios sin guardar' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(newPassword).toHaveValue('qwerty123');
  await reset.getByRole('button', { name: 'Cancelar' }).click();
  await unsaved.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(reset).toBeHidden();
});

test("staff open the audit entry of a teacher's edit and see the old and new bio side by side, the bank account masked", async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request);
  const name = `Bruno Auditado ${unique()}`;
  const fields = {
    full_name: name,
    email: `audit-${unique()}@school.test`,
    expertise_areas: ['game_design'],
    bank_account: '111-222',
  };
  const created = await request.post('/api/staff/teachers', {
    headers,
    data: { ...fields, password: 'pw-secret-123', bio: 'Bio antigua del profesor.' },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as number;
  const updated = await request.put(`/api/staff/teachers/${id}`, {
    headers,
    data: { ...fields, bio: 'Bio nueva del profesor.', bank_account: '333-444' },
  });
  expect(updated.ok()).toBe(true);

  await signIn(page, STAFF);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Registro de auditoría', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Entidad' }).click();
  await page.getByRole('option', { name: 'Profesor', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: `Actualizó el profesor ${name}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${name} (Profesor #${id})`);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Ver la entrada / }).click();
  const entry = page.getByRole('dialog', { name: `Actualizó el profesor ${name}` });
  const bio = entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Biografía' }) });
  await expect(bio.getByRole('cell').nth(0)).toHaveText('Bio antigua del profesor.');
  await expect(bio.getByRole('cell').nth(1)).toHaveText('Bio nueva del profesor.');
  const bank = entry.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cuenta bancaria' }) });
  await expect(bank).toContainText('••••');
  await expect(entry).not.toContainText('333-444');
  await page.keyboard.press('Escape');
  await expect(entry).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test("a teacher opening user management sees 'Access Denied', in their language", async ({ page, request }) => {
  const teacher = await createAccount(request, 'teacher');
  await signIn(page, teacher);
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
  await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('user management and the account card name the roles in English to a reader who chose English', async ({
  page,
  request,
}) => {
  const staff = await createAccount(request, 'staff');
  const teacher = await createAccount(request, 'teacher');
  await signIn(page, staff, '/user-management', { language: 'en' });
  await page.getByRole('searchbox', { name: 'Search users' }).fill(teacher.email);
  const row = page.getByRole('row').filter({ hasText: teacher.email });
  await expect(row).toContainText('Teacher');
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Staff Administrator' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Student' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/settings');
  // The account card (Settings) too, beside the sidebar's own name of the role.
  await expect(page.locator('dd', { hasText: /^Staff Administrator$/ })).toBeVisible();
});
