import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { columnsOf, setColumns, studioSetup } from '../test-support.ts';

describe('publish slice', () => {
  it('a viewer has no draft to publish, compare or merge', async () => {
    const { store, server, login } = studioSetup('vic');
    await login();
    expect(await store.getState().publish('x')).toEqual({ kind: 'refused', message: 'There is no draft to publish.' });
    await expect(store.getState().diffToLive()).rejects.toThrow('there is no draft to compare');
    expect(
      await store
        .getState()
        .mergeFiles({ parent: '00000001', live: '00000001', diff: { changes: [], files: [], summary: { added: 0, removed: 0, modified: 0, unchanged: 0 } } }),
    ).toEqual([]);
    expect(await store.getState().merge('00000001', [])).toBe(false);
    expect(server.calls.some((c) => c.includes('publish') || c.includes('diff'))).toBe(false);
  });

  it('is busy while publishing, and not after', async () => {
    const { store, login } = studioSetup('pub');
    await login();
    const busy: boolean[] = [];
    const stop = store.subscribe((s, before) => s.busy !== before.busy && busy.push(s.busy));
    await store.getState().publish('nothing changed');
    stop();
    expect(busy).toEqual([true, false]);
  });

  it('a publish the role does not allow is refused with the reason, said too', async () => {
    const { store, server, login } = studioSetup('ed');
    await login();
    expect(await store.getState().publish('mine')).toEqual({ kind: 'refused', message: 'publisher needed' });
    expect(store.getState().notice?.text).toBe('Could not publish: publisher needed');
    expect(server.revisions).toHaveLength(1);
    expect(store.getState().busy).toBe(false);
  });

  it('a rollback the server fails is refused and said in its own words', async () => {
    const { store, server, login } = studioSetup('pub');
    await login();
    server.failWith = new ApiError(503, 'storeUnavailable', 'down');
    expect(await store.getState().rollback('00000001', 'back')).toEqual({ kind: 'refused', message: 'down' });
    expect(store.getState().notice?.text).toBe('Could not roll back to 00000001: down');
  });

  it('a draft changed since the dialog opened is reloaded and the publish refused', async () => {
    const { store, server, login } = studioSetup('pub');
    await login();
    await server.api().edit(store.getState().draft!.id, { version: 1, edits: [setColumns(10)] });
    const outcome = await store.getState().publish('stale');
    expect(outcome).toEqual({ kind: 'refused', message: 'The draft changed since you opened this dialog: it was reloaded; review the diff again.' });
    expect(columnsOf(store.getState().draft!.files)).toBe(10);
    expect(server.revisions).toHaveLength(1);
  });

  it('a publish starts a new draft and forgets the undo steps of the old one', async () => {
    const { store, server, login } = studioSetup('pub');
    await login();
    await store.getState().edit(setColumns(7));
    const old = store.getState().draft!.id;
    await store.getState().publish('seven');
    expect(store.getState().draft?.id).not.toBe(old);
    expect(server.drafts.has(old)).toBe(false);
    expect(store.getState()).toMatchObject({ undoStack: [], redoStack: [] });
    expect(columnsOf(store.getState().draft!.files)).toBe(7);
  });
});
