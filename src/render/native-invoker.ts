/**
 * A button the browser itself acts on, with no script: it opens a popover (`popovertarget`) or, where
 * invoker commands are supported, a dialog (`commandfor` + `command`). Its click must reach the browser:
 * held back for a replay, the popover or dialog would open only once the widget's code arrived, and a
 * replayed click would toggle it shut again (docs/hydration.md, "What works before the code").
 */
export function nativeInvoker(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest(commandsSupported() ? 'button[popovertarget],button[commandfor]' : 'button[popovertarget]');
}

/** Invoker commands (`commandfor`), which Chromium ships; elsewhere the widget's own click handler is the fallback. */
export function commandsSupported(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** Whether `target` is inside a dialog or popover of `within` that is open: what such a button opened, which moves focus in by itself. */
export function openedNatively(target: EventTarget | null, within: Element): boolean {
  const opened = target instanceof Element ? target.closest('dialog[open],[popover]') : null;
  // `:popover-open` is a syntax error where popovers are not supported (and then none is open)
  return !!opened && within.contains(opened) && (opened instanceof HTMLDialogElement || ('showPopover' in opened && opened.matches(':popover-open')));
}
