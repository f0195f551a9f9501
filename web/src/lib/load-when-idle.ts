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
