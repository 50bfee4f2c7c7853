/**
 * Runs `run` in a task of its own right after the next frame has been painted (an animation frame, then
 * a timer), so what the current update shows (a tapped chip's press, a dialog the browser opened by
 * itself) is on screen before `run`'s work starts. A tab that paints no frame runs it when it paints
 * again. Returns a cancel. In the entry bundle (src/render/HydrateSlot.tsx): kept to these few bytes.
 */
export function afterFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
