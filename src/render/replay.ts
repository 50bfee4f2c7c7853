import { changed, positionOf } from './input-position.ts';

/**
 * A player's input on a widget that is still server HTML, carried over to the live widget. Coming
 * alive replaces the server's DOM with React's (the same markup), so elements are found again by
 * their position under the slot. Loaded with the widget's code when a slot comes alive: a page that
 * is only looked at never needs it (src/render/input-position.ts is what the first input needs at once).
 */
export interface Carried {
  clicks: number[][];
  values: { at: number[]; value: string; checked: boolean }[];
  focus: number[] | null;
  /** the caret (or selection) in the focused field, where it has one */
  caret: [number, number] | null;
}

export function elementAt(root: Element, at: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const i of at) node = node?.children[i] ?? null;
  return node;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: Element): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** What the player typed, ticked and focused inside the server HTML (the caret too), on top of the clicks held back. */
export function collectCarried(root: Element, clicks: number[][]): Carried {
  const values: Carried['values'] = [];
  for (const el of root.querySelectorAll('input, textarea, select')) {
    if (!isField(el)) continue;
    const at = el instanceof HTMLSelectElement || changed(el) ? positionOf(root, el) : null;
    if (at) values.push({ at, value: el.value, checked: el instanceof HTMLInputElement && el.checked });
  }
  const active = document.activeElement;
  const focus = active && root.contains(active) ? positionOf(root, active) : null;
  // a field without a caret (checkbox, number…) answers null (the HTML standard's selectionStart)
  const caret: Carried['caret'] =
    focus && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.selectionStart !== null
      ? [active.selectionStart, active.selectionEnd ?? active.selectionStart]
      : null;
  return { clicks, values, focus, caret };
}

/** Sets a field the way typing does, so React's onChange sees it. */
function setField(el: Field, value: string, checked: boolean) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== checked) el.click();
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replays carried input on the live widget's DOM: values, then focus, then the clicks in order. */
export function replayCarried(root: Element, carried: Carried): void {
  for (const { at, value, checked } of carried.values) {
    const el = elementAt(root, at);
    if (el && isField(el)) setField(el, value, checked);
  }
  const focus = carried.focus && elementAt(root, carried.focus);
  if (focus instanceof HTMLElement) focus.focus();
  // setting the value put the caret at the end: the player's place in the text comes back once the
  // widget has re-rendered from it (replayed inside an effect, its update commits after this returns)
  const caret = carried.caret;
  if (caret && (focus instanceof HTMLInputElement || focus instanceof HTMLTextAreaElement)) {
    // recorded only from a field with a caret, so setting it cannot throw
    queueMicrotask(() => document.activeElement === focus && focus.setSelectionRange(caret[0], caret[1]));
  }
  for (const at of carried.clicks) {
    const el = elementAt(root, at);
    // an icon inside a button is an SVGElement, which has no click(): the event bubbles to the button
    if (el instanceof HTMLElement) el.click();
    else el?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  }
}
