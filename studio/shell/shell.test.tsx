// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import { ApiError } from '../api/errors.ts';
import { StudioProvider } from '../state/context.tsx';
import { createStudioStore } from '../state/store.ts';
import { CATALOG, columnsOf, FakeServer, LIVE_FILES, memoryStorage, setColumns } from '../state/test-support.ts';
import { entriesOf } from './Navigator.tsx';
import { Problems } from './Problems.tsx';
import { shortcutOf } from './shortcuts.ts';
import { draftStatus } from './TopBar.tsx';

beforeAll(() => {
  // jsdom lays nothing out, so nothing ever resizes: an observer that never calls back is what it would do
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function mount(server = new FakeServer()) {
  const store = createStudioStore({ api: server.api(), storage: memoryStorage(), now: () => 0 });
  render(
    <StudioProvider store={store}>
      <App />
    </StudioProvider>,
  );
  return { server, store };
}

async function logIn(name: string) {
  await screen.findByRole('form', { name: 'Studio' });
  fireEvent.change(screen.getByLabelText('Account name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('navigation', { name: 'Brands and templates' });
}

const publishButton = () => screen.getByRole('button', { name: 'Publish…' });

describe('login', () => {
  it('labels its fields and shows a refusal', async () => {
    mount();
    await screen.findByRole('form', { name: 'Studio' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your account name and password.');
    fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'ed' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong name or password.');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  // single sign-on (issue 50)
  it('offers "Sign in with <label>" as a link to the server’s sign-on when the server has single sign-on, and not otherwise', async () => {
    const server = new FakeServer();
    server.sso = { enabled: true, label: 'Okta' };
    mount(server);
    const link = await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(link.getAttribute('href')).toBe('/api/sso/login');
    cleanup();
    mount();
    await screen.findByRole('form', { name: 'Studio' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});

describe('the shell', () => {
  it('an editor sees the navigator, the draft status, and Publish disabled with the reason', async () => {
    mount();
    await logIn('ed');
    expect(screen.getByText('Saved · v1')).toBeTruthy();
    expect(publishButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Your role cannot publish.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Brands and templates' });
    fireEvent.click(within(nav).getAllByRole('button', { name: 'home' })[0]!);
    expect(await screen.findByRole('heading', { name: /Casino 1.*casino1.*home/ })).toBeTruthy();
    expect(within(nav).getAllByRole('button', { name: 'home' })[0]!.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/extends _casino · layout default/)).toBeTruthy();
    // the outline of the page; a node selected there opens its inspector
    const tree = await screen.findByRole('tree', { name: 'Outline of home in default' });
    expect(screen.queryByRole('region', { name: /^Inspector/ })).toBeNull();
    const rows = within(tree).getAllByRole('treeitem');
    fireEvent.click(rows.at(-1)!);
    expect(await screen.findByRole('region', { name: /^Inspector/ })).toBeTruthy();
    // the template's settings in the other tab; a new brand from the navigator's side
    fireEvent.click(screen.getByRole('tab', { name: 'Template settings' }));
    expect(await screen.findByRole('region', { name: 'Settings of template casino1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New brand…' })).toHaveProperty('disabled', false);
  });

  it('a publisher publishes: the diff per node, prop and breakpoint, a required message, then the history lists it', async () => {
    const { server, store } = mount();
    await logIn('pub');
    await act(() => store.getState().edit(setColumns(8)));
    expect(screen.getByText('Saved · v2')).toBeTruthy();
    fireEvent.click(publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft' });
    const row = await within(dialog).findByRole('row', { name: /columns desktop 6 8/ });
    expect(row).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: '/label "Casino 1" "Casino One"' })).toBeTruthy();
    // first, in words: the change as casino1's sites will show it
    const words = within(dialog).getByRole('region', { name: 'What the sites will show' });
    expect(within(words).getByRole('heading', { name: 'casino1' })).toBeTruthy();
    expect(within(words).getByRole('listitem').textContent).toBe('home · hot · columns · desktop: 6 → 8');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Write a message/);
    expect(server.revisions).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText('Message (required)'), { target: { value: 'casino1: 8 columns' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(columnsOf(server.live().files)).toBe(8);
    expect(screen.getByText('Published: revision 00000002 is live.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('casino1: 8 columns')).toBeTruthy();
    // the history says what the revision changed, in the same words
    fireEvent.click(screen.getByRole('button', { name: 'Changes in 00000002' }));
    const changes = await screen.findByRole('region', { name: 'Changes in 00000002' });
    expect(within(changes).getByRole('listitem').textContent).toBe('home · hot · columns · desktop: 6 → 8');
    expect(screen.queryByRole('button', { name: 'Changes in 00000001' })).toBeNull();
  });

  it('the preview shows the draft on the template’s site at the inspector’s breakpoint, and selection goes both ways', async () => {
    const { server, store } = mount();
    await logIn('ed');
    const nav = screen.getByRole('navigation', { name: 'Brands and templates' });
    fireEvent.click(within(nav).getAllByRole('button', { name: 'home' })[0]!);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const frameOf = async () => (await within(preview).findAllByTitle(/Preview/))[0] as HTMLIFrameElement;
    // "All": the template's widest breakpoint
    await waitFor(async () => expect((await frameOf()).src).toContain('bp=desktop'));
    expect(server.previews).toEqual([{ draft: store.getState().draft!.id, site: 'casino1.example' }]);
    const frame = await frameOf();
    expect(frame.src).toMatch(/^http:\/\/casino1\.example:3000\/__preview\/t1\/\?bp=desktop&lang=en&as=guest&v=\d+$/);
    // sandboxed: the draft's page cannot navigate the studio or open windows
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    // the frame says it is ready, then a widget clicked in it selects that node in the outline
    const from = { origin: 'http://casino1.example:3000', source: frame.contentWindow };
    act(() => void window.dispatchEvent(new MessageEvent('message', { ...from, data: { type: 'studio:ready', path: '/', version: 1 } })));
    await waitFor(() => expect(frame.title).toBe('Preview of / at desktop'));
    await screen.findByRole('tree', { name: 'Outline of home in default' });
    const key = store.getState().view!.pageRoot.children[0]!.key;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    act(() => void window.dispatchEvent(new MessageEvent('message', { ...from, data: { type: 'studio:select', key } })));
    expect(store.getState().selection.node).toBe(key);
    // the node's inspector opens, and the selection is highlighted in the preview
    await waitFor(() => expect(posted).toHaveBeenCalledWith({ type: 'studio:highlight', key }, 'http://casino1.example:3000'));
    expect(await screen.findByRole('region', { name: /^Inspector/ })).toBeTruthy();
    // another origin is not listened to
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { origin: 'http://evil.example', source: frame.contentWindow, data: { type: 'studio:select', key: 'x' } }),
        ),
    );
    expect(store.getState().selection.node).toBe(key);
    // the inspector's breakpoint is the preview's
    act(() => store.getState().setBreakpoint('mobile'));
    await waitFor(async () =>
      expect((await within(preview).findAllByTitle(/Preview/)).some((f) => (f as HTMLIFrameElement).src.includes('bp=mobile'))).toBe(true),
    );
  });

  it('Escape closes a dialog', async () => {
    const { store } = mount();
    await logIn('pub');
    await act(() => store.getState().edit(setColumns(8)));
    fireEvent.click(publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a stale publish shows both sides and merges only what the operator chose', async () => {
    const { server, store } = mount();
    await logIn('pub');
    await act(() => store.getState().edit(setColumns(8)));
    server.publishElsewhere({ ...LIVE_FILES, 'templates/casino1.json': '{"label":"Casino 1","columns":5}', 'templates/slot2.json': '{"label":"Slot Two"}' });
    fireEvent.click(publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft' });
    fireEvent.change(await within(dialog).findByLabelText('Message (required)'), { target: { value: 'mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    const merge = await within(dialog).findByRole('region', { name: 'Merge with the live revision' });
    expect(within(merge).getByRole('alert').textContent).toMatch(/Revision 00000002 was published since your draft began/);
    const casino = within(merge).getByRole('group', { name: /templates\/casino1.json changed on both sides/ });
    const slot = within(merge).getByRole('group', { name: /templates\/slot2.json changed by them only/ });
    expect(within(slot).getByRole('radio', { name: 'Take theirs' })).toHaveProperty('checked', true);
    const mergeButton = within(merge).getByRole('button', { name: 'Merge into my draft' });
    expect(mergeButton).toHaveProperty('disabled', true);
    // what they changed, in words first
    const theirWords = within(merge).getByRole('region', { name: 'What they changed on the sites' });
    expect(within(theirWords).getByRole('listitem').textContent).toBe('home · hot · columns · desktop: 6 → 5');
    expect(within(casino).getByText(/"columns":5/)).toBeTruthy();
    fireEvent.click(within(casino).getByRole('radio', { name: 'Keep mine' }));
    fireEvent.click(mergeButton);
    await within(dialog).findByLabelText('Message (required)');
    expect(server.revisions).toHaveLength(2);
    expect(store.getState().draft?.parent).toBe('00000002');
    expect(columnsOf(store.getState().draft!.files)).toBe(8);
    expect(store.getState().draft?.files['templates/slot2.json']).toBe('{"label":"Slot Two"}');
  });

  it('rollback asks first and is offered to a publisher only', async () => {
    const server = new FakeServer();
    server.publishElsewhere({ ...LIVE_FILES, 'templates/casino1.json': '{"label":"Casino 1","columns":2}' }, 'two');
    const { store } = mount(server);
    await logIn('pub');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to 00000001: seed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll back to 00000001?' });
    expect(server.revisions).toHaveLength(2);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(columnsOf(server.live().files)).toBe(6);
    expect(server.live().message).toBe('rollback to 00000001');
    await act(() => store.getState().logout());

    await logIn('ed');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByText('two');
    expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('Ctrl+Z undoes and Shift+Ctrl+Z redoes; the buttons too', async () => {
    const { store } = mount();
    await logIn('ed');
    await act(() => store.getState().edit(setColumns(3)));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(columnsOf(store.getState().draft!.files)).toBe(6));
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(columnsOf(store.getState().draft!.files)).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(columnsOf(store.getState().draft!.files)).toBe(6));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('a server error keeps the change and says so; Retry saves it', async () => {
    const { server, store } = mount();
    await logIn('ed');
    server.failWith = new ApiError(503, 'storeUnavailable', 'the config store is down');
    await act(() => store.getState().edit(setColumns(3)));
    expect(screen.getByRole('alert').textContent).toMatch(/could not save the change.*kept in this browser/);
    expect(screen.getByText('1 unsaved change · v1')).toBeTruthy();
    server.failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Retry saving' }));
    expect(await screen.findByText('Saved · v2')).toBeTruthy();
  });

  it('a lost session returns to the login with the reason, and the change is applied after logging in', async () => {
    const { server, store } = mount();
    await logIn('ed');
    server.signedIn = null;
    await act(() => store.getState().edit(setColumns(4)));
    expect(screen.getByRole('alert').textContent).toMatch(/session ended.*log in again/);
    await logIn('ed');
    await waitFor(() => expect(columnsOf(store.getState().draft!.files)).toBe(4));
  });
});

describe('problems', () => {
  const lint = {
    errors: 1,
    warnings: 1,
    ms: 12,
    problems: [
      {
        ruleId: 'schema',
        severity: 'error' as const,
        file: 'templates/casino1.json',
        line: 6,
        column: 3,
        pointer: '/labell',
        message: '"labell" is not allowed here',
        fix: { description: 'rename labell to label', files: { 'templates/casino1.json': '{}' } },
      },
      { ruleId: 'redundant-override', severity: 'warning' as const, file: 'templates/slot2.json', line: 2, column: 1, pointer: '/x', message: 'redundant' },
    ],
  };

  it('lists file:line, severity, rule and message; a click reveals, Fix applies', () => {
    const onReveal = vi.fn();
    const onFix = vi.fn();
    render(<Problems lint={lint} onReveal={onReveal} onFix={onFix} permissions={{ edit: true, publish: false }} />);
    expect(screen.getByRole('status').textContent).toMatch(/1 error, 1 warning · linted in 12 ms/);
    const first = screen.getByRole('button', { name: /error templates\/casino1.json:6 "labell" is not allowed here schema/ });
    fireEvent.click(first);
    expect(onReveal).toHaveBeenCalledWith(lint.problems[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Fix: rename labell to label' }));
    expect(onFix).toHaveBeenCalledWith(lint.problems[0]);
    expect(screen.getAllByRole('button', { name: /^Fix/ })).toHaveLength(1);
  });

  it('a viewer cannot apply a fix', () => {
    render(<Problems lint={lint} onReveal={vi.fn()} onFix={vi.fn()} permissions={{ edit: false, publish: false }} />);
    expect(screen.getByRole('button', { name: 'Fix: rename labell to label' })).toHaveProperty('disabled', true);
  });

  it('a fix from the shell is one undoable change', async () => {
    const server = new FakeServer();
    const store = createStudioStore({ api: server.api(), storage: memoryStorage(), now: () => 0 });
    await store.getState().login('ed', 'correct horse battery');
    const fixed = '{"label":"Casino 1","columns":4}';
    await store.getState().applyFiles('rename labell to label', { 'templates/casino1.json': fixed });
    expect(store.getState().undoStack.map((s) => s.label)).toEqual(['rename labell to label']);
  });
});

describe('helpers', () => {
  it('the navigator lists sites with their template, then templates without one; search narrows to pages', () => {
    expect(entriesOf(CATALOG, '').map((e) => `${e.domain}:${e.template.key}`)).toEqual(['casino1.example:casino1', 'slot2.example:slot2']);
    expect(entriesOf({ ...CATALOG, sites: [] }, '').map((e) => e.domain)).toEqual([null, null]);
    const slots = entriesOf(CATALOG, 'slots');
    expect(slots.map((e) => [e.template.key, e.template.pages])).toEqual([['casino1', ['slots']]]);
    expect(entriesOf(CATALOG, '_slot').map((e) => e.template.key)).toEqual(['slot2']);
  });

  it('the draft status and shortcuts', () => {
    expect(draftStatus(12, 'saved', 0)).toBe('Saved · v12');
    expect(draftStatus(null, 'saved', 0)).toBe('Read only');
    expect(draftStatus(3, 'unsaved', 2)).toBe('2 unsaved changes · v3');
    const key = (init: Partial<KeyboardEvent>, tagName = 'BODY') =>
      shortcutOf({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target: { tagName } as never, ...init });
    expect(key({ ctrlKey: true })).toBe('undo');
    expect(key({ metaKey: true, shiftKey: true, key: 'Z' })).toBe('redo');
    expect(key({ ctrlKey: true, key: 'y' })).toBe('redo');
    expect(key({ ctrlKey: true }, 'INPUT')).toBeNull();
    expect(key({})).toBeNull();
  });
});

describe('field vitals', () => {
  it("shows the selected brand's p75 per site, page and device, rated, with how many reports count", async () => {
    const server = new FakeServer();
    server.vitalSeries = [
      { site: 'casino1.example', page: '/', device: 'mobile', template: 'casino1', metrics: { LCP: { p75: 1840, count: 312 }, INP: { p75: 260, count: 298 } } },
      { site: 'slot2.example', page: '/slots', device: 'desktop', template: 'slot2', metrics: { CLS: { p75: 0.3, count: 12 } } },
    ];
    mount(server);
    await logIn('vic');
    fireEvent.click(screen.getByRole('tab', { name: 'Field vitals' }));
    // no brand selected: every site the operator may view
    const all = await screen.findByRole('table', { name: /Field vitals/ });
    expect(within(all).getByRole('row', { name: /slot2\.example/ }).textContent).toContain('poor');
    const nav = screen.getByRole('navigation', { name: 'Brands and templates' });
    fireEvent.click(within(nav).getAllByRole('button', { name: 'home' })[0]!);
    const table = await screen.findByRole('table', { name: /Field vitals/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getByRole('row', { name: /casino1\.example/ });
    expect(row.textContent).toContain('1.84 s');
    expect(row.textContent).toContain('good');
    expect(row.textContent).toContain('(312)');
    expect(row.textContent).toContain('260 ms');
    expect(row.textContent).toContain('needs improvement');
    expect(server.calls).toContain('GET /api/vitals?template=casino1');
    expect(screen.getByText(/2 of 2 player processes answered/)).toBeTruthy();
  });

  it('says when no player has reported yet', async () => {
    const server = new FakeServer();
    mount(server);
    await logIn('vic');
    fireEvent.click(screen.getByRole('tab', { name: 'Field vitals' }));
    expect(await screen.findByText(/No reports yet for the sites you may view/)).toBeTruthy();
  });
});

describe('demo sites', () => {
  it('an admin points a demo site at a live template and hears when the player processes serve it', async () => {
    const server = new FakeServer();
    mount(server);
    await logIn('ada');
    fireEvent.click(screen.getByRole('tab', { name: 'Demo sites' }));
    const site = await screen.findByLabelText('Demo site');
    expect(server.calls).toContain('GET /api/demo-sites');
    fireEvent.change(site, { target: { value: 'casino3.localhost' } });
    fireEvent.change(screen.getByLabelText('Published template'), { target: { value: 'slot2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Point the site' }));
    expect((await screen.findByText(/now wears slot2/)).textContent).toBe(
      'casino3.localhost now wears slot2 (color1-1). Every player process serves it: open the site.',
    );
    expect(server.calls).toContain('PUT /api/demo-sites/casino3.localhost');
    // the list is read again: the site's option says what it wears now
    await waitFor(() => expect(screen.getByRole('option', { name: 'casino3.localhost (now slot2, color1-1)' })).toBeTruthy());
  });

  it('is read-only for an editor, and says so behind a real backend', async () => {
    const server = new FakeServer();
    mount(server);
    await logIn('ed');
    fireEvent.click(screen.getByRole('tab', { name: 'Demo sites' }));
    expect(await screen.findByText('Only an admin can point a demo site.')).toBeTruthy();
    cleanup();
    const proxied = new FakeServer();
    proxied.demo = null;
    mount(proxied);
    await logIn('ed');
    fireEvent.click(screen.getByRole('tab', { name: 'Demo sites' }));
    expect(await screen.findByText(/This server uses a real backend/)).toBeTruthy();
  });
});
