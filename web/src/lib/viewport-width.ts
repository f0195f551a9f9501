import { useSyncExternalStore } from 'react';

/** The part of `window` the store reads: a width and its resize event. */
export interface ViewportSource {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/**
 * The viewport's width as an external store that reads `innerWidth` only when it can have changed: once, then on each
 * resize. Reading `innerWidth` makes the browser bring style and layout up to date; `useSyncExternalStore` asks for
 * the snapshot on every render and again after every commit, so a component on each of 30 cards that read it
 * directly recalculated the page's style 30 times in one task (600 ms on the Trombinoscopio at 4× CPU slowdown).
 */
export function createViewportWidthStore(source: ViewportSource) {
  let width: number | undefined;
  const listeners = new Set<() => void>();
  const onResize = () => {
    width = source.innerWidth;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) {
        source.addEventListener('resize', onResize);
        // A resize between the first render and this subscription would otherwise go unseen.
        width = source.innerWidth;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        source.removeEventListener('resize', onResize);
        width = undefined;
      };
    },
    getSnapshot(): number {
      width ??= source.innerWidth;
      return width;
    },
  };
}

const browserStore = typeof window === 'undefined' ? undefined : createViewportWidthStore(window);
const noSubscription = () => () => undefined;

/** The viewport's width in CSS px (1440 where there is no window). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    browserStore?.subscribe ?? noSubscription,
    browserStore?.getSnapshot ?? (() => 1440),
    () => 1440,
  );
}
