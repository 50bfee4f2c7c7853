import type { ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage, ServerRenderer } from '../app/entry-server.tsx';
import type { ConfigSet } from '../config/config-set.ts';
import { createPageResponder, inProcessPages } from './page-responder.ts';

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
  const r: ServerRenderer = { queryKeys: ['q'], render };
  return { source: inProcessPages(r), render };
}

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
});
