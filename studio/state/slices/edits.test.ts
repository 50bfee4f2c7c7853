import { describe, expect, it } from 'vitest';
import { MAX_STEPS } from '../history.ts';
import { columnsOf, LIVE_FILES, setColumns, studioSetup } from '../test-support.ts';
import { describeEdit } from './edits.ts';

const at = { template: 'casino1', page: 'home', node: 'page:/children/0' };

describe('edits slice', () => {
  it('names each undo step by what the edit did', () => {
    expect(describeEdit({ ...at, op: 'setProp', prop: 'columns', value: 3, breakpoint: 'desktop' })).toBe('set columns at desktop');
    expect(describeEdit({ ...at, op: 'resetProp', prop: 'gap' })).toBe('reset gap');
    expect(describeEdit({ ...at, op: 'setWhen', when: null })).toBe('remove when');
    expect(describeEdit({ template: 'casino1', page: 'home', op: 'insert', widget: 'Banner', target: 'page:', position: 'lastIn' })).toBe('insert Banner');
    expect(describeEdit({ op: 'setTemplate', template: 'casino1', pointer: '/label', value: 'x' })).toBe('set /label');
    expect(describeEdit({ op: 'cloneTemplate', from: 'casino1', key: 'casino9' })).toBe('clone casino1 as casino9');
    expect(describeEdit({ ...at, op: 'giveId', id: 'hero' })).toBe('give the id hero');
    expect(describeEdit({ ...at, op: 'duplicate' })).toBe('duplicate');
  });

  it('edits sent together are one step, undone at once', async () => {
    const { store, login } = studioSetup();
    await login();
    expect(await store.getState().edit([setColumns(2), setColumns(5)])).toBe(true);
    expect(store.getState().undoStack.map((s) => s.label)).toEqual(['2 changes']);
    await store.getState().undo();
    expect(store.getState().draft?.files).toEqual(LIVE_FILES);
    expect(store.getState().notice?.text).toBe('Undone: 2 changes');
    expect(store.getState().redoStack.map((s) => s.label)).toEqual(['2 changes']);
  });

  it('a quick fix that changes nothing is done without a write or a step', async () => {
    const { store, server, login } = studioSetup();
    await login();
    const calls = server.calls.length;
    expect(await store.getState().applyFiles('nothing', { 'templates/casino1.json': LIVE_FILES['templates/casino1.json']! })).toBe(true);
    expect(server.calls.length).toBe(calls);
    expect(store.getState().undoStack).toEqual([]);
  });

  it('a viewer cannot apply files, and undo or redo with nothing to do writes nothing', async () => {
    const viewer = studioSetup('vic');
    await viewer.login();
    expect(await viewer.store.getState().applyFiles('fix', { 'templates/slot2.json': '{}' })).toBe(false);
    const { store, server, login } = studioSetup();
    await login();
    const calls = server.calls.length;
    await store.getState().undo();
    await store.getState().redo();
    expect(server.calls.length).toBe(calls);
    expect(store.getState().notice).toBeNull();
  });

  it(`keeps the last ${MAX_STEPS} steps: the oldest fall off`, async () => {
    const { store, login } = studioSetup();
    await login();
    for (let i = 1; i <= MAX_STEPS + 2; i++) await store.getState().applyFiles(`step ${i}`, { 'templates/slot2.json': `{"n":${i}}` });
    const labels = store.getState().undoStack.map((s) => s.label);
    expect(labels).toHaveLength(MAX_STEPS);
    expect(labels[0]).toBe('step 3');
    expect(labels.at(-1)).toBe(`step ${MAX_STEPS + 2}`);
  });

  it('undo and redo wait while a publish is in flight', async () => {
    const { store, login } = studioSetup('pub');
    await login();
    await store.getState().edit(setColumns(4));
    store.setState({ busy: true });
    await store.getState().undo();
    expect(columnsOf(store.getState().draft!.files)).toBe(4);
    expect(store.getState().undoStack).toHaveLength(1);
  });
});
