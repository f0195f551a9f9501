import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { ActivityKind } from '@contracts/activity-record';
import type { CvSection } from '@contracts/cv';
import type { Language } from '@contracts/languages';
import { collectBytes, fontBytes, numberPagesAndEnd } from './pdf-base';

/*
 * A teacher's CV as a PDF (issue 45, decision 042), drawn by pdfkit in one of the pool's threads (decision 030):
 * the main thread reads the record and hands over plain data — every word already in the teacher's language, the
 * photo as JPEG at its medium size — and takes back the bytes. A4, DejaVu Sans embedded (subset) so that accents and
 * ñ are real text, selectable and searchable; each badge's verify link is written and drawn as a QR code (vectors,
 * no image).
 */

export interface CvEntry {
  title: string;
  /** '03/2024 – 05/2024', as the labels' language writes days. */
  dates: string;
  /** Organisation, role, place, selection…: each a short phrase, already in the reader's language. */
  details: string[];
  description: string | null;
  links: string[];
  /** Evidence named: documents' and works' titles. */
  evidence: string[];
  verified: boolean;
}

export interface CvRenderInput {
  language: Language;
  schoolName: string;
  /** The period and filters in words ('Toda la trayectoria · Solo actividades verificadas'). */
  subtitle: string;
  generatedOn: string;
  teacher: { name: string; email: string | null };
  /** JPEG or PNG bytes, or null without a photo. */
  photo: Uint8Array | null;
  sections: CvSection[];
  titles: { title: string; description: string | null }[];
  areas: string[];
  teaching: { course: string; term: string; detail: string }[];
  activity: { kind: ActivityKind; entries: CvEntry[] }[];
  badges: { name: string; issued: string; verifyUrl: string | null }[];
  credentials: { title: string; issuer: string | null; checks: string[] }[];
  labels: {
    sections: Record<CvSection, string>;
    kinds: Record<ActivityKind, string>;
    page: string;
    none: string;
    verified: string;
    issuedOn: string;
    verifyAt: string;
    issuer: string;
    checksPassed: string;
    evidence: string;
    heading: string;
  };
}

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#1d4ed8';
const QR_SIZE = 56;

