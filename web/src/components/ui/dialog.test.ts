import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { speak, withTexts } from '@/lib/testing/texts';
import { Dialog, DialogContent, DialogTitle } from './dialog';

// Radix renders a portal only in a browser; inline, the content renders on the server as in one.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  return { ...radix, Dialog: { ...radix.Dialog, Portal: ({ children }: { children: ReactNode }) => children } };
});

const closeLabelOf = (content: ReactNode) => {
  const html = renderToStaticMarkup(withTexts(h(Dialog, { open: true }, content)));
  return /<button[^>]*aria-label="([^"]*)"/.exec(html)?.[1];
};

const content = (props: { closeLabel?: string | false } = {}) =>
  h(DialogContent, { ...props, children: h(DialogTitle, null, 'Título') });

describe('DialogContent close button', () => {
  it("is named in the person's language", async () => {
    await speak('en');
    expect(closeLabelOf(content())).toBe('Close');
    await speak('es');
    expect(closeLabelOf(content())).toBe('Cerrar');
  });

  it('keeps a label it is given, and none when told so', async () => {
    await speak('en');
    expect(closeLabelOf(content({ closeLabel: 'Cerrar vista' }))).toBe('Cerrar vista');
    expect(closeLabelOf(content({ closeLabel: false }))).toBeUndefined();
  });
});
