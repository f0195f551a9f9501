import { startTransition, useEffect, useState } from 'react';

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
 * How many of `total` rows to render now: the first PROGRESSIVE_FIRST at once, then all the others in one transition
 * (which React renders in short tasks, interrupted for the person's input). For a table, which renders all its rows
 * again whenever one is added: in steps of PROGRESSIVE_FIRST, a page of 50 rendered its first rows nine times.
 */
export function useFirstRowsThenAll(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= PROGRESSIVE_FIRST) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all, total]);
  return all ? total : Math.min(PROGRESSIVE_FIRST, total);
}
