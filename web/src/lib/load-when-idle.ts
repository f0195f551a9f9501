/**
 * Runs `run` once the browser is idle after the first screen (or after `timeoutMs` at the latest). Returns the
 * cancel.
 */
export function whenIdle(run: () => void, timeoutMs = 3_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, timeoutMs);
  return () => clearTimeout(id);
}

/**
 * Runs `load` once the browser is idle after the first screen (or after `timeoutMs` at the latest), for code a
 * person will likely open soon but that the first screen does not show: its first opening then needs no fetch.
 * Returns the cancel.
 */
export function loadWhenIdle(load: () => Promise<unknown>, timeoutMs = 3_000): () => void {
  return whenIdle(() => void load().catch(() => undefined), timeoutMs);
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
