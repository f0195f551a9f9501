/**
 * Runs `then` once the browser has painted: after the next frame, in a task of its own. A hidden page paints nothing
 * and waits for no frame; should a frame not come, a 100 ms timer ends the wait. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  if (hidden || typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const fallback = setTimeout(once, 100);
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(() => {
      clearTimeout(fallback);
      once();
    }, 0);
  });
  return () => {
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    if (task !== undefined) clearTimeout(task);
  };
}
