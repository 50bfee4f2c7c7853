/**
 * `?` opens the sheet of the studio's keys (SHORTCUT_SHEET), outside a field. Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes the draft's changes, except while typing in
 * a field, where the browser's own undo of the text applies.
 */
export type Shortcut = 'undo' | 'redo' | 'help';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): Shortcut | null {
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target && (TYPING.has(target.tagName ?? '') || target.isContentEditable)) return null;
  if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) return 'help';
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** The keys the studio answers, as the `?` sheet lists them (studio/shell/ShortcutsSheet.tsx): where, keys, what. */
export const SHORTCUT_SHEET: readonly { area: string; keys: string[]; does: string }[] = [
  { area: 'Anywhere', keys: ['?'], does: 'Open this list of keys' },
  { area: 'Anywhere', keys: ['Ctrl/⌘ + Z'], does: 'Undo the last change to the draft (outside a field)' },
  { area: 'Anywhere', keys: ['Shift + Ctrl/⌘ + Z', 'Ctrl + Y'], does: 'Redo (outside a field)' },
  { area: 'Anywhere', keys: ['Escape'], does: 'Close the open dialog' },
  { area: 'Outline', keys: ['↑', '↓', 'Home', 'End'], does: 'Move between nodes' },
  { area: 'Outline', keys: ['→', '←'], does: 'Open or close a node’s children' },
  { area: 'Outline', keys: ['Enter', 'Space'], does: 'Select the node' },
  { area: 'Outline', keys: ['Alt + ↑', 'Alt + ↓'], does: 'Move the node up or down' },
  { area: 'Outline', keys: ['Delete'], does: 'Remove the node (asks first)' },
  { area: 'Preview', keys: ['Alt + click'], does: 'Select the widget under the pointer' },
];
