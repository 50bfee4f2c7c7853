import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { studioSetup } from '../test-support.ts';

describe('selection slice', () => {
  it("choosing a template drops the node, a breakpoint it lacks and a language its site lacks, and goes to the page's route", async () => {
    const { store, login } = studioSetup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().selectNode('page:/children/0');
    store.getState().setBreakpoint('desktop');
    store.getState().setLanguage('fr');
    await store.getState().selectTemplate('casino1', 'slots');
    expect(store.getState().selection).toMatchObject({ template: 'casino1', page: 'slots', node: null, breakpoint: 'desktop', language: 'en', path: '/slots' });
    store.getState().setLanguage('de');
    // slot2 has no desktop breakpoint, and its site names no languages (so the language stays)
    await store.getState().selectTemplate('slot2', 'home');
    expect(store.getState().selection).toMatchObject({ template: 'slot2', page: 'home', breakpoint: null, language: 'de', path: '/' });
  });

  it('a page without a template selects nothing; a template without a page has no view', async () => {
    const { store, server, login } = studioSetup();
    await login();
    await store.getState().selectPage('home');
    expect(store.getState().selection.page).toBeNull();
    await store.getState().selectTemplate('casino1');
    expect(store.getState().view).toBeNull();
    expect(server.calls.some((c) => c.endsWith('/view'))).toBe(false);
    await store.getState().selectPage('slots');
    expect(store.getState().view?.page).toBe('slots');
  });

  it("a page's view that answers after another page was chosen is dropped", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store, login } = studioSetup('ed', (api) => ({
      ...api,
      view: async (id, template, page) => {
        if (page === 'home') await held;
        return api.view(id, template, page);
      },
    }));
    await login();
    const slow = store.getState().selectTemplate('casino1', 'home');
    await store.getState().selectTemplate('casino1', 'slots');
    release();
    await slow;
    expect(store.getState().view?.page).toBe('slots');
  });

  it('a view the server cannot build is cleared and said', async () => {
    const { store, server, login } = studioSetup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    server.failWith = new ApiError(503, 'storeUnavailable', 'down');
    await store.getState().selectPage('slots');
    expect(store.getState().view).toBeNull();
    expect(store.getState().notice?.text).toBe('Could not open casino1 slots: down');
  });

  it('a route of no page of the template moves the path only', async () => {
    const { store, login } = studioSetup();
    await login();
    await store.getState().selectTemplate('casino1', 'home');
    store.getState().setPath('/nowhere');
    expect(store.getState().selection).toMatchObject({ path: '/nowhere', page: 'home' });
    store.getState().setBreakpoint(null);
    store.getState().setAs('player');
    expect(store.getState().selection).toMatchObject({ breakpoint: null, as: 'player' });
  });
});
