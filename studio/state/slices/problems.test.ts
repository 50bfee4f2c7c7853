import { describe, expect, it } from 'vitest';
import type { StudioProblem } from '../../../engine/studio/contract.ts';
import { ApiError } from '../../api/errors.ts';
import { setColumns, studioSetup } from '../test-support.ts';

const problem = (over: Partial<StudioProblem>): StudioProblem => ({
  ruleId: 'schema',
  severity: 'error',
  file: 'templates/casino1.json',
  line: 3,
  column: 1,
  pointer: '/columns',
  message: 'columns must be at most 12',
  ...over,
});

describe('problems slice', () => {
  it("holds the draft's lint from the studio's opening, and each edit's lint after", async () => {
    const { store, server, login } = studioSetup();
    server.lintErrors = 2;
    await login();
    expect(store.getState().lint?.errors).toBe(2);
    server.lintErrors = 0;
    await store.getState().edit(setColumns(4));
    expect(store.getState().lint?.errors).toBe(0);
  });

  it('a problem with no node in view (another file, or no page open) is said with its place instead', async () => {
    const { store, login } = studioSetup();
    await login();
    store.getState().reveal(problem({}));
    expect(store.getState().notice?.text).toBe('templates/casino1.json:3: columns must be at most 12');
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().reveal(problem({ file: 'templates/slot2.json', line: 7, message: 'no label' }));
    expect(store.getState().selection.node).toBeNull();
    expect(store.getState().notice?.text).toBe('templates/slot2.json:7: no label');
  });

  it("a pointer only sharing a prefix with a node's is not inside it", async () => {
    const { store, login } = studioSetup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().reveal(problem({ pointer: '/columnsWide' }));
    // the roots (pointer '') hold every pointer of their file, the layout's first; /columns does not hold /columnsWide
    expect(store.getState().selection.node).toBe('layout:');
  });

  it('a lint the server cannot run is said', async () => {
    const { store, login } = studioSetup('ed', (api) => ({ ...api, lint: () => Promise.reject(new ApiError(503, 'storeUnavailable', 'down')) }));
    await login();
    expect(store.getState().lint).toBeNull();
    expect(store.getState().notice?.text).toBe('Could not lint the draft: down');
  });
});
