/**
 * Runs `work` in a task after the browser's next frame: what a tap's answer on screen need not wait for
 * (a widget coming alive behind a dialog the browser opened by itself) goes after the frame that shows
 * the answer, not into the tasks before it. A tab that paints no frame runs it when it paints again.
 */
export function afterFrame(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
