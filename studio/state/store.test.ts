import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { columnsOf, FakeServer, LIVE_FILES, memoryStorage, setColumns } from './test-support.ts';
import { createStudioStore } from './store.ts';

function setup(account = 'ed') {
  const server = new FakeServer();
  const storage = memoryStorage();
  const store = createStudioStore({ api: server.api(), storage, now: () => 1_000 });
  return { server, storage, store, login: () => store.getState().login(account, 'correct horse battery') };
}

describe('session', () => {
  it('starts signed out without a session, and a wrong password says so without a session', async () => {
    const { store } = setup();
    await store.getState().start();
    expect(store.getState().phase).toBe('signedOut');
    expect(store.getState().notice).toBeNull();
    expect(await store.getState().login('ed', 'nope')).toBe('Wrong name or password.');
    expect(store.getState().phase).toBe('signedOut');
  });

  it('a login opens the catalog and a draft from the live revision; a second login reuses that draft', async () => {
    const { store, server, login } = setup();
    expect(await login()).toBeNull();
    const state = store.getState();
    expect(state.phase).toBe('ready');
    expect(state.catalog?.templates.map((t) => t.key)).toEqual(['casino1', 'slot2']);
    expect(state.draft?.files).toEqual(LIVE_FILES);
    expect(state.lint?.errors).toBe(0);
    const again = createStudioStore({ api: server.api(), storage: memoryStorage(), now: () => 0 });
    await again.getState().start();
    expect(again.getState().draft?.id).toBe(state.draft?.id);
    expect(server.drafts.size).toBe(1);
  });

  it('permissions follow the role and scope: a viewer changes nothing, an editor cannot publish', async () => {
    const viewer = setup('vic');
    await viewer.login();
    expect(viewer.store.getState().draft).toBeNull();
    expect(viewer.store.getState().permissions('casino1')).toEqual({ edit: false, publish: false });
    expect(await viewer.store.getState().edit(setColumns(3))).toBe(false);
    expect(viewer.server.calls.some((c) => c.includes('/edits'))).toBe(false);

    const editor = setup('ed');
    await editor.login();
    expect(editor.store.getState().permissions('casino1')).toEqual({ edit: true, publish: false });

    const scoped = setup('scoped');
    await scoped.login();
    expect(scoped.store.getState().permissions('casino1')).toEqual({ edit: true, publish: true });
    expect(scoped.store.getState().permissions('slot2')).toEqual({ edit: false, publish: false });
  });
});

