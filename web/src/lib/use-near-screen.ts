import { useEffect, useState } from 'react';
import { watchNearScreen } from './near-screen-watcher';


/** Whether this browser can tell when a box nears the screen; without it (old browsers, jsdom) every box counts as near. */
export function canWatchScreen(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

/**
 * Whether the element given to `observe` (as its ref) is on or within NEAR_SCREEN_MARGIN of the screen. Once it has been near,
 * it stays near (a photo already asked for is not given up when it scrolls away).
 */
export function useNearScreen<T extends Element>() {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(() => !canWatchScreen());

  useEffect(() => {
    if (near || !node) return;
    return watchNearScreen(node, () => setNear(true));
  }, [node, near]);

  return { observe: setNode, near };
}
