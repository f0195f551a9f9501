import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a render of its own, just after the page's first (a transition React splits into short
 * tasks): for what sits under a page's first screen. One commit of a whole page was the longest task of a phone's
 * first screen; appended below what is shown, the children move none of it.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