describe('editing', () => {
  it('an edit is sent on the draft version, answers the new files, lint and view, and can be undone and redone', async () => {
    const { store, server, login } = setup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    expect(store.getState().view?.page).toBe('home');
    expect(store.getState().selection.path).toBe('/');
    expect(await store.getState().edit(setColumns(3))).toBe(true);
    expect(await store.getState().edit(setColumns(8))).toBe(true);
    let state = store.getState();
    expect(columnsOf(state.draft!.files)).toBe(8);
    expect(state.draft?.version).toBe(3);
    expect(state.undoStack.map((s) => s.label)).toEqual(['set columns', 'set columns']);

    await state.undo();
    state = store.getState();
    expect(columnsOf(state.draft!.files)).toBe(3);
    expect(columnsOf(server.drafts.get(state.draft!.id)!.files)).toBe(3);
    await state.undo();
    expect(columnsOf(store.getState().draft!.files)).toBe(6);
    expect(store.getState().undoStack).toHaveLength(0);
    await store.getState().redo();
    expect(columnsOf(store.getState().draft!.files)).toBe(3);
    expect(store.getState().notice?.text).toBe('Redone: set columns');
    // a new edit clears what could be redone
    await store.getState().edit(setColumns(5));
    expect(store.getState().redoStack).toHaveLength(0);
  });

  it('while a save is in flight, the version it will make is expected (the preview loads it early); never after', async () => {
    const { store, login } = setup();
    await login();
    const version = store.getState().draft!.version;
    // the version the preview is asked for, as each state change leaves it
    const shown: number[] = [];
    const stop = store.subscribe((s) => shown.push(s.expecting ?? s.draft!.version));
    expect(await store.getState().edit(setColumns(4))).toBe(true);
    expect(store.getState().expecting).toBeNull();
    // asked for before the answer, and never back to the old version in between (that would cancel the early frame)
    expect(shown[0]).toBe(version + 1);
    expect(shown.every((v) => v === version + 1)).toBe(true);
    shown.length = 0;
    // a refused edit: expected while in flight, then the draft's version again
    expect(await store.getState().edit({ op: 'remove', template: 'casino1', page: 'home', node: 'page:/children/0' })).toBe(false);
    expect(shown).toContain(version + 2);
    expect(shown.at(-1)).toBe(version + 1);
    expect(store.getState().expecting).toBeNull();
    stop();
  });

  it('edits made at once reach the server one after another, each on the version the last made', async () => {
    const { store, login } = setup();
    await login();
    const results = await Promise.all([store.getState().edit(setColumns(1)), store.getState().edit(setColumns(2)), store.getState().undo()]);
    expect(results.slice(0, 2)).toEqual([true, true]);
    expect(columnsOf(store.getState().draft!.files)).toBe(1);
    expect(store.getState().draft?.version).toBe(4);
  });

  it('a cloned template is selected, the catalog read again, and the clone can be undone', async () => {
    const { store, server, login } = setup();
    await login();
    const catalogs = () => server.calls.filter((c) => c === 'GET /api/studio/catalog').length;
    const before = catalogs();
    expect(await store.getState().edit({ op: 'cloneTemplate', from: 'casino1', key: 'casino10' })).toBe(true);
    expect(store.getState().draft?.files['templates/casino10.json']).toBe('{"extends":"casino1"}');
    expect(store.getState().selection.template).toBe('casino10');
    expect(store.getState().notice?.text).toMatch(/Template casino10 made from casino1/);
    expect(catalogs()).toBe(before + 1);
    await store.getState().undo();
    expect(store.getState().draft?.files['templates/casino10.json']).toBeUndefined();
    expect(catalogs()).toBe(before + 2);
  });

  it('a refused edit says why and changes nothing', async () => {
    const { store, login } = setup();
    await login();
    const ok = await store.getState().edit({ op: 'remove', template: 'casino1', page: 'home', node: 'page:/children/0' });
    expect(ok).toBe(false);
    expect(store.getState().notice?.text).toMatch(/refused: the fake applies only columns/);
    expect(store.getState().undoStack).toHaveLength(0);
    expect(store.getState().saveState).toBe('saved');
  });

  it('a quick fix writes its files as one undoable change', async () => {
    const { store, login } = setup();
    await login();
    const fixed = '{"label":"Casino 1","columns":4}';
    expect(await store.getState().applyFiles('fix columns', { 'templates/casino1.json': fixed })).toBe(true);
    expect(store.getState().draft?.files['templates/casino1.json']).toBe(fixed);
    await store.getState().undo();
    expect(store.getState().draft?.files).toEqual(LIVE_FILES);
  });

  it('409 draftChanged reloads the draft and says so', async () => {
    const { store, server, login } = setup();
    await login();
    const id = store.getState().draft!.id;
    // another tab saves first
    await server.api().edit(id, { version: 1, edits: [setColumns(9)] });
    expect(await store.getState().edit(setColumns(3))).toBe(false);
    const state = store.getState();
    expect(state.notice?.text).toMatch(/changed elsewhere.*version 2.*reloaded/);
    expect(state.draft?.version).toBe(2);
    expect(columnsOf(state.draft!.files)).toBe(9);
  });
});

