import { TOOLTIP_SKIP_DELAY_MS } from '@/config/ui';

/**
 * The timing a group of tooltips shares (spec §9): the first opens after the delay; while one is open, and within
 * the skip delay after the last closed, the next opens at once (a table's row actions, one after the other).
 */
export interface TooltipTiming {
  /** Whether the next tooltip of the group opens without the delay. */
  instant: () => boolean;
  subscribe: (listener: () => void) => () => void;
  opened: () => void;
  closed: () => void;
}

export function createTooltipTiming(skipDelayMs = TOOLTIP_SKIP_DELAY_MS): TooltipTiming {
  const listeners = new Set<() => void>();
  let open = 0;
  let instant = false;
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next === instant) return;
    instant = next;
    for (const listener of listeners) listener();
  };
  return {
    instant: () => instant,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    opened() {
      open += 1;
      clearTimeout(skipTimer);
      set(true);
    },
    closed() {
      open = Math.max(0, open - 1);
      if (open > 0) return;
      clearTimeout(skipTimer);
      skipTimer = setTimeout(() => set(false), skipDelayMs);
    },
  };
}
