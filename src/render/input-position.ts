/**
 * What a slot still showing server HTML needs at the instant of the player's input (src/render/HydrateSlot.tsx):
 * where under the slot it landed, and whether a field was typed into before the page was live. The
 * rest of carrying input over (src/render/replay.ts) loads with the widget's code.
 */

/** Child-index path from `root` down to `el`; null when `el` is not inside `root`. */
export function positionOf(root: Element, el: Element): number[] | null {
  const at: number[] = [];
  let node: Element | null = el;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    at.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? at : null;
}

/** Whether a field no longer holds what the server sent (its value, or its tick). */
export const changed = (el: HTMLInputElement | HTMLTextAreaElement) =>
  el.value !== el.defaultValue || (el instanceof HTMLInputElement && el.checked !== el.defaultChecked);

/** True when a text field or box under `root` no longer holds what the server sent: typed into (or ticked) before the page was live. */
export const typedInto = (root: Element): boolean =>
  [...root.querySelectorAll('input, textarea')].some((el) => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && changed(el));
