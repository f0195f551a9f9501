import { createElement as h, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastClose, ToastProvider, ToastViewport } from './toast';

// A toast renders into its viewport only in a browser: its close button alone, outside a toast, is a plain button.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  return { ...radix, Toast: { ...radix.Toast, Close: (props: ComponentProps<'button'>) => h('button', props) } };
});

/** The page's `<html lang>`, which the shell keeps on the route's language: the toaster is outside the router. */
const onScreen = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });

const render = () => renderToStaticMarkup(h(ToastProvider, null, h(ToastClose), h(ToastViewport)));

describe('toasts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('name their close button and their region in English on an English screen', () => {
    onScreen('en');
    const html = render();
    expect(html).toContain('aria-label="Close notification"');
    expect(html).toContain('aria-label="Notifications (F8)"');
  });

  it('name them in Spanish on a Spanish screen', () => {
    onScreen('es');
    const html = render();
    expect(html).toContain('aria-label="Cerrar aviso"');
    expect(html).toContain('aria-label="Avisos (F8)"');
  });
});