export async function renderCvTask(input: CvRenderInput): Promise<Uint8Array> {
  const { regular, bold } = fontBytes();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: null as unknown as string,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: `${input.labels.heading} — ${input.teacher.name}`,
      Author: input.schoolName,
      Creator: input.schoolName,
    },
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const bytes = collectBytes(doc);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    // A block taller than a page starts on a new one and runs on.
    const page = bottom() - doc.page.margins.top;
    if (doc.y + Math.min(height, page) > bottom()) doc.addPage();
  };
  // Pages added so far (by `ensure` or by text running on): a block's columns are aligned on its own page only.
  let pages = 0;
  doc.on('pageAdded', () => (pages += 1));
  /** The height `text` takes in a column of `columnWidth`, in the font and size given. */
  const heightOf = (text: string, font: 'body' | 'bold', size: number, columnWidth: number) =>
    doc.font(font).fontSize(size).heightOfString(text, { width: columnWidth });

  // The head: the school, the teacher's name and photo.
  const photoSize = 96;
  const top = doc.y;
  if (input.photo) {
    try {
      doc.image(Buffer.from(input.photo), MARGIN + width - photoSize, top, { fit: [photoSize, photoSize] });
    } catch {
      // A photo pdfkit cannot read leaves the CV without it.
    }
  }
  const headWidth = input.photo ? width - photoSize - 16 : width;
  doc.font('body').fontSize(10).fillColor(MUTED).text(input.schoolName, MARGIN, top, { width: headWidth });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(22).fillColor(INK).text(input.teacher.name, { width: headWidth });
  doc.font('body').fontSize(10).fillColor(MUTED);
  doc.text(input.labels.heading, { width: headWidth });
  if (input.teacher.email) doc.text(input.teacher.email, { width: headWidth });
  doc.text(input.subtitle, { width: headWidth });
  doc.text(input.generatedOn, { width: headWidth });
  doc.y = Math.max(doc.y, input.photo ? top + photoSize : doc.y) + 12;
  doc.x = MARGIN;

  const heading = (text: string) => {
    ensure(48);
    doc.moveDown(0.6);
    doc.font('bold').fontSize(13).fillColor(INK).text(text, MARGIN, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#cbd2d9')
      .stroke();
    doc.y = y + 6;
  };
  const subheading = (text: string) => {
    // Kept with the first lines of what it heads.
    ensure(64);
    doc.moveDown(0.3);
    doc.font('bold').fontSize(11).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
  };
  const line = (text: string, options: { muted?: boolean; bold?: boolean; size?: number; indent?: number } = {}) => {
    doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, MARGIN + (options.indent ?? 0), doc.y, { width: width - (options.indent ?? 0) });
  };
  const none = () => line(input.labels.none, { muted: true });

  for (const section of input.sections) {
    heading(input.labels.sections[section]);
    if (section === 'titles') {
      if (input.titles.length === 0) none();
      for (const title of input.titles) {
        ensure(28);
        line(title.title, { bold: true });
        if (title.description) line(title.description, { muted: true });
        doc.moveDown(0.2);
      }
    } else if (section === 'areas') {
      if (input.areas.length === 0) none();
      else line(input.areas.join(' · '));
    } else if (section === 'teaching') {
      if (input.teaching.length === 0) none();
      for (const term of input.teaching) {
        ensure(Math.max(heightOf(term.course, 'body', 10, width - 128 - 150), heightOf(term.term, 'body', 10, 120)));
        const y = doc.y;
        const startPage = pages;
        doc.font('body').fontSize(10).fillColor(MUTED).text(term.term, MARGIN, y, { width: 120 });
        const termBottom = doc.y;
        doc.fillColor(INK).text(term.course, MARGIN + 128, y, { width: width - 128 - 150 });
        const courseBottom = doc.y;
        doc
          .fillColor(MUTED)
          .fontSize(9)
          .text(term.detail, MARGIN + width - 150, y, { width: 150, align: 'right' });
        doc.y = (pages === startPage ? Math.max(termBottom, courseBottom, doc.y) : doc.y) + 2;
      }
    } else if (section === 'activity') {
      if (input.activity.length === 0) none();
      for (const group of input.activity) {
        subheading(input.labels.kinds[group.kind]);
        for (const entry of group.entries) {
          const indent = 118;
          const column = width - indent;
          const title = entry.verified ? `${entry.title}  ✓ ${input.labels.verified}` : entry.title;
          ensure(
            heightOf(title, 'bold', 10, column) +
              (entry.details.length ? heightOf(entry.details.join(' · '), 'body', 9, column) : 0) +
              (entry.description ? heightOf(entry.description, 'body', 9, column) : 0) +
              entry.links.reduce((sum, link) => sum + heightOf(link, 'body', 9, column), 0) +
              (entry.evidence.length ? heightOf(entry.evidence.join(', '), 'body', 9, column) : 0),
          );
          const y = doc.y;
          const startPage = pages;
          doc.font('body').fontSize(9).fillColor(MUTED).text(entry.dates, MARGIN, y, { width: 110 });
          const datesBottom = doc.y;
          doc.y = y;
          line(title, { bold: true, indent });
          if (entry.details.length) line(entry.details.join(' · '), { muted: true, size: 9, indent });
          if (entry.description) line(entry.description, { size: 9, indent });
          for (const link of entry.links) {
            doc
              .font('body')
              .fontSize(9)
              .fillColor(ACCENT)
              .text(link, MARGIN + indent, doc.y, { width: width - indent, link, underline: false });
          }
          if (entry.evidence.length)
            line(`${input.labels.evidence}: ${entry.evidence.join(', ')}`, { muted: true, size: 9, indent });
          doc.y = (pages === startPage ? Math.max(doc.y, datesBottom) : doc.y) + 6;
        }
      }
    } else if (section === 'badges') {
      if (input.badges.length === 0) none();
      for (const badge of input.badges) {
        ensure(QR_SIZE + 10);
        const y = doc.y;
        const startPage = pages;
        const textWidth = badge.verifyUrl ? width - QR_SIZE - 12 : width;
        doc.font('bold').fontSize(10).fillColor(INK).text(badge.name, MARGIN, y, { width: textWidth });
        doc
          .font('body')
          .fontSize(9)
          .fillColor(MUTED)
          .text(`${input.labels.issuedOn} ${badge.issued}`, { width: textWidth });
        if (badge.verifyUrl) {
          doc.text(`${input.labels.verifyAt}:`, { width: textWidth });
          doc.fillColor(ACCENT).text(badge.verifyUrl, { width: textWidth, link: badge.verifyUrl });
          drawQr(doc, badge.verifyUrl, MARGIN + width - QR_SIZE, y, QR_SIZE);
          doc.link(MARGIN + width - QR_SIZE, y, QR_SIZE, QR_SIZE, badge.verifyUrl);
        }
        doc.y = (pages === startPage && badge.verifyUrl ? Math.max(doc.y, y + QR_SIZE) : doc.y) + 8;
        doc.x = MARGIN;
      }
    } else if (section === 'credentials') {
      if (input.credentials.length === 0) none();
      for (const credential of input.credentials) {
        ensure(36);
        line(credential.title, { bold: true });
        if (credential.issuer) line(`${input.labels.issuer}: ${credential.issuer}`, { muted: true, size: 9 });
        if (credential.checks.length)
          line(`${input.labels.checksPassed}: ${credential.checks.join(' · ')}`, { muted: true, size: 9 });
        doc.moveDown(0.4);
      }
    }
  }

  numberPagesAndEnd(
    doc,
    (page, pages) =>
      `${input.schoolName} · ${input.labels.page.replace('{page}', String(page)).replace('{pages}', String(pages))}`,
    { margin: MARGIN, color: MUTED },
  );
  return bytes;
}

/** A QR code as filled squares, one path for all. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fillColor('#000000').fill();
}
