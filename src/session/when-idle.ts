/**
 * Runs `task` once the browser is idle (requestIdleCallback, where it exists; else after the
 * current tasks), at the latest after `timeoutMs`. Returns a cancel function.
 */
export function whenIdle(timeoutMs: number, task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
