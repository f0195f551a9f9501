import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

/** The text of each line, tags dropped. */
const lines = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, inner]) =>
    inner!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('CheckList', () => {
  const html = renderToStaticMarkup(h(CheckList, { checks, label: 'Comprobaciones de la credencial' }));

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
  it("reads 'Verificada' in green or 'No verificada' in red", () => {
    const verified = renderToStaticMarkup(h(VerdictBadge, { verified: true }));
    const refused = renderToStaticMarkup(h(VerdictBadge, { verified: false }));
    expect(verified.replace(/<[^>]+>/g, '')).toBe('Verificada');
    expect(verified).toContain('bg-emerald-100');
    expect(refused.replace(/<[^>]+>/g, '')).toBe('No verificada');
    expect(refused).toContain('bg-destructive');
  });
});

describe('credentialFacts', () => {
  const none = { issuer_name: null, issuer_id: null, recipient_name: null, valid_from: null, valid_until: null };

  it('names the issuer by name, else by its id, and shows only the dates the credential states', () => {
    expect(credentialFacts({ ...none, issuer_id: 'did:web:instituto.example' }).map((item) => item.label)).toEqual([
      'Emisor',
    ]);
    const all = credentialFacts(
      {
        issuer_name: 'Instituto de Arte',
        issuer_id: 'did:web:instituto.example',
        recipient_name: 'Lucía',
        valid_from: '2026-01-15T09:00:00Z',
        valid_until: '2027-01-15T09:00:00Z',
      },
      '26 nov 2026',
    );
    expect(all.map((item) => item.label)).toEqual([
      'Emisor',
      'Titular',
      'Válida desde',
      'Válida hasta',
      'Comprobada el',
    ]);
    expect(renderToStaticMarkup(h('div', null, all[0]!.value))).toContain('Instituto de Arte');
    expect(all[4]!.value).toBe('26 nov 2026');
  });

  it('leaves the issuer empty (shown as not specified) when the credential names none', () => {
    expect(credentialFacts(none)[0]!.value).toBe('');
  });
});
