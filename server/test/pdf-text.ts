import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text of a PDF, page after page, as pdf.js reads it (what a reader selects and searches). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}
