import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { studioSetup } from '../test-support.ts';

describe('session slice', () => {
  it('starts straight into the studio when the server still knows the operator', async () => {
    const { store, server } = studioSetup();
    server.signedIn = 'ed';
    expect(store.getState().phase).toBe('starting');
    await store.getState().start();
    expect(store.getState()).toMatchObject({ phase: 'ready', session: { account: 'ed' } });
    expect(store.getState().draft).not.toBeNull();
  });

  it('a server that does not answer at start is said; a 401 is only the login', async () => {
    const { store, server } = studioSetup();
    server.failWith = new ApiError(0, 'network', 'offline');
    await store.getState().start();
    expect(store.getState().phase).toBe('signedOut');
    expect(store.getState().notice?.text).toBe('The operator server did not answer: offline');
  });

  it('too many failed logins and other failures answer their own words', async () => {
    const { store, server, login } = studioSetup();
    server.failWith = new ApiError(429, 'tooManyAttempts', 'slow down');
    expect(await login()).toBe('Too many failed logins: wait a few minutes and try again.');
    server.failWith = new ApiError(503, 'storeUnavailable', 'down');
    expect(await login()).toBe('Could not log in: down');
    expect(store.getState().session).toBeNull();
  });

  it('logging out forgets the draft, its view, lint, catalog and undo steps', async () => {
    const { store, server, login } = studioSetup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    await store.getState().applyFiles('fix', { 'templates/slot2.json': '{}' });
    await store.getState().logout();
    expect(server.signedIn).toBeNull();
    expect(store.getState()).toMatchObject({
      phase: 'signedOut',
      session: null,
      draft: null,
      view: null,
      lint: null,
      catalog: null,
      undoStack: [],
      redoStack: [],
    });
    expect(store.getState().notice?.text).not.toMatch(/Could not/);
  });

  it('a logout the server no longer knows of is quiet; any other failure is said, and the studio signs out anyway', async () => {
    const { store, server, login } = studioSetup();
    await login();
    server.signedIn = null;
    await store.getState().logout();
    expect(store.getState()).toMatchObject({ phase: 'signedOut', notice: null });
    await login();
    server.failWith = new ApiError(503, 'storeUnavailable', 'down');
    await store.getState().logout();
    expect(store.getState().phase).toBe('signedOut');
    expect(store.getState().notice?.text).toBe('Could not log out: down');
  });

  it('permissions are judged on the selected template unless one is named', async () => {
    const { store, login } = studioSetup('scoped');
    expect(store.getState().permissions()).toEqual({ edit: false, publish: false });
    await login();
    await store.getState().selectTemplate('slot2', 'home');
    expect(store.getState().permissions()).toEqual({ edit: false, publish: false });
    await store.getState().selectTemplate('casino1', 'home');
    expect(store.getState().permissions()).toEqual({ edit: true, publish: true });
    expect(store.getState().permissions(null)).toEqual({ edit: true, publish: true });
  });

  it('a studio that cannot be opened says so and is ready to retry rather than loading forever', async () => {
    const { store, login } = studioSetup('ed', (api) => ({
      ...api,
      catalog: () => Promise.reject(new ApiError(503, 'storeUnavailable', 'down')),
    }));
    expect(await login()).toBeNull();
    expect(store.getState().phase).toBe('ready');
    expect(store.getState().notice?.text).toBe('Could not open the studio: down');
  });
});
