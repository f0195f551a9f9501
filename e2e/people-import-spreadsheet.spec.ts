import { expectNoAxeViolationsInDialog } from './files';
import { expect, signIn, STAFF, test } from './fixtures';

/*
 * Issue 42: an import as a Spanish Excel saves it — Windows-1252, semicolons, the template's Spanish headers — reads
 * its accents right, says why a row is refused in plain words naming the column, fits a phone, and the one-time links
 * of the result are not lost to Escape, a click outside or the ×.
 */

/** Windows-1252 bytes of a text whose characters are all Latin-1 (where the two agree). */
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

test('staff import a Windows-1252 semicolon file with Spanish headers, accents intact, and the links ask before closing', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const name = `José Peña Núñez ${suffix}`;
  const file = windows1252(
    [
      'Nombre completo;Carné;Correo electrónico;Teléfono;Programa;Año de ingreso;Puede subir documentos;Activo',
      `${name};JPN-${suffix};jose-${suffix}@school.test;;Animación;2025;sí;sí`,
      `Begoña Ibáñez ${suffix};BIB-${suffix};begona-${suffix}@school.test;;;;quizás;`,
    ].join('\r\n'),
  );
  expect(file.includes(Buffer.from('é', 'utf8'))).toBe(false);

  await signIn(page, STAFF);
  await page.goto('/admin/students');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar estudiantes desde CSV' });

  // The template: Spanish headers, UTF-8 with a BOM.
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
  let template = Buffer.alloc(0);
  for await (const chunk of await (await templateDownload).createReadStream())
    template = Buffer.concat([template, chunk as Buffer]);
  expect([...template.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(template.subarray(3).toString('utf8')).toMatch(/^Nombre completo,Carné,Correo electrónico,/);

  await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: file });
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(dialog.getByText('1 por crear')).toBeVisible();
  await expect(dialog.getByText('1 rechazada', { exact: true })).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Vista previa de la importación' });
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Se creará');
  await expect(table.getByRole('row').filter({ hasText: `Begoña Ibáñez ${suffix}` })).toContainText(
    "Columna 'Puede subir documentos': escribe sí o no",
  );
  await expect(dialog).not.toContainText('\uFFFD');
  await dialog.getByRole('combobox', { name: 'Mostrar filas' }).click();
  await page.getByRole('option', { name: 'Rechazadas' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('combobox', { name: 'Mostrar filas' }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  await expectNoAxeViolationsInDialog(page);

  // On a phone each row is a card: the reason wraps inside it, nothing cut, nothing to scroll sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = dialog.getByRole('list', { name: 'Vista previa de la importación' });
  const reason = cards.getByText("Columna 'Puede subir documentos': escribe sí o no");
  await expect(reason).toBeVisible();
  const fits = await reason.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.right <= window.innerWidth && element.scrollWidth <= element.clientWidth + 1;
  });
  expect(fits).toBe(true);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  await expect(cards.getByText(name)).toBeVisible();
  await expectNoAxeViolationsInDialog(page);
  if (desktop) await page.setViewportSize(desktop);

  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(dialog.getByText('1 estudiante creado, 0 estudiantes actualizados, 1 fila rechazada.')).toBeVisible();

  // The links are neither downloaded nor copied: Escape, a click outside and the × each ask first.
  const ask = page.getByRole('alertdialog', { name: '¿Cerrar sin guardar los enlaces?' });
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('No se volverán a mostrar');
  await expectNoAxeViolationsInDialog(page);
  await ask.getByRole('button', { name: 'Volver a los enlaces' }).click();
  // Gone from the page, not only fading: until then its layer takes the clicks outside.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Descargar enlaces (CSV)' })).toBeVisible();

  // A click outside asks too. On a loaded machine a click landing while the question's layer is still being taken
  // down may do nothing (the links stay on screen, nothing is lost): clicked again until it is taken.
  await expect(async () => {
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
  await ask.getByRole('button', { name: 'Volver a los enlaces' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(ask).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 7_000 });
  await expect(dialog).toBeVisible();

  // Downloaded: the links hold the name as typed, and the dialog now closes at once.
  const linksDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar enlaces (CSV)' }).click();
  let links = '';
  for await (const chunk of await (await linksDownload).createReadStream()) links += String(chunk);
  expect(links).toContain(name);
  await expect(dialog.getByText('Enlaces guardados. Ya puedes cerrar.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar estudiantes' }).fill(`JPN-${suffix}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('closing an import result without its links, once confirmed, closes it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const file = windows1252(
    `Nombre completo;Matrícula;Correo electrónico\r\nÁngel Muñoz ${suffix};AM-${suffix};angel-${suffix}@school.test\r\n`,
  );
  await signIn(page, STAFF);
  await page.goto('/admin/students');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar estudiantes desde CSV' });
  await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: file });
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(
    dialog
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `Ángel Muñoz ${suffix}` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(dialog.getByText('1 estudiante creado, 0 estudiantes actualizados, 0 filas rechazadas.')).toBeVisible();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: '¿Cerrar sin guardar los enlaces?' });
  await ask.getByRole('button', { name: 'Cerrar sin guardar' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeHidden();
});

test('links copied to the clipboard are kept: the import result then closes at once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const suffix = Date.now().toString(36);
  const name = `Óscar Muñiz ${suffix}`;
  const file = windows1252(
    `Nombre completo;Carné;Correo electrónico\r\n${name};OM-${suffix};oscar-${suffix}@school.test\r\n`,
  );
  await signIn(page, STAFF);
  await page.goto('/admin/students');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar estudiantes desde CSV' });
  await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'alumnos.csv', mimeType: 'text/csv', buffer: file });
  await dialog.getByRole('button', { name: 'Ver vista previa' }).click();
  await dialog.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(dialog.getByText('1 estudiante creado, 0 estudiantes actualizados, 0 filas rechazadas.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Copiar enlaces' }).click();
  await expect(dialog.getByText('Enlaces guardados. Ya puedes cerrar.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: '¿Cerrar sin guardar los enlaces?' })).toHaveCount(0);
});
