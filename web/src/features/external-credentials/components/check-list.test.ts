import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import type { CredentialCheck } from '@contracts/external-credentials';
import { CheckList } from './check-list';
import { credentialFacts } from './credential-facts';
import { VerdictBadge } from './verdict-badge';

const checks: CredentialCheck[] = [
  { id: 'status', outcome: 'unknown', message: 'La lista de estado no respondió a tiempo' },
  { id: 'signature', outcome: 'failed', message: 'La firma no corresponde al contenido' },
  { id: 'format', outcome: 'passed', message: 'Open Badges 3.0 (VC 2.0)' },
  { id: 'dates', outcome: 'not_applicable', message: '' },
];

i18n.load({ es, en });
i18n.activate('es');
afterEach(() => i18n.activate('es'));

/** Rendered in the active language, as the app's provider does. */
const render = (element: ReactElement) => renderToStaticMarkup(h(I18nProvider, { i18n }, element));

/** The text of each line, tags dropped. */
const lines = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('CheckList', () => {
  const html = render(h(CheckList, { checks, label: 'Comprobaciones de la credencial' }));

  it('is a list named for what it checks, one line per check in a wallet order', () => {
    expect(html).toMatch(/^<ul aria-label="Comprobaciones de la credencial"/);
    expect(lines(html)).toEqual([
      'Formato: Correcto Open Badges 3.0 (VC 2.0)',
      'Firma: Falló La firma no corresponde al contenido',
      'Fechas de validez: No aplica',
      'Revocación: No se pudo comprobar La lista de estado no respondió a tiempo',
    ]);
  });

  it('says each outcome in words; the icons are hidden from screen readers and coloured by outcome', () => {
    const icons = [...html.matchAll(/<svg[^>]*>/g)].map(([tag]) => tag);
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon).toContain('aria-hidden="true"');
    expect(icons[0]).toContain('text-emerald-700');
    expect(icons[1]).toContain('text-destructive');
    expect(icons[2]).toContain('text-muted-foreground');
    expect(icons[3]).toContain('text-amber-700');
  });

  it('leaves out an empty message rather than an empty line', () => {
    const dates = html.slice(html.indexOf('Fechas de validez'));
    expect(dates.slice(0, dates.indexOf('</li>'))).not.toContain('text-muted-foreground [overflow-wrap:anywhere]');
  });
});

describe('VerdictBadge', () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, '');

  it("reads 'Verificada' in green only for a verified one; 'No verificada' in red; a review in its own words", () => {
    const verified = render(h(VerdictBadge, { verdict: 'verified' }));
    const refused = render(h(VerdictBadge, { verdict: 'not_verified' }));
    expect(text(verified)).toBe('Verificada');
    expect(verified).toContain('bg-emerald-100');
    expect(text(refused)).toBe('No verificada');
    expect(refused).toContain('bg-destructive');
    const pending = render(h(VerdictBadge, { verdict: 'pending_review' }));
    expect(text(pending)).toBe('Pendiente de revisión');
    expect(pending).not.toContain('bg-emerald');
    expect(text(render(h(VerdictBadge, { verdict: 'accepted' })))).toBe('Aceptada por el personal');
  });
});

describe('credentialFacts', () => {
  const none = {
    issuer_id: null,
    recognised_issuer_name: null,
    claimed_issuer_name: null,
    recipient_name: null,
    valid_from: null,
    valid_until: null,
  };
  const shown = (items: ReturnType<typeof credentialFacts>) =>
    items.map((item) => `${item.label}: ${renderToStaticMarkup(h('div', null, item.value)).replace(/<[^>]+>/g, '')}`);

  it("names a recognised issuer by staff's name, with its DID, and quotes a different file name as the file's", () => {
    const all = credentialFacts(
      {
        issuer_id: 'did:web:instituto.example',
        recognised_issuer_name: 'Instituto de Arte (convenio)',
        claimed_issuer_name: 'Instituto de Arte',
        recipient_name: 'Lucía',
        valid_from: '2026-01-15T09:00:00Z',
        valid_until: '2027-01-15T09:00:00Z',
      },
      '26 nov 2026',
    );
    expect(all.map((item) => item.label)).toEqual([
      'Emisor',
      'Identificador del emisor',
      'El archivo dice',
      'Titular según el archivo',
      'Válida desde',
      'Válida hasta',
      'Comprobada el',
    ]);
    expect(shown(all).slice(0, 3)).toEqual([
      'Emisor: Instituto de Arte (convenio)',
      'Identificador del emisor: did:web:instituto.example',
      'El archivo dice: Instituto de Arte',
    ]);
    expect(all[6]!.value).toBe('26 nov 2026');
  });

  it("never shows an unrecognised issuer's own name as 'Emisor': 'Emisor no reconocido' and its DID", () => {
    const forged = shown(
      credentialFacts({ ...none, issuer_id: 'did:key:z6MkForged', claimed_issuer_name: 'Harvard University' }),
    );
    expect(forged).toEqual(['Emisor no reconocido: did:key:z6MkForged', 'El archivo dice: Harvard University']);
    expect(forged.some((line) => line.startsWith('Emisor: '))).toBe(false);
  });

  it('says the issuer is not recognised, without an id, when the credential names none', () => {
    expect(shown(credentialFacts(none))).toEqual(['Emisor no reconocido: sin identificador']);
  });

  it('labels the facts in English for a person who chose English', () => {
    i18n.activate('en');
    expect(shown(credentialFacts(none))).toEqual(['Issuer not recognised: no identifier']);
  });
});
