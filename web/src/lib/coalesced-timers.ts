import type { ManagedTimerId, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timers (a query's removal after `gcTime`, staleness) on one browser timer, as its
 * `timeoutManager` suggests for many queries: each query sets and clears several timers as it is created, observed
 * and answered, and a screen of photos has dozens of queries. Each browser timer call is cheap alone, but a phone's
 * commit of such a screen made hundreds of them (decision 026). Here a timer is an entry in a map; one browser
 * timer waits for the earliest entry, and clearing an entry only forgets it. Times are the monotonic clock's, so a
 * change of the system's clock moves none. Intervals stay the browser's.
 */
export function coalescedTimeoutProvider(now: () => number = () => performance.now()): TimeoutProvider {
  const entries = new Map<number, { due: number; callback: () => void }>();
  let lastId = 0;
  let armed: { timer: ReturnType<typeof setTimeout>; due: number } | null = null;

  const arm = (due: number) => {
    if (armed && armed.due <= due) return;
    if (armed) clearTimeout(armed.timer);
    armed = { timer: setTimeout(runDue, Math.max(0, due - now())), due };
  };

  function runDue() {
    armed = null;
    const at = now();
    for (const [id, entry] of [...entries]) {
      if (entry.due > at || !entries.has(id)) continue;
      entries.delete(id);
      entry.callback();
    }
    let earliest = Infinity;
    for (const entry of entries.values()) earliest = Math.min(earliest, entry.due);
    if (earliest !== Infinity) arm(earliest);
  }

  return {
    setTimeout(callback, delay) {
      lastId += 1;
      const due = now() + Math.max(0, delay ?? 0);
      entries.set(lastId, { due, callback });
      arm(due);
      return lastId;
    },
    clearTimeout(id: ManagedTimerId | undefined) {
      if (id !== undefined) entries.delete(Number(id));
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
