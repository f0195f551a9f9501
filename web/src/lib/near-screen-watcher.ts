/** How far outside the viewport a box counts as near: its photo starts loading just before it scrolls in. */
export const NEAR_SCREEN_MARGIN = '300px';

type OnNear = () => void;

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, OnNear>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const onNear = waiting.get(entry.target);
        stopWatching(entry.target);
        onNear?.();
      }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  return observer;
}

function stopWatching(node: Element): void {
  if (!waiting.delete(node)) return;
  observer?.unobserve(node);
}

/**
 * Calls `onNear` once, when `node` comes on or within NEAR_SCREEN_MARGIN of the screen. Every box shares one
 * observer: a directory of 50 cards, each with a photo and three thumbnails, would otherwise create 200 of them on its
 * first screen. Returns what stops the watch.
 */
export function watchNearScreen(node: Element, onNear: OnNear): () => void {
  waiting.set(node, onNear);
  sharedObserver().observe(node);
  return () => {
    if (waiting.get(node) === onNear) stopWatching(node);
  };
}