describe('unsaved work', () => {
  it('a server error keeps the edit in storage and says so; a retry saves it', async () => {
    const { store, server, storage, login } = setup();
    await login();
    server.failWith = new ApiError(503, 'storeUnavailable', 'the config store is down');
    expect(await store.getState().edit(setColumns(3))).toBe(false);
    expect(store.getState().saveState).toBe('unsaved');
    expect(store.getState().notice?.text).toMatch(/could not save the change \(503: the config store is down\).*kept in this browser/);
    expect(JSON.parse(storage.data.get('studio:unsaved:ed')!)).toMatchObject({ draftId: store.getState().draft!.id, version: 1, edits: [setColumns(3)] });

    server.failWith = null;
    await store.getState().retryUnsaved();
    expect(store.getState().saveState).toBe('saved');
    expect(columnsOf(store.getState().draft!.files)).toBe(3);
    expect(storage.data.has('studio:unsaved:ed')).toBe(false);
  });

  it('a lost session keeps the edit, signs out, and applies it after the next login', async () => {
    const { store, server, storage, login } = setup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    server.signedIn = null;
    expect(await store.getState().edit(setColumns(7))).toBe(false);
    expect(store.getState().phase).toBe('signedOut');
    expect(store.getState().notice?.text).toMatch(/session ended.*kept in this browser: log in again/);
    expect(storage.data.has('studio:unsaved:ed')).toBe(true);

    // the page is reloaded meanwhile: a new store over the same storage
    const fresh = createStudioStore({ api: server.api(), storage, now: () => 2_000 });
    expect(await fresh.getState().login('ed', 'correct horse battery')).toBeNull();
    const state = fresh.getState();
    expect(columnsOf(state.draft!.files)).toBe(7);
    expect(state.selection).toMatchObject({ template: 'casino1', page: 'home' });
    expect(state.notice?.text).toBe('Your 1 unsaved change(s) from before were saved to the draft.');
    expect(storage.data.has('studio:unsaved:ed')).toBe(false);
  });

  it('unsaved work on a draft that changed since is reported, never applied on top of the other change', async () => {
    const { store, server, storage, login } = setup();
    await login();
    server.failWith = new ApiError(0, 'network', 'offline');
    await store.getState().edit(setColumns(7));
    server.failWith = null;
    await server.api().edit(store.getState().draft!.id, { version: 1, edits: [setColumns(2)] });
    const fresh = createStudioStore({ api: server.api(), storage, now: () => 0 });
    await fresh.getState().start();
    expect(columnsOf(fresh.getState().draft!.files)).toBe(2);
    expect(fresh.getState().notice?.text).toMatch(/1 unsaved change\(s\) from before could not be applied: the draft changed/);
  });
});

