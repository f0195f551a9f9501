import { describe, expect, it, vi } from 'vitest';
import {
  escapeTopDialog,
  focusFirst,
  registerDialogLayer,
  resolveReturnFocusTo,
  returnFocusCandidates,
  type FocusTarget,
} from './dialog-layers';

// No DOM in the unit tests: controls are stand-ins that record who has focus.
let focused: FocusTarget | null = null;
function control(name: string, { connected = true, focusable = true } = {}) {
  const target = {
    name,
    isConnected: connected,
    focus() {
      if (focusable) focused = target;
    },
  };
  return target;
}
const isFocused = (target: FocusTarget) => focused === target;
const anywhere = () => true;

describe('focus back on close', () => {
  it('goes to the control that opened the dialog', () => {
    focused = null;
    const opener = control('Editar');
    const earlier = control('Buscar');
    const candidates = returnFocusCandidates([opener, earlier], null);
    expect(focusFirst(candidates, anywhere, isFocused)).toBe(opener);
    expect(focused).toBe(opener);
  });

  it("goes to the caller's fallback when the opener is gone (a deleted row's button)", () => {
    focused = null;
    const opener = control('Eliminar', { connected: false });
    const fallback = control('Nuevo curso');
    const earlier = control('Buscar');
    expect(focusFirst(returnFocusCandidates([opener, earlier], fallback), anywhere, isFocused)).toBe(fallback);
  });

  it("goes to the control focused before the opener when both are gone (a menu item, then the menu's trigger)", () => {
    focused = null;
    const menuItem = control('Editar', { connected: false });
    const menuTrigger = control('Acciones');
    expect(focusFirst(returnFocusCandidates([menuItem, menuTrigger], null), anywhere, isFocused)).toBe(menuTrigger);
  });

  it('skips a control that does not take focus (disabled, hidden) and one outside the dialog still open below', () => {
    focused = null;
    const disabled = control('Guardar', { focusable: false });
    const outside = control('Menú');
    const inParent = control('Agregar área');
    const candidates = returnFocusCandidates([disabled, outside, inParent], null);
    expect(focusFirst(candidates, (target) => target !== outside, isFocused)).toBe(inParent);
  });

  it('gives up (Radix returns to its DialogTrigger, if any) when nothing is left', () => {
    focused = null;
    expect(focusFirst(returnFocusCandidates([control('x', { connected: false })], null), anywhere, isFocused)).toBe(
      null,
    );
    expect(focused).toBe(null);
  });

  it('reads the fallback from an element, a ref or a function', () => {
    const element = { tagName: 'BUTTON' } as unknown as HTMLElement;
    expect(resolveReturnFocusTo(element)).toBe(element);
    expect(resolveReturnFocusTo({ current: element })).toBe(element);
    expect(resolveReturnFocusTo(() => element)).toBe(element);
    expect(resolveReturnFocusTo(() => undefined)).toBe(null);
    expect(resolveReturnFocusTo(null)).toBe(null);
  });
});

describe('Escape under a toast', () => {
  const escape = () => {
    let prevented = false;
    return {
      get defaultPrevented() {
        return prevented;
      },
      preventDefault() {
        prevented = true;
      },
    } as unknown as KeyboardEvent;
  };

  it('goes to the top-most open dialog, and to none once they closed', () => {
    const parent = vi.fn();
    const child = vi.fn();
    const closeParent = registerDialogLayer({ node: { current: null }, escape: parent });
    const closeChild = registerDialogLayer({ node: { current: null }, escape: child });

    expect(escapeTopDialog(escape())).toBe(true);
    expect(child).toHaveBeenCalledTimes(1);
    expect(parent).not.toHaveBeenCalled();

    closeChild();
    expect(escapeTopDialog(escape())).toBe(true);
    expect(parent).toHaveBeenCalledTimes(1);

    closeParent();
    expect(escapeTopDialog(escape())).toBe(false);
  });
});
