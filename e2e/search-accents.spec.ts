import { axeViolations } from './axe';
import { createAccount, createTeacher, expect, signIn, STAFF, test } from './fixtures';

/*
 * One search, everywhere (issue 42, decision 032): what the walk typed without accents finds the accented names —
 * the Trombinoscopio's 'Ramirez', user management's 'jose ramirez nunez' (a person's name, not their username).
 */

test("the Trombinoscopio finds 'Ramírez' typed as 'ramirez', and user management finds the teacher's account by name", async ({
  page,
  browser,
  request,
}) => {
  const tag = `q${Date.now().toString(36)}`;
  const name = `José Ramírez Núñez ${tag}`;
  const teacher = await createTeacher(request, name);

  const student = await createAccount(request, 'student');
  await signIn(page, student);
  await page.goto('/trombinoscopio');
  const search = page.getByLabel('Buscar por nombre o área de especialidad');
  const directory = page.getByRole('list', { name: 'Directorio de profesores' });
  await search.fill(`ramirez ${tag}`);
  await expect(directory.getByRole('article', { name })).toBeVisible();
  await search.fill(`JOSE RAMIREZ NUNEZ ${tag.toUpperCase()}`);
  await expect(directory.getByRole('article', { name })).toBeVisible();
  await search.fill(`Ramírez ${tag}x`);
  await expect(page.getByText('No se encontraron profesores')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, STAFF);
  await staffPage.goto('/user-management');
  // The name as typed without accents, whole: a search matches a contiguous part of the name, not scattered words.
  await staffPage.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(`jose ramirez nunez ${tag}`);
  // The list shown before the answer (the unfiltered first page) is gone: what is left is the search's own answer.
  await expect(staffPage.getByRole('row').filter({ hasText: STAFF.email })).toHaveCount(0);
  await expect(staffPage.getByRole('row').filter({ hasText: teacher.email })).toBeVisible();
  await staffContext.close();
});

test("a search picker keeps its last results on screen while the next search's answer is on its way", async ({
  page,
  request,
}) => {
  const tag = `p${Date.now().toString(36)}`;
  const first = `Picker Uno ${tag}`;
  const second = `Picker Dos ${tag}`;
  await createTeacher(request, first);
  await createTeacher(request, second);

  await signIn(page, STAFF);
  await page.goto('/admin/documents');
  const searchbox = page.getByRole('searchbox', { name: 'Buscar profesor' });
  const results = page.getByRole('list', { name: 'Resultados: Profesores' });
  await searchbox.fill(tag);
  await expect(results.getByRole('button', { name: second })).toBeVisible();

  // The narrower search's answer is held back until released: meanwhile the list under the pointer stays.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/staff/teachers' && (url.searchParams.get('q') ?? '').includes('Uno'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const asked = page.waitForRequest((sent) => new URL(sent.url()).searchParams.get('q')?.includes('Uno') === true);
  await searchbox.fill(first);
  await asked;
  await expect(results.getByRole('button', { name: second })).toBeVisible();
  await expect(page.getByLabel('Cargando entidades')).toHaveCount(0);
  release();
  await expect(results.getByRole('button', { name: second })).toHaveCount(0);
  await results.getByRole('button', { name: first }).click();
  await expect(page.getByRole('button', { name: 'Cambiar selección' })).toBeVisible();
});
