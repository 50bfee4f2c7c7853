/** The attribute that shows a tap on server HTML was taken while its widget's code loads (styles: src/app/styles.css). */
export const PRESSED = 'data-pressed';

const CONTROL = 'a[href], button, [role="button"], [role="tab"], [role="menuitem"], summary, label, input, select';

/**
 * Marks the control a held tap landed on, at once: the player sees the press in the next frame, and a
 * spinner if the wait outlasts a moment. The mark is taken off when the widget comes alive on the same
 * elements (src/render/HydrateSlot.tsx), or goes with the page when the tap ends otherwise (a plain-link fallback, a reload).
 */
export function markPressed(target: EventTarget | null, within: Element): void {
  const control = target instanceof Element ? target.closest(CONTROL) : null;
  if (control && within.contains(control)) control.setAttribute(PRESSED, '');
}
