// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Position, WidgetEntry } from '../../engine/studio/contract.ts';
import { Palette } from '../outline/Palette.tsx';

afterEach(cleanup);

const entry = (name: string, description: string, usedBy: string[], defaults: Record<string, unknown> = {}): WidgetEntry => ({
  name,
  description,
  propsSchema: { type: 'object', properties: { title: { type: 'string', description: 'message key' }, limit: { type: 'integer' } } },
  defaults,
  messageProps: ['title'],
  imageProps: [],
  colourProps: [],
  container: false,
  usedBy,
});

const widgets = [
  entry('Hero', 'A headline over a picture', ['casino1', 'casino2']),
  entry('Leaderboard', 'Top winners of the week', ['slot2'], { limit: 10 }),
  entry('Jackpot', 'A jackpot ticker', []),
];

function show() {
  const onInsert = vi.fn<(widget: string, position: Position) => void>();
  const onClose = vi.fn<() => void>();
  render(
    <>
      <button type="button">Add widget…</button>
      <Palette widgets={widgets} targetLabel="Hero #hero" positions={['before', 'after']} onInsert={onInsert} onClose={onClose} />
    </>,
  );
  return { onInsert, onClose, dialog: screen.getByRole('dialog', { name: 'Add a widget' }) };
}

describe('the widget catalogue (Add a widget dialog)', () => {
  it('is a modal dialog listing every widget, its search box focused', () => {
    const { dialog } = show();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox'));
    expect(within(dialog).getByText('3 widgets')).toBeTruthy();
  });

  it('shows each widget’s props with kinds and defaults, and the brands using it', () => {
    const { dialog } = show();
    const about = within(dialog).getByRole('group', { name: 'About Leaderboard' });
    const rows = within(within(about).getByRole('table', { name: 'Props of Leaderboard' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['PropTypeDefaultWhat it does', 'titlestring—message key', 'limitinteger10']);
    expect(about.textContent).toContain('Used by 1 brand: slot2.');
    expect(within(dialog).getByRole('group', { name: 'About Jackpot' }).textContent).toContain('Used by no brand yet.');
  });

  it('searches by a brand that uses a widget, and says how many match', () => {
    const { dialog } = show();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'casino2' } });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.palette-name')?.textContent),
    ).toEqual(['Hero']);
    expect(within(dialog).getByText('1 of 3 widgets')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'roulette' } });
    expect(within(dialog).getByText('No widget matches “roulette”.')).toBeTruthy();
  });

  it('is keyboard driven: arrows walk the widgets from the search box, Enter inserts at the chosen position, Escape closes', () => {
    const { dialog, onInsert, onClose } = show();
    const search = within(dialog).getByRole('searchbox');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /^Add Hero:/ }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /^Add Leaderboard:/ }));
    fireEvent.click(within(dialog).getByLabelText('Before it'));
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add Leaderboard:/ }));
    expect(onInsert).toHaveBeenCalledWith('Leaderboard', 'before');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
