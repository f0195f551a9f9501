import PDFDocument from 'pdfkit';
import type { Language } from '@contracts/languages';
import { collectBytes, fontBytes, numberPagesAndEnd } from './pdf-base';

/*
 * A closed yearly review as a PDF (issue 46, decision 045), drawn by pdfkit in one of the pool's threads as the CV
 * is (decision 042): the main thread reads the review and hands over plain data, every label already in the reader's
 * language and what people typed as typed; DejaVu Sans embedded so that accents and ñ are real, searchable text.
 */

export interface ReviewRenderInput {
  language: Language;
  schoolName: string;
  heading: string;
  /** 'Ciclo 2026 · Profesor: … · Evaluador: …' */
  subtitle: string[];
  generatedOn: string;
  sections: { title: string; text: string; highlights: string[]; comment: string | null }[];
  rating: string | null;
  overallComment: string | null;
  response: string | null;
  /** Who moved it when, oldest first: 'Enviada — Ana Pérez — 3 de marzo de 2026'. */
  signOff: string[];
  labels: {
    selfReport: string;
    evaluation: string;
    response: string;
    signOff: string;
    highlights: string;
    comment: string;
    rating: string;
    overallComment: string;
    none: string;
    page: string;
  };
}

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';

export async function renderReviewTask(input: ReviewRenderInput): Promise<Uint8Array> {
  const { regular, bold } = fontBytes();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: null as unknown as string,
    lang: input.language,
    displayTitle: true,
    info: { Title: input.heading, Author: input.schoolName, Creator: input.schoolName },
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const bytes = collectBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  const ensure = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const line = (text: string, options: { muted?: boolean; bold?: boolean; size?: number } = {}) =>
    doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, MARGIN, doc.y, { width });
  const heading = (text: string) => {
    ensure(48);
    doc.moveDown(0.8);
    line(text, { bold: true, size: 14 });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#cbd2d9')
      .stroke();
    doc.y = y + 6;
  };
  const paragraph = (text: string | null) => line(text && text.trim() ? text : input.labels.none, { muted: !text });

  line(input.schoolName, { muted: true });
  doc.moveDown(0.3);
  line(input.heading, { bold: true, size: 20 });
  for (const part of input.subtitle) line(part, { muted: true });
  line(input.generatedOn, { muted: true, size: 9 });

  heading(input.labels.selfReport);
  for (const section of input.sections) {
    ensure(40);
    doc.moveDown(0.4);
    line(section.title, { bold: true, size: 11 });
    paragraph(section.text);
    if (section.highlights.length) {
      doc.moveDown(0.2);
      line(`${input.labels.highlights}:`, { muted: true, size: 9 });
      for (const item of section.highlights) line(`• ${item}`, { size: 9 });
    }
  }

  heading(input.labels.evaluation);
  line(`${input.labels.rating}: ${input.rating ?? input.labels.none}`, { bold: true });
  for (const section of input.sections) {
    if (!section.comment) continue;
    ensure(32);
    doc.moveDown(0.3);
    line(`${input.labels.comment} — ${section.title}`, { bold: true, size: 10 });
    line(section.comment);
  }
  doc.moveDown(0.3);
  line(input.labels.overallComment, { bold: true, size: 10 });
  paragraph(input.overallComment);

  heading(input.labels.response);
  paragraph(input.response);

  heading(input.labels.signOff);
  for (const entry of input.signOff) line(entry, { size: 9 });

  numberPagesAndEnd(
    doc,
    (page, pages) =>
      `${input.schoolName} · ${input.labels.page.replace('{page}', String(page)).replace('{pages}', String(pages))}`,
    { margin: MARGIN, color: MUTED },
  );
  return bytes;
}
