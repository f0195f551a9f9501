import PDFDocument from 'pdfkit';
import type { Language } from '@contracts/languages';
import { collectBytes, fontBytes, numberPagesAndEnd } from './pdf-base';

/*
 * A report a school is judged by as a PDF (issue 45, decision 043): the qualifications table of a term, the yearly
 * activity report. Drawn by pdfkit in one of the pool's threads with the CV's fonts (decision 042): the main thread
 * reads the figures and writes every word in the reader's language; the thread draws the heading and the tables (a
 * table's head repeated on each page it runs onto) and answers the bytes. A4, DejaVu Sans embedded as subsets.
 */

export interface ReportTable {
  /** The table's own heading ('Por tipo'), or null. */
  heading: string | null;
  /** Each column's head, its share of the width and its alignment. */
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  /** The rows' cells, already written; a flagged row is marked (a course not justified). */
  rows: { cells: string[]; flagged?: boolean }[];
  /** What the table says when it has no rows. */
  empty: string;
}

export interface ReportRenderInput {
  language: Language;
  orientation: 'portrait' | 'landscape';
  schoolName: string;
  /** 'Tabla de cualificaciones', 'Informe anual de actividad'. */
  title: string;
  /** The term or year and the filters, each a line. */
  lines: string[];
  generatedOn: string;
  /** Already filled but for '{page}' and '{pages}'. */
  page: string;
  /** Remarks below the heading (the table lists the current courses…). */
  notes: string[];
  tables: ReportTable[];
}

const MARGIN = 40;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const HEAD_FILL = '#eef2f6';
const FLAG_FILL = '#fdecea';
const FLAG_INK = '#9b1c1c';
const PADDING = 3;

export async function renderReportTask(input: ReportRenderInput): Promise<Uint8Array> {
  const { regular, bold } = fontBytes();
  const doc = new PDFDocument({
    size: 'A4',
    layout: input.orientation,
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: null as unknown as string,
    lang: input.language,
    displayTitle: true,
    info: { Title: `${input.title} — ${input.schoolName}`, Author: input.schoolName, Creator: input.schoolName },
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const bytes = collectBytes(doc);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // The heading: the school, the report's title, the term or year and the filters, the day.
  doc.font('body').fontSize(10).fillColor(MUTED).text(input.schoolName, MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  doc.font('bold').fontSize(18).fillColor(INK).text(input.title, { width });
  doc.moveDown(0.2);
  doc.font('body').fontSize(10).fillColor(INK);
  for (const line of input.lines) doc.text(line, { width });
  doc.fillColor(MUTED).text(input.generatedOn, { width });
  for (const note of input.notes) {
    doc.moveDown(0.3);
    doc.fontSize(9).fillColor(MUTED).text(note, { width });
  }
  doc.moveDown(0.8);

  for (const table of input.tables) {
    const total = table.columns.reduce((sum, column) => sum + column.width, 0);
    const widths = table.columns.map((column) => (column.width / total) * width);
    const size = table.columns.length > 6 ? 8 : 9.5;
    const heightOf = (cells: string[], font: 'body' | 'bold') =>
      Math.max(
        ...cells.map((cell, index) =>
          doc
            .font(font)
            .fontSize(size)
            .heightOfString(cell || ' ', { width: widths[index]! - 2 * PADDING }),
        ),
      ) +
      2 * PADDING;
    const drawRow = (cells: string[], options: { head?: boolean; flagged?: boolean }) => {
      const font = options.head ? 'bold' : 'body';
      const height = heightOf(cells, font);
      const y = doc.y;
      if (options.head || options.flagged)
        doc
          .rect(MARGIN, y, width, height)
          .fillColor(options.head ? HEAD_FILL : FLAG_FILL)
          .fill();
      let x = MARGIN;
      cells.forEach((cell, index) => {
        doc
          .font(font)
          .fontSize(size)
          .fillColor(options.flagged ? FLAG_INK : INK)
          .text(cell, x + PADDING, y + PADDING, {
            width: widths[index]! - 2 * PADDING,
            align: table.columns[index]!.align ?? 'left',
            lineBreak: true,
          });
        x += widths[index]!;
      });
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + width, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = MARGIN;
      doc.y = y + height;
    };
    const head = table.columns.map((column) => column.label);
    const headHeight = heightOf(head, 'bold');
    const firstRow = table.rows[0] ? heightOf(table.rows[0].cells, 'body') : 16;
    // The heading and the table's head stay with its first row.
    if (doc.y + (table.heading ? 24 : 0) + headHeight + firstRow > bottom()) doc.addPage();
    if (table.heading) {
      doc.font('bold').fontSize(12).fillColor(INK).text(table.heading, MARGIN, doc.y, { width });
      doc.moveDown(0.3);
    }
    drawRow(head, { head: true });
    if (table.rows.length === 0) {
      doc
        .font('body')
        .fontSize(size)
        .fillColor(MUTED)
        .text(table.empty, MARGIN + PADDING, doc.y + PADDING, { width });
      doc.moveDown(0.5);
    }
    for (const row of table.rows) {
      // A row never splits: one taller than what is left starts a page, whose table head is drawn again.
      if (doc.y + heightOf(row.cells, 'body') > bottom()) {
        doc.addPage();
        drawRow(head, { head: true });
      }
      drawRow(row.cells, { flagged: row.flagged });
    }
    doc.moveDown(1);
  }

  numberPagesAndEnd(
    doc,
    (page, pages) =>
      `${input.schoolName} · ${input.title} · ${input.page.replace('{page}', String(page)).replace('{pages}', String(pages))}`,
    { margin: MARGIN, color: MUTED },
  );
  return bytes;
}
