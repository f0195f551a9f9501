import { lazy, type ComponentType } from 'react';

/** The module React.lazy takes: the loaded component, or `Fallback` (given the same props) when its code failed. */
export function loadPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): Promise<{ default: ComponentType<P> }> {
  return load().then(
    (Component) => ({ default: Component }),
    (error: unknown) => {
      console.error(error);
      return { default: Fallback };
    },
  );
}

/**
 * A part of a screen loaded with its code on first use (a screen, a dialog, a menu, a chart): should the code fail to
 * load (offline, or a stale chunk after a deploy), it renders `Fallback` instead of failing the whole page. Dialogs
 * and menus take LoadFailedNotice (load-failed-notice.tsx, `lazyPartOrNotice`).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>) {
  return lazy(() => loadPart(load, Fallback));
}
