// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Edit, OutlineNode, PageView, StudioProblem } from '../../engine/studio/contract.ts';
import { breakpoints, casinoHome, editor, nodeOf, problem, viewer, widgetOf } from '../outline/test-support.ts';
import type { InspectorProps, Permissions } from '../panels.ts';
import { Inspector } from './Inspector.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const GRID = 'page:/children/2';
const base = { template: 'casino1', page: 'home' };

function setup(opts: { node?: string | OutlineNode; breakpoint?: string | null; permissions?: Permissions; problems?: StudioProblem[]; view?: PageView } = {}) {
  const view = opts.view ?? casinoHome();
  const node = typeof opts.node === 'object' ? opts.node : nodeOf(view, opts.node ?? GRID);
  const onEdit = vi.fn<(e: Edit) => void>();
  const onBreakpoint = vi.fn<(bp: string | null) => void>();
  const searchMessages = vi.fn<InspectorProps['searchMessages']>(async () => [
    { key: 'ui.hotGames', texts: { en: 'Hot games', es: 'Juegos populares', th: 'เกมยอดนิยม' } },
    { key: 'ui.cat.hot', texts: { en: 'Hot', es: 'Populares', th: 'ยอดนิยม' } },
  ]);
  const assets = vi.fn<InspectorProps['assets']>(async () => ['/images/banners/welcome.webp', '/images/banners/cashback.webp']);
  const props: InspectorProps = {
    view,
    node,
    widget: widgetOf(node.widget),
    breakpoint: opts.breakpoint ?? null,
    breakpoints,
    onBreakpoint,
    onEdit,
    permissions: opts.permissions ?? editor,
    problems: opts.problems ?? [],
    searchMessages,
    assets,
  };
  const utils = render(<Inspector {...props} />);
  return { ...utils, props, onEdit, onBreakpoint, searchMessages, assets };
}

