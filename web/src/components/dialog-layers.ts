import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useComposedRefs } from 'radix-ui/internal';

/**
 * One dialog way (issue 23): what every Dialog and AlertDialog of components/ui does the same, however it is opened
 * (its DialogTrigger, a row's button, a menu, a toast, a state set in code).
 *
 * - Focus goes back, on close, to the control that opened it. Radix only returns focus to a DialogTrigger, so a
 *   dialog opened from code left focus on <body>. What had focus when the dialog opened (or was last pressed: Safari
 *   does not focus a clicked button) is remembered; if it is gone by the close (a deleted row, a menu item), the
 *   caller's `returnFocusTo`, then the controls focused before it, most recent first (a menu's trigger).
 * - Escape closes the top-most layer: a toast shown while a dialog is open is the highest Radix layer and took
 *   Escape first; it hands Escape to the top-most open dialog (escapeTopDialog).
 */

/** Something focus can go back to: an HTMLElement in the app, a stand-in in the tests. */
export interface FocusTarget {
  readonly isConnected: boolean;
  focus(options?: FocusOptions): void;
}

/** Where focus goes on close when the control that opened the dialog is gone: an element, a ref or a function. */
export type ReturnFocusTo =
  HTMLElement | null | undefined | { readonly current: HTMLElement | null } | (() => HTMLElement | null | undefined);

export function resolveReturnFocusTo(target: ReturnFocusTo): HTMLElement | null {
  if (!target) return null;
  if (typeof target === 'function') return target() ?? null;
  if ('current' in target) return target.current;
  return target;
}

/** The controls to try on close, in order: the opener, the caller's fallback, then those focused before the opener. */
export function returnFocusCandidates<T>(openers: readonly T[], fallback: T | null): T[] {
  const [opener, ...before] = openers;
  return [opener, fallback, ...before].filter((target): target is T => target !== null && target !== undefined);
}

/**
 * Focuses the first candidate that is still in the page, `accepts` (inside the dialog still open under the closing
 * one, if any) and really takes focus (`isFocused` after: not disabled, not hidden). Returns it, or null.
 */
export function focusFirst<T extends FocusTarget>(
  candidates: readonly T[],
  accepts: (target: T) => boolean,
  isFocused: (target: T) => boolean,
): T | null {
  for (const target of candidates) {
    if (!target.isConnected || !accepts(target)) continue;
    target.focus();
    if (isFocused(target)) return target;
  }
  return null;
}

// The controls focused (or pressed) last, oldest first: the opener of a dialog and what was focused before it.
const HISTORY_SIZE = 20;
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
const focusHistory: HTMLElement[] = [];

function recordFocus(element: Element | null) {
  if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return;
  for (let index = focusHistory.length - 1; index >= 0; index--) {
    const seen = focusHistory[index];
    if (seen === element || !seen?.isConnected) focusHistory.splice(index, 1);
  }
  focusHistory.push(element);
  if (focusHistory.length > HISTORY_SIZE) focusHistory.shift();
}

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => recordFocus(event.target as Element | null), true);
  // A click does not focus a button in Safari (nor a non-focusable row): the control pressed counts as the last used.
  document.addEventListener(
    'pointerdown',
    (event) => recordFocus(event.target instanceof Element ? event.target.closest(FOCUSABLE) : null),
    true,
  );
}

/** The opener first (what has focus, or was pressed after it), then the controls focused before, most recent first. */
function currentOpeners(): HTMLElement[] {
  const openers = [...focusHistory].reverse();
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !openers.includes(active)) openers.unshift(active);
  return openers;
}

// The open dialogs, in the order they opened: the last one is the top-most.
interface DialogLayer {
  readonly node: { readonly current: HTMLElement | null };
  escape(event: KeyboardEvent): void;
}
const openLayers: DialogLayer[] = [];

/** Adds an open dialog on top of the others; the returned function removes it. */
export function registerDialogLayer(layer: DialogLayer): () => void {
  openLayers.push(layer);
  return () => {
    const index = openLayers.lastIndexOf(layer);
    if (index !== -1) openLayers.splice(index, 1);
  };
}

/**
 * Escape pressed while a layer opened after the top-most dialog (a toast) is the highest: the dialog takes it (its
 * onEscapeKeyDown, then closes unless that prevented it). True when a dialog was open to take it.
 */
export function escapeTopDialog(event: KeyboardEvent): boolean {
  const top = openLayers.at(-1);
  if (!top) return false;
  top.escape(event);
  return true;
}

/** Focus may go back only inside the dialog still open under the closing one, if there is one. */
function insideTopLayer(target: HTMLElement): boolean {
  const top = openLayers.at(-1)?.node.current;
  return !top || top.contains(target);
}

interface DialogRootState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The open state of the Dialog or AlertDialog around a content: its layer registers while open and closes on Escape. */
export const DialogRootContext = createContext<DialogRootState | null>(null);

/** The Dialog root's open state, controlled (`open`) or not (`defaultOpen` and its DialogTrigger). */
export function useDialogRootState(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): DialogRootState {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const controlled = open !== undefined;
  const current = controlled ? open : uncontrolled;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return useMemo(() => ({ open: current, setOpen }), [current, setOpen]);
}

interface DialogLayerOptions<E extends HTMLElement> {
  ref?: Ref<E>;
  returnFocusTo?: ReturnFocusTo;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The props a dialog content (Radix Dialog.Content or AlertDialog.Content) takes to be one layer: remembers its
 * opener when it opens, gives focus back to it on close (unless the caller's onCloseAutoFocus prevented that), and
 * registers while open so Escape reaches it when a toast is above it.
 */
export function useDialogLayer<E extends HTMLElement>({
  ref,
  returnFocusTo,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
}: DialogLayerOptions<E>) {
  const root = useContext(DialogRootContext);
  const node = useRef<E | null>(null);
  const composedRef = useComposedRefs(ref, node);
  const openers = useRef<HTMLElement[] | null>(null);
  const latest = useRef({ root, onEscapeKeyDown });
  useLayoutEffect(() => {
    latest.current = { root, onEscapeKeyDown };
  });

  const open = root?.open ?? false;
  useLayoutEffect(() => {
    if (!open) return;
    // The content mounts a render later (Radix's portal) and only then takes focus: the opener still has it now.
    openers.current = currentOpeners();
    return registerDialogLayer({
      node,
      escape: (event) => {
        latest.current.onEscapeKeyDown?.(event);
        if (!event.defaultPrevented) latest.current.root?.setOpen(false);
      },
    });
  }, [open]);

  return {
    ref: composedRef,
    onEscapeKeyDown,
    onOpenAutoFocus: (event: Event) => {
      // Without a Dialog of components/ui around it, the opener is read here, before Radix moves focus in.
      if (!root) openers.current = currentOpeners();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const candidates = returnFocusCandidates(openers.current ?? [], resolveReturnFocusTo(returnFocusTo));
      openers.current = null;
      const focused = focusFirst(candidates, insideTopLayer, (target) => target.ownerDocument.activeElement === target);
      // Nothing left to go back to: Radix's own return (its DialogTrigger, if any).
      if (focused) event.preventDefault();
    },
  };
}
