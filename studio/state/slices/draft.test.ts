import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { columnsOf, setColumns, studioSetup } from '../test-support.ts';

describe('draft slice', () => {
  it("opens the operator's newest draft, not another operator's nor an older one", async () => {
    const { store, server, login } = studioSetup();
    const api = server.api();
    server.signedIn = 'pub';
    await api.createDraft('theirs');
    server.signedIn = 'ed';
    const older = await api.createDraft('older');
    const newer = await api.createDraft('newer');
    await api.edit(newer.id, { version: 1, edits: [setColumns(4)] });
    await login();
    expect(store.getState().draft).toMatchObject({ id: newer.id, owner: 'ed', version: 2 });
    expect(store.getState().draft?.id).not.toBe(older.id);
    expect(server.drafts.size).toBe(3);
  });

  it('goes saving → saved around a write, and a retry with nothing unsaved asks the server nothing', async () => {
    const { store, server, login } = studioSetup();
    await login();
    const states: string[] = [];
    const stop = store.subscribe((s, before) => s.saveState !== before.saveState && states.push(s.saveState));
    await store.getState().edit(setColumns(2));
    stop();
    expect(states).toEqual(['saving', 'saved']);
    const calls = server.calls.length;
    await store.getState().retryUnsaved();
    expect(server.calls.length).toBe(calls);
    expect(store.getState().notice).toBeNull();
  });

  it('unsaved edits go to the server before the next one, in the order they were made', async () => {
    const { store, server, storage, login } = studioSetup();
    await login();
    server.failWith = new ApiError(0, 'network', 'offline');
    await store.getState().edit(setColumns(3));
    expect(store.getState().unsaved).toEqual([setColumns(3)]);
    expect(store.getState().notice?.text).toMatch(/no connection: offline/);
    server.failWith = null;
    expect(await store.getState().edit(setColumns(9))).toBe(true);
    const state = store.getState();
    expect(columnsOf(state.draft!.files)).toBe(9);
    // both edits in one write on version 1
    expect(state.draft?.version).toBe(2);
    expect(state.unsaved).toEqual([]);
    expect(state.saveState).toBe('saved');
    expect(storage.data.size).toBe(0);
  });

  it('files written on a draft changed elsewhere reload it and say so; nothing is expected after', async () => {
    const { store, server, login } = studioSetup();
    await login();
    await server.api().edit(store.getState().draft!.id, { version: 1, edits: [setColumns(11)] });
    expect(await store.getState().applyFiles('fix', { 'templates/slot2.json': '{}' })).toBe(false);
    const state = store.getState();
    expect(state.notice?.text).toMatch(/changed elsewhere.*now version 2/);
    expect(columnsOf(state.draft!.files)).toBe(11);
    expect(state).toMatchObject({ saveState: 'saved', expecting: null, undoStack: [] });
  });

  it('files the server fails to write are said, and the draft stays as it was', async () => {
    const { store, server, login } = studioSetup();
    await login();
    const draft = store.getState().draft;
    server.failWith = new ApiError(503, 'storeUnavailable', 'the config store is down');
    expect(await store.getState().applyFiles('fix', { 'templates/slot2.json': '{}' })).toBe(false);
    expect(store.getState().draft).toBe(draft);
    expect(store.getState().notice?.text).toBe('Could not save the draft: the config store is down');
    expect(store.getState().saveState).toBe('saved');
  });
});
