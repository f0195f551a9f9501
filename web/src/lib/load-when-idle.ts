/**
 * Calls `next` once the page's first content has been shown: at the browser's first largest-contentful-paint entry
 * where it reports them (an entry of an earlier paint is there at once), else after the next frame is painted.
 * Returns the cancel.
 */
function afterFirstContent(next: () => void): () => void {
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes(LCP_ENTRY)) {
    let called = false;
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      if (called) return;
      called = true;
      next();
    });
    observer.observe({ type: LCP_ENTRY, buffered: true });
    return () => observer.disconnect();
  }
  if (typeof requestAnimationFrame !== 'function') return () => undefined;
  // A frame's callback runs just before its paint; a task queued from it runs after.
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    afterPaint = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (afterPaint !== undefined) clearTimeout(afterPaint);
  };
}

const LCP_ENTRY = 'largest-contentful-paint';

/**
 * Runs `run` once the browser is idle after the first screen is shown (or after `timeoutMs` at the latest). Returns
 * the cancel. The wait for the first content matters: React runs a first render's effects before the browser shows
 * it, and an idle moment can come in between; a fetch started there competes with the first screen's own code
 * (and a phone's Lighthouse counts it in the largest paint's time).
 */
export function whenIdle(run: () => void, timeoutMs = 3_000): () => void {
  let done = false;
  let idle: number | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const timer = setTimeout(once, timeoutMs);
  const stopWaiting = afterFirstContent(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(once, { timeout: timeoutMs });
  });
  function cancel() {
    clearTimeout(timer);
    stopWaiting();
    if (idle !== undefined) cancelIdleCallback(idle);
  }
  return () => {
    done = true;
    cancel();
  };
}

/**
 * A function that starts `load` at the first sign the person wants it (pointing at, touching or focusing what opens
 * it), once: later calls do nothing while it loads or once loaded; after a failure the next sign tries again. A
 * failure is left for the first use to report.
 */
export function loadOnIntent(load: () => Promise<unknown>): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    load().catch(() => {
      asked = false;
    });
  };
}
