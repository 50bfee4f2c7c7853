import { WAKE_AHEAD } from '../../render/wake-mark.ts';

/** How long one slot may take to come alive before the next is woken anyway (its code may never come). */
export const WAKE_AHEAD_CAP_MS = 5_000;
/** How often a woken slot is looked at to see whether it is live. */
const LOOK_MS = 50;

/**
 * The deferred slots to wake ahead of a touch, in document order: the `interaction` and `visible` ones on
 * the screen (the header, the category bar, the floating launchers, a lobby grid under the carousel), where
 * a first tap lands. Those further down wait for their plan (a scroll, a touch): waking every slot of a
 * long page would spend a phone's CPU on widgets few players reach. Only slots React holds: a frozen
 * slot inside another is server DOM until its parent comes alive.
 */
export function slotsToWake(root: ParentNode, onScreen: (slot: HTMLElement) => boolean, skip: ReadonlySet<string> = new Set()): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.hydrate-slot[data-slot]:not([data-live])')].filter(
    (slot) =>
      !skip.has(slot.dataset.slot ?? '') &&
      !slot.parentElement?.closest('.hydrate-slot:not([data-live])') &&
      (slot.dataset.hydrate === 'interaction' || slot.dataset.hydrate === 'visible') &&
      onScreen(slot),
  );
}

/** Whether a slot's server HTML (the slot itself has no box: `display: contents`) shows within the viewport. */
export function onScreen(slot: HTMLElement): boolean {
  return [...slot.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
}

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 1),
  );
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wakes the page's deferred slots one at a time, each once the browser is idle, until none is left
 * (issue 32): a player's first tap then lands on a live widget instead of waiting for its code to be
 * evaluated and the widget rendered afresh (250–600 ms at a phone's CPU). The slot renders in a
 * transition (src/render/HydrateSlot.tsx), in slices between the player's input; a press that begins on
 * its server HTML meanwhile is held and replayed as before.
 */
export async function wakeAhead(
  options: { root?: Document; pause?: () => Promise<void>; onScreen?: (slot: HTMLElement) => boolean; capMs?: number } = {},
): Promise<void> {
  const { root = document, pause = idle, capMs = WAKE_AHEAD_CAP_MS } = options;
  const tried = new Set<string>();
  for (;;) {
    await pause();
    const slot = slotsToWake(root, options.onScreen ?? onScreen, tried)[0];
    const path = slot?.dataset.slot;
    if (!slot || !path) return;
    tried.add(path);
    slot.dispatchEvent(new Event(WAKE_AHEAD));
    // the renderer's paths are letters, digits and slashes (`layout/0/1`): safe inside the quotes
    for (let waited = 0; waited < capMs && !root.querySelector(`.hydrate-slot[data-slot="${path}"][data-live]`); waited += LOOK_MS) await sleep(LOOK_MS);
  }
}
