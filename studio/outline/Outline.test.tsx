// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Edit, PageView, StudioProblem } from '../../engine/studio/contract.ts';
import type { Permissions } from '../panels.ts';
import { Outline } from './Outline.tsx';
import { casinoHome, editor, problem, viewer, widgets } from './test-support.ts';

afterEach(cleanup);

function setup(opts: { selected?: string | null; permissions?: Permissions; problems?: StudioProblem[]; view?: PageView } = {}) {
  const onEdit = vi.fn<(e: Edit) => void>();
  const onSelect = vi.fn<(key: string) => void>();
  const props = {
    view: opts.view ?? casinoHome(),
    widgets,
    selected: opts.selected ?? null,
    onSelect,
    onEdit,
    permissions: opts.permissions ?? editor,
    problems: opts.problems ?? [],
  };
  const utils = render(<Outline {...props} />);
  return { ...utils, props, onEdit, onSelect };
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });
const focus = (el: HTMLElement) => act(() => el.focus());
const key = (k: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(document.activeElement as Element, { key: k, ...init });
const base = { template: 'casino1', page: 'home' };

describe('Outline', () => {
  it('is a tree with one tab stop; the arrows, Home and End move focus', () => {
    setup();
    const items = screen.getAllByRole('treeitem');
    expect(items).toHaveLength(10);
    expect(items.filter((i) => i.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('tree')).toHaveProperty('ariaLabel', 'Outline of home in default');
    focus(items[0]!);
    key('ArrowDown');
    expect(document.activeElement).toBe(item(/^Header #header/));
    expect(item(/^Header #header/).tabIndex).toBe(0);
    key('End');
    expect(document.activeElement).toBe(item(/^Footer/));
    key('ArrowLeft');
    expect(document.activeElement).toBe(item(/^Stack #layout/));
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowDown');
    key('ArrowRight');
    // the Outlet's child is the page root
    key('ArrowRight');
    expect(document.activeElement?.getAttribute('data-key')).toBe('page:');
    expect(document.activeElement?.getAttribute('aria-level')).toBe('4');
    key('Home');
    expect(document.activeElement).toBe(items[0]);
  });

  it('ArrowLeft collapses and ArrowRight expands a node with children', () => {
    setup();
    const main = item(/^Stack #main/);
    focus(main);
    key('ArrowLeft');
    expect(main.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('treeitem')).toHaveLength(5);
    key('ArrowRight');
    expect(main.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('treeitem')).toHaveLength(10);
  });

  it('selects on Enter and on click', () => {
    const { onSelect } = setup();
    focus(item(/^Hero #hero/));
    key('Enter');
    expect(onSelect).toHaveBeenLastCalledWith('page:/children/0');
    fireEvent.click(item(/^GameGrid #hot-games/));
    expect(onSelect).toHaveBeenLastCalledWith('page:/children/2');
  });

  it('Alt+ArrowUp and Alt+ArrowDown move the focused widget among its siblings', () => {
    const { onEdit } = setup();
    focus(item(/^GameGrid #hot-games/));
    key('ArrowUp', { altKey: true });
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'move', ...base, node: 'page:/children/2', target: 'page:/children/1', position: 'before' });
    focus(item(/^Hero #hero/));
    key('ArrowDown', { altKey: true });
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'move', ...base, node: 'page:/children/0', target: 'page:/children/1', position: 'after' });
    key('ArrowUp', { altKey: true });
    expect(onEdit).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Hero #hero cannot move up.').getAttribute('role')).toBe('status');
  });

  it('Alt+ArrowRight indents into the container above, Alt+ArrowLeft outdents', () => {
    const { onEdit } = setup();
    focus(item(/^Stack #main/));
    key('ArrowRight', { altKey: true });
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'move', ...base, node: 'layout:/children/1', target: 'layout:/children/0', position: 'lastIn' });
    focus(item(/^LanguageSwitcher/));
    key('ArrowLeft', { altKey: true });
    expect(onEdit).toHaveBeenLastCalledWith({
      op: 'move',
      ...base,
      node: 'layout:/children/0/children/0',
      target: 'layout:/children/0',
      position: 'after',
    });
  });

  it('keeps focus on a moved widget when the new view arrives with new keys', () => {
    const { onEdit, rerender, props } = setup();
    focus(item(/^GameGrid #hot-games/));
    key('ArrowUp', { altKey: true });
    expect(onEdit).toHaveBeenCalledTimes(1);
    const next = casinoHome();
    const [hero, promos, grid] = next.pageRoot.children;
    next.pageRoot.children = [hero!, { ...grid!, key: 'page:/children/1' }, { ...promos!, key: 'page:/children/2' }];
    rerender(<Outline {...props} view={next} />);
    expect(document.activeElement?.getAttribute('data-key')).toBe('page:/children/1');
    expect(document.activeElement?.textContent).toContain('GameGrid');
  });

  it('never moves a read-only node or a tree root', () => {
    const { onEdit } = setup();
    focus(item(/^Footer/));
    key('ArrowUp', { altKey: true });
    focus(screen.getAllByRole('treeitem').find((i) => i.getAttribute('data-key') === 'page:')!);
    key('ArrowUp', { altKey: true });
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('adds a widget from the filtered palette before the selected node', () => {
    const { onEdit } = setup({ selected: 'page:/children/2' });
    fireEvent.click(screen.getByRole('button', { name: 'Add widget…' }));
    const palette = screen.getByRole('region', { name: 'Add a widget' });
    expect(within(palette).getAllByRole('listitem')).toHaveLength(widgets.length);
    fireEvent.change(within(palette).getByLabelText(/^Filter widgets/), { target: { value: 'slide' } });
    expect(within(palette).getAllByRole('listitem')).toHaveLength(1);
    expect(palette.querySelector('svg[data-kind="slides"]')).not.toBeNull();
    fireEvent.click(within(palette).getByLabelText('Before it'));
    fireEvent.click(within(palette).getByRole('button', { name: /^Add HeroCarousel: Promotion banners/ }));
    expect(onEdit).toHaveBeenCalledWith({ op: 'insert', ...base, widget: 'HeroCarousel', target: 'page:/children/2', position: 'before' });
    expect(screen.queryByRole('region', { name: 'Add a widget' })).toBeNull();
  });

  it('with nothing selected, adds inside the page root (at the end unless told otherwise)', () => {
    const { onEdit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add widget…' }));
    const palette = screen.getByRole('region', { name: 'Add a widget' });
    expect(within(palette).queryByLabelText('Before it')).toBeNull();
    expect((within(palette).getByLabelText('Inside, last') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(palette).getByRole('button', { name: /^Add GameGrid/ }));
    expect(onEdit).toHaveBeenCalledWith({ op: 'insert', ...base, widget: 'GameGrid', target: 'page:', position: 'lastIn' });
  });

  it('says why nothing can be added to a read-only node', () => {
    const view = casinoHome();
    view.pageRoot.mode = 'readonly';
    setup({ view });
    expect((screen.getByRole('button', { name: 'Add widget…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Nothing can be added in Stack: it is read-only here/)).toBeTruthy();
  });

  it('duplicates, and removes only after confirming', () => {
    const { onEdit } = setup({ selected: 'page:/children/0' });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'duplicate', ...base, node: 'page:/children/0' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Hero #hero?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onEdit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove…' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'remove', ...base, node: 'page:/children/0' });
  });

  it('Delete on a focused row asks before removing', () => {
    const { onEdit, onSelect, rerender, props } = setup();
    focus(item(/^GameGrid #hot-games/));
    key('Delete');
    expect(onSelect).toHaveBeenLastCalledWith('page:/children/2');
    rerender(<Outline {...props} selected="page:/children/2" />);
    expect(screen.getByRole('alertdialog', { name: 'Remove GameGrid #hot-games?' })).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('a read-only node says why and offers to give it an id', () => {
    const { onEdit } = setup({ selected: 'layout:/children/2' });
    expect(item(/^Footer/).textContent).toContain('read-only');
    expect(screen.getByText(/other templates share, and has no id/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Give it an id (“footer”)' }));
    expect(onEdit).toHaveBeenCalledWith({ op: 'giveId', ...base, node: 'layout:/children/2', id: 'footer' });
  });

  it('shows patched / inherited, the audience and problem marks', () => {
    setup({ problems: [problem('pages/home.json', '/root/children/2/props/columns', 'columns must be <= 12')] });
    expect(item(/^Header #header/).textContent).toContain('patched');
    expect(item(/^LanguageSwitcher/).textContent).toContain('inherited');
    expect(item(/^HeroCarousel #promos/).textContent).toContain('guests only');
    expect(item(/^GameGrid #hot-games/).textContent).toContain('without flag maintenance');
    expect(item(/^GameGrid #hot-games/).textContent).toContain('1 error');
    expect(item(/^Hero #hero/).textContent).not.toContain('error');
  });

  it('a viewer navigates and selects but gets no edit control and no keyboard move', () => {
    const { onEdit, onSelect } = setup({ permissions: viewer, selected: 'layout:/children/2' });
    expect(screen.queryByRole('button', { name: 'Add widget…' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Give it an id/ })).toBeNull();
    expect(screen.getByText(/other templates share/)).toBeTruthy();
    focus(item(/^GameGrid #hot-games/));
    key('ArrowUp', { altKey: true });
    key('Delete');
    key(' ');
    expect(onEdit).not.toHaveBeenCalled();
    expect(onSelect).toHaveBeenLastCalledWith('page:/children/2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