const field = (prop: string) => screen.getByLabelText(prop, { selector: 'input:not([type=color]), select, textarea' }) as HTMLInputElement;
/** The control's description: the texts its aria-describedby names. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const type = (el: HTMLElement, value: string) => {
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

const banner: OutlineNode = {
  key: 'page:/children/3',
  widget: 'PromoBanner',
  id: 'welcome-banner',
  mode: 'own',
  source: { file: 'pages/home.json', line: 50, column: 5, pointer: '/root/children/3' },
  fields: [],
  children: [],
};

describe('Inspector', () => {
  it('renders a control per prop kind, with the description as help and the default as placeholder', () => {
    setup();
    const gameType = field('gameType');
    expect(gameType.tagName).toBe('SELECT');
    expect(
      within(gameType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(empty)', 'slot_game', 'live_casino', 'fish_game']);
    expect(field('columns')).toMatchObject({ type: 'number', min: '1', max: '12', value: '2' });
    expect(description(field('columns'))).toContain('Columns of tiles.');
    expect(field('tile').tagName).toBe('SELECT');
    expect(field('more')).toMatchObject({ type: 'checkbox', checked: false });
    expect(field('more').getAttribute('role')).toBe('switch');
    expect(field('showProvider').checked).toBe(true);
    expect(field('title')).toMatchObject({ type: 'text', value: 'ui.hotGames' });
    expect(screen.getByLabelText('Search messages for title')).toBeTruthy();
  });

  it('renders colour (picker and text) and image (picker) props, defaults as placeholders', () => {
    setup({ node: banner });
    expect(field('background').placeholder).toBe('#101820');
    expect((screen.getByLabelText('background: colour picker') as HTMLInputElement).value).toBe('#101820');
    expect(screen.getByRole('button', { name: 'Choose an image for image…' })).toBeTruthy();
    expect(description(field('background'))).toContain('From widget default');
    expect(description(field('image'))).toContain('Not set');
  });

  it('the breakpoint bar chooses what is edited; a breakpoint writes at.<bp>', () => {
    const { onBreakpoint, onEdit, rerender, props } = setup();
    expect((screen.getByLabelText('All') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('tablet (≥ 768px)'));
    expect(onBreakpoint).toHaveBeenCalledWith('tablet');
    rerender(<Inspector {...props} breakpoint="tablet" />);
    expect(field('columns').value).toBe('4');
    type(field('columns'), '3');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: GRID, prop: 'columns', value: 3, breakpoint: 'tablet' });
    rerender(<Inspector {...props} breakpoint="desktop" />);
    expect(field('columns').value).toBe('6');
    rerender(<Inspector {...props} breakpoint={null} />);
    type(field('columns'), '1');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: GRID, prop: 'columns', value: 1 });
  });

  it('shows where each value comes from at the chosen breakpoint', () => {
    const { rerender, props } = setup();
    expect(description(field('columns'))).toContain('From props, pages/home.json:34');
    expect(description(field('more'))).toContain('From widget default');
    rerender(<Inspector {...props} breakpoint="desktop" />);
    expect(description(field('columns'))).toContain('From at.desktop, pages/home.json:42');
    cleanup();
    setup({ node: 'page:/children/1', breakpoint: 'mobile' });
    expect(description(field('height'))).toContain('From base template, templates/_casino.json:88');
    cleanup();
    setup({ node: 'layout:/children/0' });
    expect(description(field('variant'))).toContain('From patch, templates/casino1.json:60');
  });

  it('resets an overridden value to the inherited one, at the chosen breakpoint', () => {
    const { onEdit, rerender, props } = setup({ breakpoint: 'tablet' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset columns to inherited' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'resetProp', ...base, node: GRID, prop: 'columns', breakpoint: 'tablet' });
    expect(screen.queryByRole('button', { name: 'Reset limit to inherited' })).toBeNull();
    rerender(<Inspector {...props} breakpoint="mobile" />);
    expect(screen.queryByRole('button', { name: 'Reset columns to inherited' })).toBeNull();
    rerender(<Inspector {...props} breakpoint={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset limit to inherited' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'resetProp', ...base, node: GRID, prop: 'limit' });
    expect(screen.queryByRole('button', { name: 'Reset more to inherited' })).toBeNull();
  });

  it('sends nothing for an unchanged value', () => {
    const { onEdit } = setup();
    type(field('columns'), '2');
    fireEvent.change(field('tile'), { target: { value: '0' } });
    type(field('title'), 'ui.hotGames');
    expect(onEdit).not.toHaveBeenCalled();
    fireEvent.change(field('gameType'), { target: { value: '1' } });
    fireEvent.click(field('more'));
    expect(onEdit.mock.calls.map(([e]) => e)).toEqual([
      { op: 'setProp', ...base, node: GRID, prop: 'gameType', value: 'slot_game' },
      { op: 'setProp', ...base, node: GRID, prop: 'more', value: true },
    ]);
  });

  it('commits typing after a 300 ms pause, once', () => {
    vi.useFakeTimers();
    const { onEdit } = setup();
    const title = field('title');
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: 'ui.cat' } });
    act(() => void vi.advanceTimersByTime(100));
    fireEvent.change(title, { target: { value: 'ui.cat.slot_game' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(onEdit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: GRID, prop: 'title', value: 'ui.cat.slot_game' });
    fireEvent.blur(title);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('marks a value out of the schema invalid and still sends it', () => {
    const { onEdit } = setup({ breakpoint: 'desktop' });
    type(field('columns'), '20');
    expect(field('columns').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('columns'))).toContain('Must be at most 12.');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: GRID, prop: 'columns', value: 20, breakpoint: 'desktop' });
  });

  it('shows a problem on its field, tied to the control', () => {
    setup({
      problems: [
        problem('pages/home.json', '/root/children/2/at/desktop/columns', 'columns: must be <= 12'),
        problem('pages/home.json', '/root/children/2', 'the grid sits below the fold', 'warning'),
      ],
    });
    expect(field('columns').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('columns'))).toContain('at.desktop: error: columns: must be <= 12 (schema)');
    expect(field('limit').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('list', { name: 'Problems on this widget' }).textContent).toContain('below the fold');
  });

  it('searches messages and shows each in every language; a pick sets the key', async () => {
    vi.useFakeTimers();
    const { onEdit, searchMessages } = setup();
    fireEvent.change(screen.getByLabelText('Search messages for title'), { target: { value: 'hot' } });
    expect(searchMessages).not.toHaveBeenCalled();
    await act(async () => void (await vi.advanceTimersByTimeAsync(250)));
    expect(searchMessages).toHaveBeenCalledWith('hot');
    const hits = screen.getByRole('list', { name: 'Messages matching hot' });
    const first = within(hits).getAllByRole('button')[0]!;
    expect(first.textContent).toContain('ui.hotGames');
    expect(first.querySelector('[lang="es"]')?.textContent).toBe('Juegos populares');
    expect(first.querySelector('[lang="th"]')?.textContent).toBe('เกมยอดนิยม');
    fireEvent.click(within(hits).getAllByRole('button')[1]!);
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: GRID, prop: 'title', value: 'ui.cat.hot' });
    expect(field('title').value).toBe('ui.cat.hot');
  });

  it("picks an image from the site's assets and a colour with the picker", async () => {
    const { onEdit, assets } = setup({ node: banner });
    fireEvent.click(screen.getByRole('button', { name: 'Choose an image for image…' }));
    expect(assets).toHaveBeenCalledTimes(1);
    const list = await screen.findByRole('list', { name: "The site's images" });
    fireEvent.click(within(list).getByRole('button', { name: '/images/banners/cashback.webp' }));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: banner.key, prop: 'image', value: '/images/banners/cashback.webp' });
    const picker = screen.getByLabelText('background: colour picker');
    fireEvent.change(picker, { target: { value: '#ff8800' } });
    fireEvent.blur(picker);
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setProp', ...base, node: banner.key, prop: 'background', value: '#ff8800' });
    expect(field('background').value).toBe('#ff8800');
  });

  it('edits who sees the node', () => {
    const { onEdit } = setup({ node: 'page:/children/1' });
    const when = screen.getByRole('group', { name: 'Visible to' });
    expect((within(when).getByLabelText('Guests only') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(when).getByLabelText('Players only'));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setWhen', ...base, node: 'page:/children/1', when: { auth: 'player' } });
    fireEvent.click(within(when).getByLabelText('Everyone'));
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setWhen', ...base, node: 'page:/children/1', when: null });
    type(within(when).getByLabelText('Only with the site flag'), 'vip');
    expect(onEdit).toHaveBeenLastCalledWith({ op: 'setWhen', ...base, node: 'page:/children/1', when: { auth: 'guest', flag: 'vip' } });
    cleanup();
    const grid = setup();
    const gridWhen = screen.getByRole('group', { name: 'Visible to' });
    expect((within(gridWhen).getByLabelText('Only with the site flag') as HTMLInputElement).value).toBe('maintenance');
    const off = within(gridWhen).getByLabelText('Only when the flag is off') as HTMLInputElement;
    expect(off.checked).toBe(true);
    fireEvent.click(off);
    expect(grid.onEdit).toHaveBeenLastCalledWith({ op: 'setWhen', ...base, node: GRID, when: { flag: 'maintenance' } });
    type(within(gridWhen).getByLabelText('Only with the site flag'), 'Bad-Flag');
    expect(within(gridWhen).getByLabelText('Only with the site flag').getAttribute('aria-invalid')).toBe('true');
    expect(grid.onEdit).toHaveBeenLastCalledWith({ op: 'setWhen', ...base, node: GRID, when: { flag: '!Bad-Flag' } });
  });

  it('a viewer sees values and provenance as text, with no input at all (issue 49)', () => {
    const { container } = setup({ permissions: viewer, breakpoint: 'tablet' });
    // the breakpoint bar's radios choose what to read, not what to change
    expect(container.querySelectorAll('input:not([type=radio]), select, textarea')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Reset/ })).toBeNull();
    expect(screen.queryByLabelText('Search messages for title')).toBeNull();
    const columns = [...container.querySelectorAll('dl.prop-values dt')].find((dt) => dt.textContent === 'columns')?.nextElementSibling;
    expect(columns?.textContent).toContain('From at.tablet');
  });

  it('a read-only node says why and cannot be edited', () => {
    setup({ node: 'layout:/children/2' });
    expect(screen.getByText(/other templates share, and has no id/)).toBeTruthy();
    expect((within(screen.getByRole('group', { name: 'Visible to' })).getByLabelText('Everyone') as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
