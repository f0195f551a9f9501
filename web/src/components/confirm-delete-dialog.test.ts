import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { speak, withTexts } from '@/lib/testing/texts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

// Radix renders a portal only in a browser; inline, the content renders on the server as in one.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  const inline = ({ children }: { children: ReactNode }) => children;
  return { ...radix, AlertDialog: { ...radix.AlertDialog, Portal: inline } };
});

const buttonsOf = (pending: boolean) =>
  [
    ...renderToStaticMarkup(
      withTexts(
        h(ConfirmDeleteDialog, {
          open: true,
          onOpenChange: () => {},
          pending,
          onConfirm: () => {},
          title: 'Delete user?',
          description: 'ana',
        }),
      ),
    ).matchAll(/<button[^>]*>([^<]*)<\/button>/g),
  ].map((match) => match[1]);

describe('ConfirmDeleteDialog', () => {
  it("names its buttons in the person's language", async () => {
    await speak('en');
    expect(buttonsOf(false)).toEqual(['Cancel', 'Delete']);
    expect(buttonsOf(true)).toEqual(['Cancel', 'Deleting...']);
    await speak('es');
    expect(buttonsOf(false)).toEqual(['Cancelar', 'Eliminar']);
  });
});
