import type { APIRequestContext, Page } from '@playwright/test';
import { photoDocumentIdOf } from '../contracts/photos';
import { pngBuffer } from './files';
import { createTeacher, expect, signIn, STAFF, test } from './fixtures';

/** Gives the teacher a photo through the photo route, signed in as staff; answers the photo's document id. */
async function givePhoto(request: APIRequestContext, teacherId: number): Promise<number> {
  const login = await request.post('/api/auth/login', { data: { email: STAFF.email, password: STAFF.password } });
  expect(login.ok()).toBe(true);
  const answer = await request.put(`/api/photos/teacher/${teacherId}`, {
    headers: { authorization: `Bearer ${(await login.json()).token as string}` },
    multipart: { file: { name: 'retrato.png', mimeType: 'image/png', buffer: pngBuffer(48, [200, 120, 40]) } },
  });
  expect(answer.ok()).toBe(true);
  const id = photoDocumentIdOf((await answer.json()).profile_photo as string);
  expect(id).not.toBeNull();
  return id!;
}

/** The `size` of every request the page makes for this photo document, in order. */
function watchPhotoSizes(page: Page, documentId: number): (string | null)[] {
  const sizes: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/document-direct/${documentId}`) sizes.push(url.searchParams.get('size'));
  });
  return sizes;
}

test('the Trombinoscopio asks for small photos, and a teacher profile opened from it for the medium one', async ({
  page,
  request,
}) => {
  const teacher = await createTeacher(request, `Tamara Tamaños ${Date.now().toString(36)}`);
  const documentId = await givePhoto(request, teacher.id);
  const sizes = watchPhotoSizes(page, documentId);

  await signIn(page, STAFF);
  await page.goto('/trombinoscopio');
  await page.getByLabel('Buscar por nombre o área de especialidad').fill(teacher.fullName);
  const directory = page.getByRole('list', { name: 'Directorio de profesores' });
  const row = directory.getByRole('article', { name: teacher.fullName });
  // The search's answer replaces the whole directory shown until then: clicked before it lands, the row can move
  // between the press and the release.
  await expect(directory.getByRole('article')).toHaveCount(1);
  // Shown once loaded (until then the person icon shows through it).
  await expect(row.locator('img[data-loaded]')).toBeVisible();
  expect(sizes.length).toBeGreaterThan(0);
  expect(new Set(sizes)).toEqual(new Set(['small']));

  await row.getByRole('button', { name: teacher.fullName }).click();
  const profile = page.getByRole('dialog', { name: teacher.fullName });
  await expect(profile.getByRole('img', { name: `Foto de ${teacher.fullName}` })).toBeVisible();
  await expect.poll(() => sizes).toContain('medium');
  expect(new Set(sizes)).toEqual(new Set(['small', 'medium']));
});
