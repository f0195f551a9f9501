import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * What every PDF the pool draws shares (decision 042): DejaVu Sans and DejaVu Sans Bold, embedded as subsets so that
 * accents and ñ are real text, selectable and searchable. The fonts' bytes are read once per thread.
 */

const require = createRequire(import.meta.url);
const fontFolder = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The fonts' bytes, read once per thread. */
export function fontBytes(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(path.join(fontFolder, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(fontFolder, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** The document's bytes once it ends (pdfkit writes it as a stream). */
export function collectBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    doc.on('error', reject);
  });
}

/**
 * Numbers every page of a buffered document (`bufferPages: true`) once all are known — `footer(page, pages)` in small
 * muted type at the foot, inside the bottom margin — then ends it.
 */
export function numberPagesAndEnd(
  doc: PDFKit.PDFDocument,
  footer: (page: number, pages: number) => string,
  look: { margin: number; color: string },
): void {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * look.margin;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(look.color)
      .text(footer(index + 1, range.count), look.margin, doc.page.height - look.margin + 10, {
        width,
        align: 'center',
      });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
}
