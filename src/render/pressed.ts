/** The attribute that shows a tap on server HTML was taken while its widget's code loads (styles: src/app/styles.css). */
export const PRESSED = 'data-pressed';

const CONTROL = 'a[href], button, [role="button"], [role="tab"], [role="menuitem"], summary, label, input, select';

/**
 * The controls marked as the finger lands (pointerdown), not at the click that comes with the lift: the provider
 * chips (widgets/GameGrid/ProviderFilter.tsx, issue 51: the press in ≤ 100 ms). Not every control: the mark's
 * `position: relative` (src/app/styles.css) would move a positioned one (a tile's favourite heart) from under the
 * finger before its click. The bootstrap marks the same ones (src/app/early-taps.ts).
 */
export const PRESSED_AT_DOWN = '[data-provider]';

/**
 * Marks the control a held tap landed on, at once: the player sees the press in the next frame, and a
 * spinner if the wait outlasts a moment. The mark is taken off when the widget comes alive on the same
 * elements (src/render/HydrateSlot.tsx), or goes with the page when the tap ends otherwise (a plain-link fallback, a reload).
 */
export function markPressed(target: EventTarget | null, within: Element, controls = CONTROL): void {
  const control = target instanceof Element ? target.closest(controls) : null;
  if (control && within.contains(control)) control.setAttribute(PRESSED, '');
}
