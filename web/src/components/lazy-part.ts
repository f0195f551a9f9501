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

/**
 * A part of a screen loaded with its code on first use (a screen, a dialog, a menu, a chart): should the code fail to
 * load (offline, or a stale chunk after a deploy), it renders `Fallback` instead of failing the whole page. Dialogs
 * and menus take LoadFailedNotice (load-failed-notice.tsx, `lazyPartOrNotice`).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>) {
  return lazy(() => loadPart(load, Fallback));
}

/** A lazily loaded screen, and `preload` to fetch its code before it is first rendered. */
export type PreloadedScreen<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A first screen of the sign-in gate (the login, the signed-in app) as `lazyPart`, which renders at once instead of
 * suspending when its code is already there (`preload`): a suspended screen shows its boundary's loader, and React
 * then holds the screen back until 300 ms after that loader appeared (its throttle of Suspense reveals) — on a first
 * screen, 300 ms of a loader for code that was loaded.
 */
export function preloadedScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): PreloadedScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= loadPart(load, Fallback).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(loadOnce);
  function Screen(props: P) {
    // Chosen once per mount: switching between the two would remount the screen and lose its state.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Suspending, props);
  }
  return Object.assign(Screen, { preload: loadOnce });
}
