/**
 * Runs `run` in a task of its own right after the next frame has been painted (an animation frame, then
 * a timer), so what the current update shows (a tapped chip's press, a dialog the browser opened by
 * itself) is on screen before `run`'s work starts. A hidden document paints no frames: then the timer
 * alone. Returns a cancel.
 */
export function afterFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
