import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createApi } from '../api/client.ts';
import { createRegistry } from '../render/registry.ts';
import type { SiteState } from '../config/site-state.ts';
import type { AppDeps } from './deps.ts';
import { layoutLoader, pageLoader, rootLoader } from './loaders.ts';

const invalid: SiteState = { kind: 'invalid', problem: 'startupFailed', message: 'siteNotFound' };

function deps() {
  const spies = {
    resolveSite: vi.fn(async () => invalid),
    negotiatedLanguage: vi.fn(() => undefined),
    breakpointFor: vi.fn(() => 'desktop'),
  };
  const app: AppDeps = {
    api: createApi(async () => new Response('{}')),
    registry: createRegistry([]),
    config: {
      revision: 'r1',
      routes: [],
      layout: async () => undefined,
      page: async () => undefined,
      template: async () => undefined,
    },
    ...spies,
    cookies: () => null,
    assets: () => ({ css: [] }),
    dev: false,
  };
  return { app, spies };
}

const args = (request: Request): LoaderFunctionArgs => ({ request, url: new URL(request.url), pattern: '/:lang?/slots', params: {}, context: {} });

describe('the loaders of one request', () => {
  it('decide its site, language and breakpoint once between them; another request decides again', async () => {
    const { app, spies } = deps();
    const request = new Request('http://casino1.localhost/slots');
    const [root, layout, page] = await Promise.all([rootLoader(app)(args(request)), layoutLoader(app)(args(request)), pageLoader(app, 'slots')(args(request))]);
    expect(root).toMatchObject({ domain: 'casino1.localhost', locale: 'EN', breakpoint: 'desktop', state: invalid });
    expect([layout, page]).toEqual([null, null]);
    expect(spies.resolveSite).toHaveBeenCalledTimes(1);
    expect(spies.negotiatedLanguage).toHaveBeenCalledTimes(1);
    expect(spies.breakpointFor).toHaveBeenCalledTimes(1);
    await rootLoader(app)(args(new Request('http://casino1.localhost/slots')));
    expect(spies.resolveSite).toHaveBeenCalledTimes(2);
  });
});

describe('a page loader', () => {
  const ready = {
    kind: 'ready',
    startup: { site: { external_id: 'ext-casino1' } },
    template: { key: 'casino1', breakpoints: [{ name: 'desktop', width: 0 }] },
  } as unknown as SiteState;
  const record = { meta_title: 'VIP club' };

  function held() {
    let answer = (_: unknown) => {};
    const seo = new Promise<Response>((resolve) => (answer = (body) => resolve(new Response(JSON.stringify(body)))));
    const { app } = deps();
    app.resolveSite = async () => ready;
    app.config = { ...app.config, page: async () => ({ version: 1, root: { widget: 'Missing' } }) };
    app.api = createApi(async (input) => (String(input).includes('seo') ? seo : new Response('{}')));
    return { app, answer };
  }

  it('in a client navigation returns the page without waiting for its SEO record, which follows', async () => {
    const { app, answer } = held();
    const loaded = await pageLoader({ ...app, seoAfterPage: true }, 'vip')(args(new Request('http://casino1.localhost/vip')));
    expect(loaded).toMatchObject({ page: 'vip', tree: { root: { widget: 'Missing' } } });
    expect(loaded?.seo).toBeInstanceOf(Promise);
    answer({ statusCode: 1, value: record });
    await expect(loaded?.seo).resolves.toEqual(record);
  });

  it('on the server waits for the record: the page it renders carries its head', async () => {
    const { app, answer } = held();
    let done = false;
    const loading = pageLoader(
      app,
      'vip',
    )(args(new Request('http://casino1.localhost/vip'))).then((loaded) => {
      done = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    answer({ statusCode: 1, value: record });
    await expect(loading).resolves.toMatchObject({ seo: record });
  });
});