describe('publishing', () => {
  it('publishes the draft with a message, then works on a new draft from the new live revision', async () => {
    const { store, server, login } = setup('pub');
    await login();
    await store.getState().edit(setColumns(8));
    const diff = await store.getState().diffToLive();
    expect(diff.files[0]?.nodes[0]?.at[0]).toEqual({ breakpoint: 'desktop', name: 'columns', from: 6, to: 8 });
    const outcome = await store.getState().publish('casino1: 8 columns');
    expect(outcome).toMatchObject({ kind: 'published', revision: { id: '00000002', message: 'casino1: 8 columns', author: 'pub' } });
    expect(columnsOf(server.live().files)).toBe(8);
    expect(store.getState().draft?.parent).toBe('00000002');
    expect(store.getState().undoStack).toHaveLength(0);
    expect(store.getState().notice?.text).toBe('Published: revision 00000002 is live.');
  });

  it('lint errors come back as problems; nothing is published', async () => {
    const { store, server, login } = setup('pub');
    await login();
    server.lintErrors = 1;
    const outcome = await store.getState().publish('bad');
    expect(outcome).toMatchObject({ kind: 'lint', problems: [{ pointer: '/columns' }] });
    expect(server.revisions).toHaveLength(1);
  });

  it('a stale parent is a merge: files only they changed default to theirs, both-changed files are conflicts; merged, it publishes', async () => {
    const { store, server, login } = setup('pub');
    await login();
    await store.getState().edit(setColumns(8));
    server.publishElsewhere({ ...LIVE_FILES, 'templates/slot2.json': '{"label":"Slot Two"}', 'templates/casino1.json': '{"label":"Casino 1","columns":5}' });
    const outcome = await store.getState().publish('mine');
    if (outcome.kind !== 'stale') throw new Error(`expected a stale parent, got ${outcome.kind}`);
    expect(outcome.live).toBe('00000002');
    const files = await store.getState().mergeFiles(outcome);
    expect(files).toEqual([
      { file: 'templates/casino1.json', theirs: '{"label":"Casino 1","columns":5}', mine: expect.stringContaining('"columns":8'), conflict: true },
      { file: 'templates/slot2.json', theirs: '{"label":"Slot Two"}', mine: '{"label":"Slot 2"}', conflict: false },
    ]);
    expect(server.revisions).toHaveLength(2);
    const merged = await store.getState().merge(outcome.live!, [
      { file: 'templates/casino1.json', take: 'mine', theirs: files[0]!.theirs },
      { file: 'templates/slot2.json', take: 'theirs', theirs: files[1]!.theirs },
    ]);
    expect(merged).toBe(true);
    expect(store.getState().draft?.parent).toBe('00000002');
    expect(await store.getState().publish('mine, merged')).toMatchObject({ kind: 'published' });
    expect(columnsOf(server.live().files)).toBe(8);
    expect(server.live().files['templates/slot2.json']).toBe('{"label":"Slot Two"}');
  });

  it('history lists revisions newest first; a rollback publishes an earlier one again', async () => {
    const { store, server, login } = setup('pub');
    await login();
    await store.getState().edit(setColumns(8));
    await store.getState().publish('eight');
    const history = await store.getState().history();
    expect(history.items.map((r) => r.message)).toEqual(['eight', 'seed']);
    expect(history.live).toBe('00000002');
    const outcome = await store.getState().rollback('00000001', 'back to six');
    expect(outcome).toMatchObject({ kind: 'published' });
    expect(columnsOf(server.live().files)).toBe(6);
    expect(store.getState().notice?.text).toBe('Rolled back to 00000001: revision 00000003 is live.');
  });
});

describe('reveal', () => {
  it('selects the deepest node whose source holds the problem', async () => {
    const { store, login } = setup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().reveal({ ruleId: 'schema', severity: 'error', file: 'templates/casino1.json', line: 1, column: 1, pointer: '/columns/x', message: 'bad' });
    expect(store.getState().selection.node).toBe('page:/children/0');
  });
});

describe('preview', () => {
  it('asks for a link to the open draft on the given site; a viewer without a draft gets none', async () => {
    const { store, server, login } = setup();
    await login();
    const link = await store.getState().previewLink('casino1.example');
    expect(server.previews).toEqual([{ draft: store.getState().draft!.id, site: 'casino1.example' }]);
    expect(link.origin).toBe('http://casino1.example:3000');
    const viewer = setup('vic');
    await viewer.login();
    await expect(viewer.store.getState().previewLink('casino1.example')).rejects.toThrow('there is no draft to preview');
    expect(viewer.server.previews).toEqual([]);
  });

  it('selection from the preview, its route, language and view-as land in the store', async () => {
    const { store, login } = setup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().selectNode('page:/pages/home/content/0');
    expect(store.getState().selection.node).toBe('page:/pages/home/content/0');
    store.getState().setPath('/slots');
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().selection).toMatchObject({ path: '/slots', page: 'slots' });
    store.getState().setLanguage('de');
    store.getState().setAs('player');
    expect(store.getState().selection).toMatchObject({ language: 'de', as: 'player' });
  });
});
