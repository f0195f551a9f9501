import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartLanguage } from '@/lib/document-language';
import { Dialog, DialogContent, DialogTitle } from './dialog';

// Radix renders a portal only in a browser; inline, the content renders on the server as in one.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  return { ...radix, Dialog: { ...radix.Dialog, Portal: ({ children }: { children: ReactNode }) => children } };
});

/** The page's `<html lang>`, which the shell keeps on the route's language (app-shell.tsx). */
const onScreen = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });

const closeLabelOf = (content: ReactNode) => {
  const html = renderToStaticMarkup(h(Dialog, { open: true }, content));
  return /<button[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
};

const content = (props: { closeLabel?: string | false } = {}) =>
  h(DialogContent, { ...props, children: h(DialogTitle, null, 'Título') });

describe('DialogContent close button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is named in the screen's language", () => {
    onScreen('en');
    expect(closeLabelOf(content())).toBe('Close');
    onScreen('es');
    expect(closeLabelOf(content())).toBe('Cerrar');
  });

  it('speaks Spanish before a page is known', () => {
    onScreen('');
    expect(closeLabelOf(content())).toBe('Cerrar');
  });

  it("takes a part's own language over the screen's", () => {
    onScreen('en');
    expect(closeLabelOf(h(PartLanguage, { value: 'es' }, content()))).toBe('Cerrar');
  });

  it('keeps a label it is given, and none when told so', () => {
    onScreen('en');
    expect(closeLabelOf(content({ closeLabel: 'Cerrar vista' }))).toBe('Cerrar vista');
    expect(closeLabelOf(content({ closeLabel: false }))).toBeUndefined();
  });
});
