import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  chooseFile,
  expectNoAxeViolations,
  openTeacherDocuments,
  pdfBuffer,
  pickSearchResult,
  pngBuffer,
  toastText,
} from './files';
import { createAccount, expect, signIn, STAFF, test } from './fixtures';

async function pickDocumentType(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The number on a statistics card of /admin/documents. */
async function statistic(page: Page, name: string): Promise<number> {
  const text = await page.getByRole('group', { name, exact: true }).locator('dd').first().innerText();
  return Number(text.trim());
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: STAFF.email, password: STAFF.password } });
  expect(login.ok()).toBe(true);
  return (await login.json()).token as string;
}

test('a teacher uploads a CV on /teacher/documents, sees it listed, downloads the same bytes and deletes it', async ({
  page,
  request,
}) => {
  const teacher = await createAccount(request, 'teacher');
  await signIn(page, teacher);
  await page.getByRole('link', { name: 'Mis Documentos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Documentos' })).toBeVisible();
  await expect(page.getByText('0 documentos', { exact: true })).toBeVisible();
  await expect(page.getByText('Solo los administradores y tú pueden acceder a estos documentos.')).toBeVisible();
  await expect(page.getByText('CV, Certificación, Thesis, Título, Diploma, Constancia', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The form's own messages (§5) before anything is sent.
  const form = page.getByRole('form', { name: 'Subir documento' });
  await form.getByRole('button', { name: 'Subir documento' }).click();
  await expect(form.getByText('Por favor, selecciona un archivo.', { exact: true })).toBeVisible();
  await expect(form.getByText('Por favor, selecciona un tipo de documento.', { exact: true })).toBeVisible();
  await chooseFile(page, form.getByRole('button', { name: 'Seleccionar archivo' }), {
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(
    form.getByText('Tipo de archivo no permitido. Formatos aceptados: PDF, JPG, JPEG, PNG', { exact: true }),
  ).toBeVisible();

  const cv = pdfBuffer();
  await chooseFile(page, form.getByRole('button', { name: 'Seleccionar archivo' }), {
    name: 'Mi CV 2026.pdf',
    mimeType: 'application/pdf',
    buffer: cv,
  });
  await expect(form.getByText('Mi CV 2026.pdf', { exact: true })).toBeVisible();
  await pickDocumentType(page, 'CV');
  await form.getByRole('button', { name: 'Subir documento' }).click();
  await expect(toastText(page, 'Documento subido')).toBeVisible();
  // Success resets the form.
  await expect(form.getByRole('button', { name: 'Seleccionar archivo' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Mi CV 2026.pdf' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'CV', exact: true })).toBeVisible();
  await expect(page.getByText('1 documento', { exact: true })).toBeVisible();

  const downloadEvent = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Descargar Mi CV 2026.pdf' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe('Mi CV 2026.pdf');
  const saved = await fs.readFile(await download.path());
  expect(saved.equals(cv)).toBe(true);
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Eliminar Mi CV 2026.pdf' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar documento?' });
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastText(page, 'Documento eliminado')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByText('0 documentos', { exact: true })).toBeVisible();
});

test('staff upload to a teacher and a course through /admin/documents and the statistics follow', async ({
  page,
  request,
}) => {
  const teacher = await createAccount(request, 'teacher');
  const teacherName = teacher.email.split('@')[0]!;
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/courses', {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { name: `Curso de prueba ${code}`, course_code: code, duration_type: ['semestral'] },
  });
  expect(created.status()).toBe(201);

  await signIn(page, STAFF);
  await page.getByRole('link', { name: 'Gestión de Documentos', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Total documentos', exact: true })).toBeVisible();
  const total = await statistic(page, 'Total documentos');
  const teachers = await statistic(page, 'Profesores');
  const courses = await statistic(page, 'Cursos');

  // Profesores: find the teacher by name, validate, upload a certificate.
  await openTeacherDocuments(page, teacherName);
  await expect(page.getByText('No hay documentos.', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Subir documento' }).click();
  await expectNoAxeViolations(page);
  await chooseFile(page, page.getByRole('button', { name: 'Seleccionar archivo' }), {
    name: 'certificado.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  });
  await pickDocumentType(page, 'Certificación');
  await page.getByRole('form', { name: 'Subir documento' }).getByRole('button', { name: 'Subir documento' }).click();
  await expect(toastText(page, 'Documento subido')).toBeVisible();
  await expect.poll(() => statistic(page, 'Total documentos')).toBe(total + 1);
  await expect.poll(() => statistic(page, 'Profesores')).toBe(teachers + 1);
  await page.getByRole('tab', { name: 'Ver documentos' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'certificado.pdf' }).getByRole('cell', { name: 'Certificación' }),
  ).toBeVisible();

  // Changing the tab resets the selection; Cursos: find the course by code, upload a pensum.
  await page.getByRole('tab', { name: 'Cursos' }).click();
  await pickSearchResult(page, {
    searchbox: 'Buscar curso',
    text: code.toLowerCase(),
    list: 'Resultados: Cursos',
    match: new RegExp(code),
  });
  await page.getByRole('tab', { name: 'Subir documento' }).click();
  await chooseFile(page, page.getByRole('button', { name: 'Seleccionar archivo' }), {
    name: 'pensum.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBuffer(),
  });
  await pickDocumentType(page, 'Pensum');
  await page.getByRole('form', { name: 'Subir documento' }).getByRole('button', { name: 'Subir documento' }).click();
  await expect(toastText(page, 'Documento subido')).toBeVisible();
  await expect.poll(() => statistic(page, 'Cursos')).toBe(courses + 1);
  await expect.poll(() => statistic(page, 'Total documentos')).toBe(total + 2);

  await page.getByRole('tab', { name: 'Ver documentos' }).click();
  const row = page.getByRole('row').filter({ hasText: 'pensum.pdf' });
  await row.getByRole('button', { name: 'Eliminar pensum.pdf' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Eliminar documento?' })
    .getByRole('button', { name: 'Eliminar', exact: true })
    .click();
  await expect(toastText(page, 'Documento eliminado')).toBeVisible();
  await expect(row).toBeHidden();
  await expect.poll(() => statistic(page, 'Cursos')).toBe(courses);

  await page.getByRole('tab', { name: 'Profesores' }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar profesor' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Cambiar selección' })).toBeHidden();
});

test('a student sets, replaces and removes a profile photo; without the upload right they see no upload form', async ({
  page,
  request,
}) => {
  const student = await createAccount(request, 'student');
  const name = student.email.split('@')[0]!;
  await signIn(page, student);
  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  const widget = page.getByRole('group', { name: 'Foto de perfil' });
  const dropArea = widget.getByRole('button', { name: 'Subir foto de perfil' });
  await expect(dropArea).toContainText('Haz clic o arrastra una imagen');
  await expect(dropArea).toContainText('JPG, PNG • Máx. 2MB');
  await expectNoAxeViolations(page);

  // A refusal shows the drop zone's own text.
  await chooseFile(page, dropArea, { name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(2_000_001, 1) });
  await expect(toastText(page, 'Error al subir la foto')).toBeVisible();
  await expect(toastText(page, 'El archivo pesa más de 2000000 bytes')).toBeVisible();

  // Set.
  await chooseFile(page, dropArea, { name: 'rojo.png', mimeType: 'image/png', buffer: pngBuffer(40, [220, 30, 30]) });
  await expect(toastText(page, 'Foto actualizada')).toBeVisible();
  const photo = widget.getByRole('img', { name: `Foto de perfil de ${name}` });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  await expectNoAxeViolations(page);

  // Replace: the upload is held back a moment so its state can be seen: a local preview at once, both buttons disabled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/photos/**', async (route) => {
    await held;
    await route.continue();
  });
  await chooseFile(page, widget.getByRole('button', { name: 'Cambiar' }), {
    name: 'azul.png',
    mimeType: 'image/png',
    buffer: pngBuffer(24, [30, 30, 220]),
  });
  const uploading = widget.getByRole('status').filter({ hasText: 'Subiendo foto...' });
  await expect(uploading).toBeVisible();
  await expect(widget.getByRole('img', { name: 'Vista previa de la foto' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Cambiar' })).toBeDisabled();
  await expect(widget.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  release();
  await expect(uploading).toBeHidden();
  await page.unroute('**/api/photos/**');
  await expect(toastText(page, 'Foto actualizada')).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  // Their documents: only the current photo is kept, and no upload form without can_upload_documents.
  await page.getByRole('link', { name: 'Documentos', exact: true }).click();
  // A photo is named foto-perfil.webp (its processed large size), never after its file or its owner (decisions 020, 021).
  await expect(
    page.getByRole('row').filter({ hasText: 'foto-perfil.webp' }).getByRole('cell', { name: 'Foto de perfil' }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'foto-perfil.webp' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'azul.png' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Ver documentos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Subir documento' })).toHaveCount(0);

  // Remove.
  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await widget.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toastText(page, 'Foto eliminada')).toBeVisible();
  await expect(dropArea).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Foto de perfil' }).getByRole('button', { name: 'Subir foto de perfil' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Documentos', exact: true }).click();
  await expect(page.getByText('No hay documentos.', { exact: true })).toBeVisible();
});

test.describe('a teacher who speaks English', () => {
  test.use({ locale: 'en-US' });

  test('sees their documents screen in English (decision 040)', async ({ page, request }) => {
    const teacher = await createAccount(request, 'teacher');
    await signIn(page, teacher, '/teacher/documents', { language: 'en' });
    await expect(page.getByRole('heading', { level: 2, name: 'Private, encrypted documents' })).toBeVisible();
    await expect(page.getByText('Only administrators and you can access these documents.')).toBeVisible();
    await expect(
      page.getByText('CV, Certification, Thesis, Degree, Diploma, Certificate of record', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('0 documents', { exact: true })).toBeVisible();
    const form = page.getByRole('form', { name: 'Upload document' });
    await expect(form.getByText('Document type', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Select file' })).toBeVisible();
    await expect(page.getByText('There are no documents.', { exact: true })).toBeVisible();
    // None of this screen's Spanish is left on it.
    await expect(page.getByText('Documentos privados y cifrados')).toHaveCount(0);
    await expect(page.getByText('Tipos aceptados:')).toHaveCount(0);
  });
});
