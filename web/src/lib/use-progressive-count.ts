import { startTransition, useCallback, useEffect, useState } from 'react';
import { watchNearScreen } from './near-screen-watcher';

/** Rows rendered with the first answer; the rest follow in steps of this many, each in a task of its own. */
export const PROGRESSIVE_FIRST = 6;

/**
 * How many of `total` rows to render now: the first PROGRESSIVE_FIRST at once, then PROGRESSIVE_FIRST more after each
 * task, as transitions. A page of 50 cards rendered at once was one long task on a phone; in steps of about a phone's
 * screen, the first screen shows sooner and each commit stays short. Rows already shown stay shown when `total` grows.
 */
export function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(PROGRESSIVE_FIRST);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + PROGRESSIVE_FIRST)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * For a table, which renders all its rows again whenever one is added (in steps, a page of 50 rendered its first rows
 * nine times): the first PROGRESSIVE_FIRST at once, then all the others in one transition (rendered in short tasks,
 * interrupted for the person's input) once the place after the first rows nears the screen (`sentinel`, a ref for an
 * empty box after them) or focus enters the list (`reveal`, for its onFocus): what a phone does not show, it does not
 * render. On a phone the first rows of cards fill more than the screen, and rendering the other 44 of a
 * page was the first screen's longest task; on a wider screen the box is in view and all rows follow at once.
 */
export function useFirstRowsThenAllNearScreen(total: number): {
  shown: number;
  sentinel: (node: HTMLElement | null) => (() => void) | undefined;
  reveal: () => void;
} {
  const [all, setAll] = useState(false);
  const reveal = useCallback(() => startTransition(() => setAll(true)), []);
  const sentinel = useCallback(
    (node: HTMLElement | null) => (node ? watchNearScreen(node, reveal) : undefined),
    [reveal],
  );
  return { shown: all || total <= PROGRESSIVE_FIRST ? total : PROGRESSIVE_FIRST, sentinel, reveal };
}
