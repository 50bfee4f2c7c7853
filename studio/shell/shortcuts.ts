/**
 * Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes the draft's changes, except while typing in
 * a field, where the browser's own undo of the text applies.
 */
export type Shortcut = 'undo' | 'redo';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): Shortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target && (TYPING.has(target.tagName ?? '') || target.isContentEditable)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
