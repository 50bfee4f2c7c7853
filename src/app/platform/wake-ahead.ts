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
  return [...slot.children].some((child) => shows(child.getBoundingClientRect(), window.innerHeight));
}

const shows = (box: DOMRectReadOnly, viewportHeight: number) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < viewportHeight;

/**
 * The slots among `slots` whose server HTML shows within the viewport, as `onScreen` says, read from an
 * IntersectionObserver's first report: the boxes of the rendering update the browser makes anyway. Asked
 * of getBoundingClientRect after a slot came alive, the same answer forced a layout of the whole page
 * inside the idle work's task (a long task at a phone's CPU, docs/performance.md).
 */
export function slotsOnScreen(slots: readonly HTMLElement[]): Promise<HTMLElement[]> {
  if (typeof IntersectionObserver !== 'function') return Promise.resolve(slots.filter(onScreen));
  const children = new Map<Element, HTMLElement>(slots.flatMap((slot) => [...slot.children].map((child) => [child, slot] as const)));
  if (children.size === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const shown = new Set<HTMLElement>();
    const reported = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        reported.add(entry.target);
        const slot = children.get(entry.target);
        if (slot && shows(entry.boundingClientRect, entry.rootBounds?.height ?? window.innerHeight)) shown.add(slot);
      }
      if (reported.size < children.size) return;
      observer.disconnect();
      resolve(slots.filter((slot) => shown.has(slot)));
    });
    for (const child of children.keys()) observer.observe(child);
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
    const slot = options.onScreen ? slotsToWake(root, options.onScreen, tried)[0] : (await slotsOnScreen(slotsToWake(root, () => true, tried)))[0];
    const path = slot?.dataset.slot;
    if (!slot || !path) return;
    tried.add(path);
    slot.dispatchEvent(new Event(WAKE_AHEAD));
    // the renderer's paths are letters, digits and slashes (`layout/0/1`): safe inside the quotes
    for (let waited = 0; waited < capMs && !root.querySelector(`.hydrate-slot[data-slot="${path}"][data-live]`); waited += LOOK_MS) await sleep(LOOK_MS);
  }
}
