import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, STAFF, staffHeaders, test } from './fixtures';

/** Two students whose names share `tag`, so that a search shows them alone. */
async function twoStudents(request: APIRequestContext, tag: string): Promise<[string, string]> {
  const headers = await staffHeaders(request);
  const names: [string, string] = [`${tag} Alba`, `${tag} Bruno`];
  for (const [index, name] of names.entries()) {
    const created = await request.post('/api/staff/students', {
      headers,
      data: {
        full_name: name,
        student_id: `${tag}-${index}`,
        email: `${tag.toLowerCase()}-${index}@school.test`,
        password: `pw-${tag}-${index}-secret`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return names;
}

/** The URLs of the tooltip library's chunk the page has fetched. */
function tooltipChunkRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/tooltip-parts-[^/]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

async function openStudentsFound(page: Page, tag: string): Promise<void> {
  await signIn(page, STAFF, '/admin/students');
  await page.getByRole('searchbox', { name: 'Buscar estudiantes' }).fill(tag);
  await expect(page.getByText('Mostrando 2 de 2 estudiantes')).toBeVisible();
}

test('row actions show their tooltips to a mouse, the library fetched at its first move and not before', async ({
  page,
  request,
}) => {
  const tag = `Tip${Date.now().toString(36)}`;
  const [alba, bruno] = await twoStudents(request, tag);
  const fetched = tooltipChunkRequests(page);
  await openStudentsFound(page, tag);
  expect(fetched).toEqual([]);

  // A mouse's first move anywhere fetches the library, well before the pointer reaches a row.
  await page.mouse.move(640, 20);
  await expect.poll(() => fetched.length).toBe(1);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Editar ${alba}` }).hover();
  await expect(page.getByRole('tooltip', { name: 'Editar' })).toBeVisible();
  // The next action of the group opens at once after the first (the skip delay of spec §9).
  await page.getByRole('button', { name: `Eliminar ${alba}` }).hover();
  await expect(page.getByRole('tooltip', { name: 'Eliminar' })).toBeVisible({ timeout: 500 });
  await expect(page.getByRole('tooltip', { name: 'Editar' })).toBeHidden();

  // A click on a control just swapped still reaches the action.
  await page.mouse.move(640, 20);
  await page.getByRole('button', { name: `Editar ${bruno}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a row action reached by the keyboard keeps the focus when it becomes a tooltip trigger, and opens by Enter', async ({
  page,
  request,
}) => {
  const tag = `Tik${Date.now().toString(36)}`;
  const [, bruno] = await twoStudents(request, tag);
  const fetched = tooltipChunkRequests(page);
  await openStudentsFound(page, tag);
  expect(fetched).toEqual([]);

  const action = page.getByRole('button', { name: `Editar ${bruno}` });
  for (
    let presses = 0;
    presses < 40 && !(await action.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(action).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Editar' })).toBeVisible();
  expect(fetched).toHaveLength(1);
  // The swap gave the focus back to the same action, not to the page.
  await expect(action).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(action).toBeFocused();
});
