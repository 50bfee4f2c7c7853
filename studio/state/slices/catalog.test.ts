import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { studioSetup } from '../test-support.ts';

describe('catalog slice', () => {
  it('is read for the draft when the studio opens', async () => {
    const { store, server, login } = studioSetup();
    expect(store.getState().catalog).toBeNull();
    await login();
    expect(store.getState().catalog?.templates.map((t) => t.key)).toEqual(['casino1', 'slot2']);
    expect(server.calls).toContain('GET /api/studio/catalog');
  });

  it('is read again after files are written (they may add or drop templates, pages or breakpoints)', async () => {
    const { store, server, login } = studioSetup();
    await login();
    const reads = () => server.calls.filter((c) => c === 'GET /api/studio/catalog').length;
    const before = reads();
    await store.getState().applyFiles('add casino9', { 'templates/casino9.json': '{}' });
    expect(reads()).toBe(before + 1);
    // an edit that touches no template's shape leaves the catalog alone
    await store.getState().edit({ op: 'setProp', template: 'casino1', page: 'home', node: 'page:/children/0', prop: 'columns', value: 2 });
    expect(reads()).toBe(before + 1);
  });

  it('a catalog that cannot be read again keeps the last one and says why', async () => {
    let down = false;
    const { store, login } = studioSetup('ed', (api) => ({
      ...api,
      catalog: (draft) => (down ? Promise.reject(new ApiError(503, 'storeUnavailable', 'down')) : api.catalog(draft)),
    }));
    await login();
    const catalog = store.getState().catalog;
    down = true;
    const said: string[] = [];
    const stop = store.subscribe((s, before) => s.notice !== before.notice && s.notice && said.push(s.notice.text));
    expect(await store.getState().applyFiles('add casino9', { 'templates/casino9.json': '{}' })).toBe(true);
    stop();
    expect(store.getState().catalog).toBe(catalog);
    expect(said).toEqual(['Could not read the catalog: down', 'Applied: add casino9']);
  });
});
