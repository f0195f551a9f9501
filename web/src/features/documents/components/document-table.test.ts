import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedDocument } from '@contracts/documents';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { DocumentTable } from './document-table';

const LONG_NAME = 'Certificado de animación avanzada con un nombre largo de verdad.pdf';

const document = (id: number, name: string, can: ListedDocument['can']): ListedDocument => ({
  id,
  original_name: name,
  document_type: 'teacher',
  document_tag: 'certificacion',
  entity_id: 2,
  file_size: 1843,
  file_type: 'application/pdf',
  is_profile_photo: false,
  visibility: 'private',
  uploaded_by: 1,
  created_at: '2026-11-20T10:00:00Z',
  download_count: 3,
  last_downloaded: null,
  expires_at: '2027-01-15',
  can,
});

const render = (documents: ListedDocument[]) => {
  const wrap = (children: ReactNode) =>
    h(I18nProvider, { i18n }, h(QueryClientProvider, { client: new QueryClient() }, children));
  return renderToStaticMarkup(wrap(h(DocumentTable, { documents, caption: 'Mis documentos' })));
};

const count = (html: string, text: string) => html.split(text).length - 1;

describe('DocumentTable', () => {
  const all = { download: true, delete: true, set_expiry: true };
  beforeAll(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterAll(() => i18n.activate('es'));

  it('shows a card per document below md (named by the caption), and not the table they stand for', () => {
    // A static render reads no screen: it is the narrow one (useMediaQuery's server snapshot); the table of a wide
    // screen is walked by e2e/phone-walk.spec.ts at 1440 px.
    const html = render([document(1, LONG_NAME, all), document(2, 'pensum.pdf', all)]);
    expect(html).toMatch(/<ul class="[^"]*md:hidden[^"]*" aria-label="Mis documentos">/);
    expect(count(html, '<li ')).toBe(2);
    expect(html).not.toContain('<table');
  });

  it('gives the card the whole name, wrapped between words (no ellipsis), and every column’s fact', () => {
    const html = render([document(1, LONG_NAME, all)]);
    const card = html.slice(html.indexOf('<li '), html.indexOf('</li>'));
    expect(card).toContain(`<p class="font-medium [overflow-wrap:anywhere]">${LONG_NAME}</p>`);
    expect(card).not.toContain('truncate');
    for (const label of ['Tipo', 'Tamaño', 'Fecha', 'Vence', 'Descargas']) expect(card).toContain(`>${label}</dt>`);
    expect(card).toContain('Certificación');
    expect(card).toContain('1,80 KB');
    expect(card).toMatch(/<dd class="tabular-nums">3<\/dd>/);
  });

  it('puts in the card the buttons the document’s can allows, named as in the row', () => {
    const html = render([document(1, 'pensum.pdf', all)]);
    for (const name of ['Descargar pensum.pdf', 'Vencimiento de pensum.pdf', 'Eliminar pensum.pdf'])
      expect(count(html, `aria-label="${name}"`)).toBe(1);
    const readOnly = render([document(1, 'pensum.pdf', { download: true, delete: false, set_expiry: false })]);
    expect(count(readOnly, 'aria-label="Descargar pensum.pdf"')).toBe(1);
    expect(readOnly).not.toContain('aria-label="Eliminar pensum.pdf"');
    expect(readOnly).not.toContain('aria-label="Vencimiento de pensum.pdf"');
  });

  it('speaks English to a person who chose it: the card’s labels and the buttons’ names', () => {
    i18n.activate('en');
    try {
      const html = render([document(1, 'pensum.pdf', all)]);
      for (const label of ['Type', 'Size', 'Date', 'Expires', 'Downloads']) expect(html).toContain(`>${label}</dt>`);
      for (const name of ['Download pensum.pdf', 'Expiry of pensum.pdf', 'Delete pensum.pdf'])
        expect(count(html, `aria-label="${name}"`)).toBe(1);
    } finally {
      i18n.activate('es');
    }
  });
});
