import { createElement as h, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { speak, withTexts } from '@/lib/testing/texts';
import { ToastClose, ToastProvider, ToastViewport } from './toast';

// A toast renders into its viewport only in a browser: its close button alone, outside a toast, is a plain button.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  return { ...radix, Toast: { ...radix.Toast, Close: (props: ComponentProps<'button'>) => h('button', props) } };
});

const render = () => renderToStaticMarkup(withTexts(h(ToastProvider, null, h(ToastClose), h(ToastViewport))));

describe('toasts', () => {
  it('name their close button and their region in English for whoever reads English', async () => {
    await speak('en');
    const html = render();
    expect(html).toContain('aria-label="Close notification"');
    expect(html).toContain('aria-label="Notifications (F8)"');
  });

  it('name them in Spanish for whoever reads Spanish', async () => {
    await speak('es');
    const html = render();
    expect(html).toContain('aria-label="Cerrar aviso"');
    expect(html).toContain('aria-label="Avisos (F8)"');
  });
});
