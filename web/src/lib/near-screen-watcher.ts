/** How far outside the viewport a box counts as near: its photo starts loading just before it scrolls in. */
export const NEAR_SCREEN_MARGIN = '300px';

/** A box counts as near from this far off the screen: NEAR_SCREEN_MARGIN, or none (on the screen itself). */
export type NearMargin = typeof NEAR_SCREEN_MARGIN | '0px';

type OnNear = () => void;

interface Watcher {
  observer: IntersectionObserver;
  waiting: Map<Element, OnNear>;
}

const watchers = new Map<NearMargin, Watcher>();

function watcherFor(margin: NearMargin): Watcher {
  const known = watchers.get(margin);
  if (known) return known;
  const waiting = new Map<Element, OnNear>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const onNear = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        onNear?.();
      }
    },
    { rootMargin: margin },
  );
  const watcher = { observer, waiting };
  watchers.set(margin, watcher);
  return watcher;
}

/**
 * Calls `onNear` once, when `node` comes on or within `margin` of the screen. Every box watched with one margin
 * shares one observer: a directory of 50 cards, each with a photo and three thumbnails, would otherwise create 200 of
 * them on its first screen. Returns what stops the watch.
 */
export function watchNearScreen(node: Element, onNear: OnNear, margin: NearMargin = NEAR_SCREEN_MARGIN): () => void {
  const { observer, waiting } = watcherFor(margin);
  waiting.set(node, onNear);
  observer.observe(node);
  return () => {
    if (waiting.get(node) !== onNear) return;
    waiting.delete(node);
    observer.unobserve(node);
  };
}
