/** The longest work deferred with whenIdle waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `run` when the browser is next idle (at the latest after two seconds); returns a cancel. For
 * work that must not compete with the screen on a slow device. Safari has no requestIdleCallback (nor
 * jsdom): there it runs after the current task.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }
  const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(id);
}
