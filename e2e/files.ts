import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, staffHeaders } from './fixtures';

/** Uploads a PDF named `name` to a teacher's documents as a certificate, through the staff API. */
export async function uploadTeacherCertificate(request: APIRequestContext, teacherId: number, name: string) {
  const uploaded = await request.post('/api/documents', {
    headers: await staffHeaders(request),
    multipart: {
      document_type: 'teacher',
      document_tag: 'certificacion',
      entity_id: String(teacherId),
      file: { name, mimeType: 'application/pdf', buffer: pdfBuffer() },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

/**
 * On /admin/documents, searches a tab's picker and picks the result that matches. It first waits until every result
 * shown matches: until the search's answer comes the list keeps the earlier results, and a click on the match there
 * could land on whatever the answer puts under the pointer (a press that picked nothing, seen under load).
 */
export async function pickSearchResult(
  page: Page,
  options: { searchbox: string; text: string; list: string | RegExp; match: RegExp },
) {
  await page.getByRole('searchbox', { name: options.searchbox }).fill(options.text);
  const results = page.getByRole('list', { name: options.list }).getByRole('button');
  await expect(results.filter({ hasText: options.match }).first()).toBeVisible();
  await expect(results.filter({ hasNotText: options.match })).toHaveCount(0);
  await results.filter({ hasText: options.match }).first().click();
}

/** On /admin/documents, finds a teacher by name in the 'Profesores' search and opens their documents. */
export async function openTeacherDocuments(page: Page, teacherName: string) {
  await pickSearchResult(page, {
    searchbox: 'Buscar profesor',
    text: teacherName,
    list: 'Resultados: Profesores',
    match: new RegExp(teacherName),
  });
}

/** A small but real PDF; the random comment makes each one's bytes unique. */
export function pdfBuffer(): Buffer {
  const text = [
    '%PDF-1.4',
    `% ${randomBytes(12).toString('hex')}`,
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(text, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A square PNG of one colour, `size` pixels wide. */
export function pngBuffer(size: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A toast's text (Radix may copy it into a live region too): the visible one, exactly. */
export const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * Waits for CSS animations and transitions to end: colours read mid-fade (a dialog opening, a button turning
 * enabled) are neither the start's nor the end's, and axe would judge their contrast.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settled(page);
  expect(await axeViolations(page, 'main')).toEqual([]);
}

/** The same for an open dialog (dialogs render outside main). */
export async function expectNoAxeViolationsInDialog(page: Page): Promise<void> {
  await settled(page);
  expect(await axeViolations(page, '[role="dialog"], [role="alertdialog"]')).toEqual([]);
}

/** At 375 px wide the page scrolls only vertically (wide tables scroll inside their own box) and stays accessible. */
export async function expectUsableAt375(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  if (size) await page.setViewportSize(size);
}

export async function chooseFile(
  page: Page,
  opener: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(file);
}
