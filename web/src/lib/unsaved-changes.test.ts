import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideClose, hasUnsavedChanges, setUnsavedSource, shouldAskBeforeLeaving } from './unsaved-changes';
import { speak, withTexts } from './testing/texts';
import { UnsavedChangesQuestion } from './unsaved-changes-dialog';

// Radix renders a portal only in a browser; inline, the content renders on the server as in one.
vi.mock('radix-ui', async (original) => {
  const radix = await original<typeof import('radix-ui')>();
  const inline = ({ children }: { children: ReactNode }) => children;
  return { ...radix, AlertDialog: { ...radix.AlertDialog, Portal: inline } };
});

describe('shouldAskBeforeLeaving', () => {
  const form = { pathname: '/user-management' };

  it('asks when a form holds unsaved changes and another page opens', () => {
    expect(shouldAskBeforeLeaving(form, { pathname: '/admin/analytics' }, true)).toBe(true);
  });

  it('lets the page go when nothing is unsaved', () => {
    expect(shouldAskBeforeLeaving(form, { pathname: '/admin/analytics' }, false)).toBe(false);
  });

  it('does not ask for a move on the same page (its query or #hash), where the form stays', () => {
    expect(shouldAskBeforeLeaving(form, { pathname: '/user-management' }, true)).toBe(false);
  });
});

describe('decideClose', () => {
  it('asks before closing a dialog that holds unsaved changes, and only then', () => {
    expect(decideClose(false, true)).toBe('ask');
    expect(decideClose(false, false)).toBe('pass');
    expect(decideClose(true, true)).toBe('pass');
  });
});

describe('the unsaved sources', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('make the browser ask before closing the tab while any is dirty, and stop once none is', () => {
    const addEventListener = vi.fn();
    const removeEventListener = vi.fn();
    vi.stubGlobal('window', { addEventListener, removeEventListener });
    const first = {};
    const second = {};

    setUnsavedSource(first, true);
    setUnsavedSource(second, true);
    expect(hasUnsavedChanges()).toBe(true);
    expect(addEventListener).toHaveBeenCalledTimes(1);
    expect(addEventListener).toHaveBeenCalledWith('beforeunload', expect.any(Function));

    setUnsavedSource(first, false);
    expect(hasUnsavedChanges()).toBe(true);
    expect(removeEventListener).not.toHaveBeenCalled();

    setUnsavedSource(second, false);
    expect(hasUnsavedChanges()).toBe(false);
    expect(removeEventListener).toHaveBeenCalledWith('beforeunload', addEventListener.mock.calls[0]?.[1]);
  });

  it("the browser's question is asked by cancelling beforeunload", () => {
    const addEventListener = vi.fn();
    vi.stubGlobal('window', { addEventListener, removeEventListener: vi.fn() });
    const source = {};
    setUnsavedSource(source, true);
    const listener = addEventListener.mock.calls[0]?.[1] as (event: BeforeUnloadEvent) => void;
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    listener(event as unknown as BeforeUnloadEvent);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(event.returnValue).toBe('');
    setUnsavedSource(source, false);
  });
});

describe('UnsavedChangesQuestion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const markup = () =>
    renderToStaticMarkup(withTexts(h(UnsavedChangesQuestion, { open: true, onStay: () => {}, onLeave: () => {} })));

  it("asks in plain Spanish, 'Seguir editando' first", async () => {
    await speak('es');
    const html = markup();
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('Tiene cambios sin guardar');
    expect(html).toContain('¿Salir sin guardar?');
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(['Seguir editando', 'Salir sin guardar']);
  });

  it('asks in English whoever reads English', async () => {
    await speak('en');
    const buttons = [...markup().matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(['Keep editing', 'Leave without saving']);
  });

  it('shows nothing while closed', () => {
    expect(
      renderToStaticMarkup(withTexts(h(UnsavedChangesQuestion, { open: false, onStay: () => {}, onLeave: () => {} }))),
    ).toBe('');
  });
});
