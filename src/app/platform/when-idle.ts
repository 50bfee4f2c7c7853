/** The longest the page waits for the browser to be idle before its after-idle work starts anyway. */
export const AFTER_IDLE_TIMEOUT_MS = 5_000;

/** Runs `task` once the page has loaded and the browser is idle (or after AFTER_IDLE_TIMEOUT_MS). */
export function whenIdle(task: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: AFTER_IDLE_TIMEOUT_MS }) : window.setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
