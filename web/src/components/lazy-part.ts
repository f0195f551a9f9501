import { createElement, lazy, useState, type ComponentType } from 'react';

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

/** A lazily loaded part, and `preload` to fetch its code before it is first rendered. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A part of a screen loaded with its code on first use (a screen, a dialog, a menu, a chart): should the code fail to
 * load (offline, or a stale chunk after a deploy), it renders `Fallback` instead of failing the whole page. Dialogs
 * and menus take LoadFailedNotice (load-failed-notice.tsx, `lazyPartOrNotice`).
 *
 * A part whose code is already there (`preload`, or an earlier render) renders at once instead of suspending: a
 * suspended part shows its boundary's fallback, and React then holds the part back until 300 ms after that fallback
 * appeared (its throttle of Suspense reveals) — on a first screen, 300 ms of a loader for code that was loaded.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= loadPart(load, Fallback).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(loadOnce);
  function Part(props: P) {
    // Chosen once per mount: switching between the two would remount the part and lose its state.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Suspending, props);
  }
  return Object.assign(Part, { preload: loadOnce }) as LazyPart<P>;
}
