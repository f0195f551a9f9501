import { startTransition, useCallback, useState } from 'react';
import { NEAR_SCREEN_MARGIN, watchNearScreen, type NearMargin } from './near-screen-watcher';

/** Whether this browser can tell when a box nears the screen; without it (old browsers, jsdom) every box counts as near. */
export function canWatchScreen(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

/**
 * Whether the element given to `observe` (as its ref) is on or within `margin` of the screen (by default
 * NEAR_SCREEN_MARGIN). Once it has been near, it stays near (a photo already asked for is not given up when it scrolls
 * away).
 * `observe` is a callback ref that starts the watch itself: a ref that stored the element in state made every box
 * render twice in the commit that placed it (a synchronous render of a whole directory's cards).
 */
export function useNearScreen<T extends Element>({ margin = NEAR_SCREEN_MARGIN }: { margin?: NearMargin } = {}) {
  const [near, setNear] = useState(() => !canWatchScreen());
  const observe = useCallback(
    (node: T | null) => {
      if (near || !node) return;
      // What a box draws once near is not urgent: a transition, which React splits into short tasks (and, where
      // that content's code is still loading, keeps what was shown rather than a fallback).
      return watchNearScreen(node, () => startTransition(() => setNear(true)), margin);
    },
    [near, margin],
  );
  return { observe, near };
}
