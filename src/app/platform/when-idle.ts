/** The longest the page waits for the browser to be idle before its after-idle work starts anyway. */
export const AFTER_IDLE_TIMEOUT_MS = 5_000;
/** How often the wait looks whether the page has loaded and the browser has been idle. */
export const IDLE_LOOK_MS = 100;

/**
 * Runs `task` once the page has loaded and the browser has been idle since (or AFTER_IDLE_TIMEOUT_MS
 * after the load), in a timer the caller's task started. The timer chain is the point: a page-load
 * simulation (Lighthouse's) orders a timer after the task that set it, but an idle callback or a load
 * listener only after the script that holds it, so it modelled the idle prefetch as starting beside
 * the first scripts, competing with them for the network (docs/performance.md, "The idle prefetch after
 * the page's own work").
 */
export function whenIdle(task: () => void): void {
  let idle = false;
  const onLoad = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => (idle = true), { timeout: AFTER_IDLE_TIMEOUT_MS }) : (idle = true);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  const look = () => (idle ? task() : window.setTimeout(look, IDLE_LOOK_MS));
  window.setTimeout(look, 0);
}
