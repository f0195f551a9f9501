import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, type Location } from 'react-router';
import { lazyPart } from '@/components/lazy-part';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { OnFirstOpen } from '@/components/on-first-open';
import { loadOnIntent } from '@/lib/load-when-idle';
import type { UnsavedChangesDialogProps } from './unsaved-changes-text';

/**
 * Nothing lost by mistake (issue 42): a screen or dialog with typed edits not yet saved asks before it is left or
 * closed — a route change (a link, the menu, the browser's back), Escape, a click outside, the × or 'Cancelar', and
 * the browser's own close or reload.
 *
 * - A form calls `useUnsavedChanges(dirty)`. While `dirty`, the one route blocker (`UnsavedChangesPrompt`, mounted
 *   once in the root layout) asks before another page opens, and the browser asks before the tab closes.
 * - Inside a Dialog of components/ui, the same call also makes that dialog ask before Escape, a click outside, the ×
 *   or the footer's 'Cancelar' close it. Closing it from code (after a save) does not ask.
 * - Leaving right after a save, before the form has re-rendered clean: call `release()` first.
 */

export { UNSAVED_CHANGES_TEXT } from './unsaved-changes-text';

// The question (Radix's alert dialog, its focus trap and scroll lock) is code no first screen shows: it loads as soon
// as a form holds unsaved changes, and is drawn from the first time it is asked. Should its code fail to load, the
// person stays where they are (nothing lost) and is told to reload.
const loadQuestion = () => import('./unsaved-changes-dialog');
const prefetchQuestion = loadOnIntent(loadQuestion);

// ---- The page's unsaved changes: one registry for the route blocker and the browser's close ----

const dirtySources = new Set<object>();

function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** Marks one source (a form) as holding unsaved changes, or not. The browser asks before closing while any does. */
export function setUnsavedSource(source: object, dirty: boolean): void {
  const before = dirtySources.size;
  if (dirty) {
    dirtySources.add(source);
    prefetchQuestion();
  } else dirtySources.delete(source);
  if (typeof window === 'undefined') return;
  if (before === 0 && dirtySources.size > 0) window.addEventListener('beforeunload', askBeforeUnload);
  if (before > 0 && dirtySources.size === 0) window.removeEventListener('beforeunload', askBeforeUnload);
}

/** Whether any form on the page holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

type Place = Pick<Location, 'pathname'>;

/**
 * Whether going from `current` to `next` should ask first: some form holds unsaved changes and another page opens (its
 * path changes). A change of the query or #hash alone keeps the page and its form mounted (a dialog's `?action=`
 * removed as it closes, a filter): nothing is lost, nothing to ask.
 */
export function shouldAskBeforeLeaving(current: Place, next: Place, unsaved = hasUnsavedChanges()): boolean {
  return unsaved && current.pathname !== next.pathname;
}

// ---- A dialog's close ----

interface DialogCloseGuard {
  /** Marks one form inside the dialog as holding unsaved changes, or not. */
  setDirty(source: object, dirty: boolean): void;
  /** Runs `close` now when nothing is unsaved; else asks first and runs it on 'Salir sin guardar'. */
  requestClose(close: () => void): void;
}

const DialogCloseGuardContext = createContext<DialogCloseGuard | null>(null);

/**
 * What a dialog does with a request to close (`open` false): `close` now when nothing is unsaved, else `ask`. A
 * request to open passes.
 */
export function decideClose(open: boolean, dirty: boolean): 'pass' | 'ask' {
  return !open && dirty ? 'ask' : 'pass';
}

/**
 * The guard of one dialog: `setOpen` is the dialog's own open change, which Escape, a click outside and the × call;
 * the returned `setOpen` asks before a close while a form inside holds unsaved changes. `Provider` goes around the
 * dialog's content, and `confirmation` next to it.
 */
export function useDialogCloseGuard(setOpen: (open: boolean) => void) {
  const dirty = useRef(new Set<object>());
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);

  const guard = useMemo<DialogCloseGuard>(
    () => ({
      setDirty: (source, isDirty) => {
        if (isDirty) dirty.current.add(source);
        else dirty.current.delete(source);
      },
      requestClose: (close) => {
        if (decideClose(false, dirty.current.size > 0) === 'pass') close();
        else setPendingClose(() => close);
      },
    }),
    [],
  );

  const guardedSetOpen = useCallback(
    (open: boolean) => {
      if (open) setOpen(true);
      else guard.requestClose(() => setOpen(false));
    },
    [guard, setOpen],
  );

  const confirmation = (
    <UnsavedChangesDialog
      open={pendingClose !== null}
      onStay={() => setPendingClose(null)}
      onLeave={() => {
        const close = pendingClose;
        setPendingClose(null);
        dirty.current.clear();
        close?.();
      }}
    />
  );

  return { guard, setOpen: guardedSetOpen, confirmation };
}

