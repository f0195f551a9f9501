import { useEffect, useState } from 'react';

/** How far outside the viewport a box counts as near: its photo starts loading just before it scrolls in. */
export const NEAR_SCREEN_MARGIN = '300px';

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near]);

  return { observe: setNode, near };
}
