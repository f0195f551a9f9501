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
