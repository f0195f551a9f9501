import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

// Radix renders a portal only in a browser; inline, the content renders on the server as in one.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  const inline = ({ children }: { children: ReactNode }) => children;
  return { ...radix, AlertDialog: { ...radix.AlertDialog, Portal: inline } };
});

/** The page's `<html lang>`, which the shell keeps on the route's language (app-shell.tsx). */
const onScreen = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });

const buttonsOf = (pending: boolean) =>
  [
    ...renderToStaticMarkup(
      h(ConfirmDeleteDialog, {
        open: true,
        onOpenChange: () => {},
        pending,
        onConfirm: () => {},
        title: 'Delete user?',
        description: 'ana',
      }),
    ).matchAll(/<button[^>]*>([^<]*)<\/button>/g),
  ].map((match) => match[1]);

describe('ConfirmDeleteDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("names its buttons in the screen's language", () => {
    onScreen('en');
    expect(buttonsOf(false)).toEqual(['Cancel', 'Delete']);
    expect(buttonsOf(true)).toEqual(['Cancel', 'Deleting...']);
    onScreen('es');
    expect(buttonsOf(false)).toEqual(['Cancelar', 'Eliminar']);
  });
});
