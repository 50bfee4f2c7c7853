import type { ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage, RenderedSite, ServerRenderer } from '../../app/entry-server.tsx';
import type { ConfigSet } from '../../config/config-set.ts';
import { createPageResponder, inProcessPages } from './page-responder.ts';
import { DEFAULT_BREAKPOINTS } from '../../config/defaults.ts';
import { pageInputs, type SiteFacts } from './page-inputs.ts';

const set = { revision: 'r1', routes: [], layouts: {}, pages: {}, templates: {} } satisfies ConfigSet;

/** What the responder wrote: enough of a ServerResponse for it. */
function capture() {
  const out = { status: 0, headers: new Map<string, string>(), body: Buffer.alloc(0) };
  const res = {
    statusCode: 200,
    setHeader(name: string, value: unknown) {
      out.headers.set(name.toLowerCase(), String(value));
      return res;
    },
    cork() {},
    write(chunk: Buffer | string) {
      out.body = Buffer.concat([out.body, Buffer.from(chunk)]);
      return true;
    },
    end(chunk?: Buffer | string) {
      out.status = res.statusCode;
      if (chunk) res.write(chunk);
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, out };
}

/** A renderer that answers `page(nonce, request)`, counting its renders. */
function renderer(page: (nonce: string, request: Request) => RenderedPage) {
  const render = vi.fn(async (request: Request, _set: ConfigSet, nonce: string) => page(nonce, request));
  const r: ServerRenderer = { queryKeys: ['q'], cookieNames: [], render };
  return { source: inProcessPages(r), render };
}

/** a fully loaded page of a ready site, as the app reports it */
const sitePage = (html: string, site: RenderedSite): RenderedPage => ({ kind: 'page', html, routerStatus: 200, renderFailed: false, fullyLoaded: true, site });

const html = (nonce: string, fullyLoaded = true): RenderedPage => ({
  kind: 'page',
  html: `<script nonce="${nonce}">1</script>`,
  routerStatus: 200,
  renderFailed: false,
  fullyLoaded,
});

async function ask(respond: ReturnType<typeof createPageResponder>, url: string, headers: Record<string, string> = {}) {
  const { res, out } = capture();
  await respond(new Request(url, { headers }), res);
  return out;
}

describe('page responder', () => {
  it('fills a fresh nonce per response into a kept page, matching the CSP', async () => {
    const { source, render } = renderer((nonce) => html(nonce));
    const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
    const a = await ask(respond, 'http://casino1.localhost/?utm=1');
    const b = await ask(respond, 'http://casino1.localhost/?utm=2', { 'accept-encoding': 'gzip' });
    expect(render).toHaveBeenCalledTimes(1);
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const [na, nb] = [nonceOf(a.headers.get('content-security-policy')), nonceOf(b.headers.get('content-security-policy'))];
    expect(na).toBeTruthy();
    expect(na).not.toBe(nb);
    expect(a.body.toString()).toBe(`<script nonce="${na}">1</script>`);
    expect(Number(a.headers.get('content-length'))).toBe(a.body.length);
    expect(b.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(b.body).toString()).toBe(`<script nonce="${nb}">1</script>`);
    expect(a.headers.get('cache-control')).toBe('no-store');
  });

  it('renders the request without the parameters no page reads', async () => {
    const { source, render } = renderer((nonce) => html(nonce));
    const respond = createPageResponder({ source, configs: { current: () => set } });
    await ask(respond, 'http://casino1.localhost/slots?r=9&q=ace');
    expect(render.mock.calls[0]?.[0].url).toBe('http://casino1.localhost/slots?q=ace');
  });

  it('answers a degraded page 503 with Retry-After and keeps it not', async () => {
    const { source, render } = renderer((nonce) => html(nonce, false));
    const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
    const out = await ask(respond, 'http://casino1.localhost/');
    await ask(respond, 'http://casino1.localhost/');
    expect(out.status).toBe(503);
    expect(out.headers.get('retry-after')).toBe('30');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('passes a redirect on, rendered from the request as sent', async () => {
    const { source, render } = renderer((_nonce, request) => ({ kind: 'response', status: 302, headers: [['location', `/en${new URL(request.url).search}`]] }));
    const respond = createPageResponder({ source, configs: { current: () => set } });
    const out = await ask(respond, 'http://casino1.localhost/?utm=x');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/en?utm=x');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('answers 500 when the page could not render', async () => {
    const { source } = renderer(() => ({ kind: 'error' }));
    const out = await ask(createPageResponder({ source, configs: { current: () => set } }), 'http://casino1.localhost/');
    expect(out.status).toBe(500);
    expect(out.body.toString()).toContain('Something went wrong');
  });

  it('keeps pages under the config revision: a publish applies to the next request', async () => {
    let current: ConfigSet = set;
    const { source, render } = renderer((nonce) => html(nonce));
    const respond = createPageResponder({ source, configs: { current: () => current }, pageCacheMs: 60_000 });
    await ask(respond, 'http://casino1.localhost/');
    current = { ...set, revision: 'r2' };
    await ask(respond, 'http://casino1.localhost/');
    expect(render.mock.calls.map((c) => c[1].revision)).toEqual(['r1', 'r2']);
  });

  describe('keyed by normalised inputs', () => {
    const facts: SiteFacts = {
      locales: { strategy: 'no_prefix', defaultCode: 'EN', available: ['EN', 'CN'], rootRedirect: null },
      breakpoints: DEFAULT_BREAKPOINTS,
    };
    /** a ready site as the app renders it: the page shows its inputs, and reports them with the site's facts */
    const site = (decide: SiteFacts = facts) =>
      renderer((nonce, request): RenderedPage => {
        const inputs = pageInputs(request, decide);
        return sitePage(`<p nonce="${nonce}">${JSON.stringify(inputs)}</p>`, { ...decide, inputs });
      });
    const random = () => Math.random().toString(36).slice(2);
    const floods: Record<string, () => Record<string, string>> = {
      'Accept-Language': () => ({ 'accept-language': `x${random()}` }),
      viewport: () => ({ cookie: `viewport=${random()}` }),
      i18n_redirected: () => ({ cookie: `i18n_redirected=${random()}` }),
    };

    for (const [name, headers] of Object.entries(floods)) {
      it(`random ${name} values are answered from the cache once the site's facts are known`, async () => {
        const { source, render } = site();
        const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
        const first = await ask(respond, 'http://casino1.localhost/slots', headers());
        for (let i = 0; i < 50; i++) {
          const out = await ask(respond, 'http://casino1.localhost/slots', headers());
          expect(out.body.toString()).toContain('"locale":"EN","breakpoint":"desktop"');
        }
        // the first request taught the facts under its raw key, and its page is the normalised key's too
        expect(render).toHaveBeenCalledTimes(1);
        expect(first.body.toString()).toContain('"locale":"EN"');
      });
    }

    it('renders from the normalised inputs alone: no raw header reaches the renderer', async () => {
      const { source, render } = site();
      const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
      await ask(respond, 'http://casino1.localhost/');
      await ask(respond, 'http://casino1.localhost/slots?utm=1&q=ace', { 'accept-language': 'zh-CN', 'user-agent': 'x', cookie: 'ann_off=1; _fbp=1' });
      const request = render.mock.calls[1]?.[0];
      expect(request?.url).toBe('http://casino1.localhost/slots?q=ace');
      expect([...(request?.headers ?? [])]).toEqual([['cookie', 'i18n_redirected=cn; viewport=desktop; ann_off=1']]);
    });

    it('inputs that resolve differently render their own pages', async () => {
      const { source, render } = site();
      const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
      await ask(respond, 'http://casino1.localhost/');
      const zh = await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'zh-CN' });
      const cn = await ask(respond, 'http://casino1.localhost/', { cookie: 'i18n_redirected=cn' });
      const tablet = await ask(respond, 'http://casino1.localhost/', { cookie: 'viewport=tablet' });
      expect(zh.body.toString()).toContain('"locale":"CN"');
      const page = (out: typeof cn) => out.body.toString().replace(/nonce="[^"]+"/g, '');
      expect(page(cn)).toBe(page(zh));
      expect(tablet.body.toString()).toContain('"breakpoint":"tablet"');
      expect(render).toHaveBeenCalledTimes(3);
    });

    it('a host whose facts are not known (a site not ready) keeps the raw key', async () => {
      const { source, render } = renderer((nonce) => html(nonce));
      const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
      for (let i = 0; i < 5; i++) await ask(respond, 'http://casino1.localhost/', floods['Accept-Language']?.());
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'en' });
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'en' });
      expect(render).toHaveBeenCalledTimes(6);
    });

    it('facts are per revision: a publish keys by raw inputs until its first render', async () => {
      let current: ConfigSet = set;
      const { source, render } = site();
      const respond = createPageResponder({ source, configs: { current: () => current }, pageCacheMs: 60_000 });
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'x1' });
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'x2' });
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'x3' });
      expect(render).toHaveBeenCalledTimes(1);
      current = { ...set, revision: 'r2' };
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'x4' });
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'x5' });
      await ask(respond, 'http://casino1.localhost/', { 'accept-language': 'x6' });
      expect(render).toHaveBeenCalledTimes(2);
    });

    it('a page rendered with other inputs than its key is answered, not kept (render threads disagreeing on a site for a while)', async () => {
      // each render thread keeps its own startup data for a few seconds: after the site drops CN, one
      // thread still offers it and the other does not, so the facts the responder learns flip
      const dropped: SiteFacts = { ...facts, locales: { ...facts.locales, available: ['EN'] } };
      let renders = 0;
      const { source, render } = renderer((nonce, request): RenderedPage => {
        const decide = renders++ % 2 === 0 ? facts : dropped;
        const inputs = pageInputs(request, decide);
        return sitePage(`<p nonce="${nonce}">${inputs.locale}</p>`, { ...decide, inputs });
      });
      const respond = createPageResponder({ source, configs: { current: () => set }, pageCacheMs: 60_000 });
      // another page teaches the host's facts (CN offered)
      await ask(respond, 'http://casino1.localhost/slots', { cookie: 'i18n_redirected=cn' });
      const answers: string[] = [];
      for (let i = 0; i < 4; i++) answers.push((await ask(respond, 'http://casino1.localhost/', { cookie: 'i18n_redirected=cn' })).body.toString());
      // 1: key CN, rendered EN (not kept); 2: key EN, kept; 3: key CN again: rendered, not the EN page of 2; 4: key EN, the kept page
      expect(answers.map((a) => /<p[^>]*>(\w+)</.exec(a)?.[1])).toEqual(['EN', 'EN', 'EN', 'EN']);
      expect(render).toHaveBeenCalledTimes(4);
    });
  });
});
