import { describe, expect, it } from 'vitest';
import type { StudioApi } from '../../api/client.ts';
import { studioSetup } from '../test-support.ts';

/** The fake's API, with what searchMessages and assets were asked. */
function recording() {
  const asked: unknown[][] = [];
  const wrap = (api: StudioApi): StudioApi => ({
    ...api,
    searchMessages: async (...args) => {
      asked.push(['searchMessages', ...args]);
      return [{ key: 'home.title', texts: { en: 'Welcome' } }];
    },
    assets: async () => {
      asked.push(['assets']);
      return ['/images/hero.webp'];
    },
  });
  return { asked, wrap };
}

describe('lookups slice', () => {
  it("searches messages in the open draft and selected template, and lists the site's images", async () => {
    const { asked, wrap } = recording();
    const { store, login } = studioSetup('ed', wrap);
    await login();
    expect(await store.getState().searchMessages('wel')).toEqual([{ key: 'home.title', texts: { en: 'Welcome' } }]);
    await store.getState().selectTemplate('casino1', 'home');
    await store.getState().searchMessages('wel');
    expect(await store.getState().assets()).toEqual(['/images/hero.webp']);
    const draft = store.getState().draft!.id;
    expect(asked).toEqual([['searchMessages', 'wel', draft, undefined], ['searchMessages', 'wel', draft, 'casino1'], ['assets']]);
  });

  it("vitals are the selected template's, or every template's when none is selected", async () => {
    const { store, server, login } = studioSetup();
    await login();
    await store.getState().vitals();
    await store.getState().selectTemplate('slot2', 'home');
    await store.getState().vitals();
    expect(server.calls.filter((c) => c.startsWith('GET /api/vitals'))).toEqual(['GET /api/vitals', 'GET /api/vitals?template=slot2']);
  });

  it("lists the demo's sites with the live templates they may wear, and points one at a template", async () => {
    const { store, server, login } = studioSetup('ada');
    await login();
    const { sites, live } = await store.getState().demoSites();
    expect(sites?.map((s) => s.domain)).toEqual(['casino3.localhost']);
    expect(live.map((t) => t.key)).toEqual(['casino1', 'slot2']);
    const pointed = await store.getState().pointDemoSite('casino3.localhost', 'casino1', 'color1-1');
    expect(pointed).toMatchObject({ theme_code: 'casino1', before: { theme_code: 'casino3' } });
    expect(server.demo?.[0]?.theme_code).toBe('casino1');
  });
});
