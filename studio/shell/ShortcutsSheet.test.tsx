// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortcutsSheet } from './ShortcutsSheet.tsx';
import { SHORTCUT_SHEET, shortcutOf } from './shortcuts.ts';

afterEach(cleanup);

describe('the shortcuts sheet', () => {
  it('opens on ? outside a field only', () => {
    const key = (tagName: string, init: Partial<KeyboardEvent> = {}) =>
      shortcutOf({ key: '?', ctrlKey: false, metaKey: false, shiftKey: true, altKey: false, target: { tagName } as never, ...init });
    expect(key('BODY')).toBe('help');
    expect(key('INPUT')).toBeNull();
    expect(key('BODY', { ctrlKey: true })).toBeNull();
  });
  it('lists every key and closes on Escape', () => {
    const onClose = vi.fn();
    render(<ShortcutsSheet onClose={onClose} />);
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(sheet.querySelectorAll('tbody tr')).toHaveLength(SHORTCUT_SHEET.length);
    expect(screen.getByText('Ctrl/⌘ + Z')).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