/** Provides a dialog's guard to the forms inside it (ui/dialog.tsx puts it around every Dialog's content). */
export const DialogCloseGuardProvider = DialogCloseGuardContext;

/**
 * The close of a 'Cancelar' button inside a dialog: asks first while a form inside holds unsaved changes. Outside a
 * guarded dialog, `close` as it is.
 */
export function useGuardedCancel(close: () => void): () => void {
  const guard = useContext(DialogCloseGuardContext);
  return useCallback(() => (guard ? guard.requestClose(close) : close()), [guard, close]);
}

/**
 * For a dialog that is not a Dialog of components/ui (or that wants its own handlers): the handlers of Radix's
 * Dialog.Content (`onEscapeKeyDown`, `onPointerDownOutside`, `onInteractOutside`) that keep it open and ask while
 * `dirty`, `requestClose` for the × and 'Cancelar', and the `confirmation` to render next to the dialog.
 */
export function useGuardedDialogClose(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (dirty) prefetchQuestion();
  }, [dirty]);
  const stopWhileDirty = useCallback(
    (event: Event) => {
      if (decideClose(false, dirty) === 'pass') return;
      event.preventDefault();
      setAsking(true);
    },
    [dirty],
  );
  const requestClose = useCallback(() => {
    if (decideClose(false, dirty) === 'pass') close();
    else setAsking(true);
  }, [dirty, close]);
  const confirmation = (
    <UnsavedChangesDialog
      open={asking}
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return {
    onEscapeKeyDown: stopWhileDirty,
    onPointerDownOutside: stopWhileDirty,
    onInteractOutside: stopWhileDirty,
    requestClose,
    confirmation,
  };
}

// ---- The hook every form calls ----

interface UnsavedChangesOptions {
  /** False turns the guard off (a form that is read-only, a wizard's step already saved). */
  enabled?: boolean;
}

/**
 * While `dirty` (react-hook-form's `formState.isDirty`, or the screen's own comparison), leaving the page, closing
 * the browser's tab or closing the dialog around the form asks first. `release()` lets the next leave through without
 * asking, until `dirty` is false again: call it after a save, before navigating or closing in the same tick.
 */
export function useUnsavedChanges(dirty: boolean, { enabled = true }: UnsavedChangesOptions = {}) {
  const [source] = useState(() => ({}));
  const dialog = useContext(DialogCloseGuardContext);
  const [released, setReleased] = useState(false);
  // Clean again (saved and reset, or typed back): the next edit asks again.
  if (!dirty && released) setReleased(false);
  const active = dirty && enabled && !released;

  useLayoutEffect(() => {
    setUnsavedSource(source, active);
    dialog?.setDirty(source, active);
    return () => {
      setUnsavedSource(source, false);
      dialog?.setDirty(source, false);
    };
  }, [source, dialog, active]);

  const release = useCallback(() => {
    // Now, not at the next render: the navigation or close that follows in the same tick must not ask.
    setUnsavedSource(source, false);
    dialog?.setDirty(source, false);
    setReleased(true);
  }, [source, dialog]);

  return { release };
}

/**
 * `useUnsavedChanges(dirty)` as an element, for a dialog whose form is held by the component around the Dialog: put
 * it inside the DialogContent, where the dialog's guard is.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return null;
}

// ---- The question ----

const Question = lazyPart(
  () => loadQuestion().then((m) => m.UnsavedChangesQuestion),
  ({ open, onStay }: UnsavedChangesDialogProps) => (
    <LoadFailedNotice open={open} onOpenChange={(next) => (next ? undefined : onStay())} />
  ),
);

/** 'Tiene cambios sin guardar. ¿Salir sin guardar?' with 'Seguir editando' (focused first) and 'Salir sin guardar'. */
export function UnsavedChangesDialog(props: UnsavedChangesDialogProps) {
  return (
    <OnFirstOpen open={props.open}>
      <Question {...props} />
    </OnFirstOpen>
  );
}

/**
 * The one route blocker of the app (a router keeps only one): asks before another page opens while a form holds
 * unsaved changes. Mounted once, in the root layout.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAskBeforeLeaving(currentLocation, nextLocation),
  );
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
