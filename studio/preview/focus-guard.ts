/**
 * Keeps the operator's focus in the studio when a preview frame takes it on its own. A page loading in
 * the frame (a modal's showModal, an autofocus) moves the browser's focus into the frame, seconds after
 * the edit that reloaded it: the field being typed in lost its text and Tab, and Ctrl+Z / Ctrl+Shift+Z
 * went to the preview instead of the studio. Focus entering a frame is the operator's only while the
 * pointer is over the preview (a click in it) or right after a Tab (keyboard navigation into it);
 * otherwise it goes back to where it was.
 */

/** How soon after a Tab the frame taking focus counts as the operator tabbing into it. */
const TAB_MS = 1_000;

export function guardFocus(pane: HTMLElement, now: () => number = () => performance.now()): () => void {
  const doc = pane.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => undefined;
  let last: HTMLElement | null = null;
  let pointerInside = false;
  let tabbedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof win.HTMLElement && !pane.contains(target)) last = target;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') tabbedAt = now();
  };
  const onEnter = () => (pointerInside = true);
  const onLeave = () => (pointerInside = false);
  const check = () => {
    const active = doc.activeElement;
    if (!(active instanceof win.HTMLIFrameElement) || !pane.contains(active)) return;
    if (pointerInside || now() - tabbedAt < TAB_MS) return;
    if (last?.isConnected) last.focus({ preventScroll: true });
    else active.blur();
  };
  // the frame's document has the focus once the window's blur has run: look right after it
  const onBlur = () => {
    clearTimeout(timer);
    timer = setTimeout(check, 0);
  };

  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('keydown', onKeyDown, true);
  pane.addEventListener('pointerenter', onEnter);
  pane.addEventListener('pointerleave', onLeave);
  win.addEventListener('blur', onBlur);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    pane.removeEventListener('pointerenter', onEnter);
    pane.removeEventListener('pointerleave', onLeave);
    win.removeEventListener('blur', onBlur);
  };
}
