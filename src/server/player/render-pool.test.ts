import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConfigSet } from '../../config/config-set.ts';
import { fillNonceGzip } from './nonce-template.ts';
import { gunzipSync } from 'node:zlib';
import { createRenderPool, renderThreadCount, type RenderPool } from './render-pool.ts';

const set = (revision: string): ConfigSet => ({ revision, routes: [], layouts: {}, pages: {}, templates: {} });
const get = (path: string) => new Request(`http://casino1.localhost${path}`);
const html = (page: Awaited<ReturnType<RenderPool['render']>>) => (page.kind === 'page' ? gunzipSync(fillNonceGzip(page.page, 'N')).toString() : page.kind);

describe('render threads', () => {
  const transport = vi.fn(async (_path: string, init: RequestInit) => new Response(`pong to ${await new Response(init.body).text()}`, { status: 201 }));
  const log = vi.fn();
  let pool: RenderPool;

  beforeAll(async () => {
    pool = await createRenderPool({
      size: 2,
      worker: new URL('./fixtures/ts-render-worker.mjs', import.meta.url),
      workerData: {
        entry: pathToFileURL(new URL('./fixtures/render-entry.ts', import.meta.url).pathname).href,
        renderer: { dev: false, css: [], bootstrapModules: [] },
      },
      transport,
      log,
      renderTimeoutMs: 2_000,
    });
  }, 30_000);
  afterAll(() => pool?.close());

  it('renders with the config set it is given, a new revision as soon as it is served', async () => {
    expect([...pool.queryKeys]).toEqual(['q']);
    expect(html(await pool.render(get('/'), set('r1')))).toBe('<p>r1</p><script nonce="N"></script>');
    expect(html(await pool.render(get('/'), set('r1')))).toBe('<p>r1</p><script nonce="N"></script>');
    expect(html(await pool.render(get('/'), set('r2')))).toBe('<p>r2</p><script nonce="N"></script>');
  });

  it("a loader's backend call goes through the main thread's transport", async () => {
    expect(html(await pool.render(get('/backend'), set('r1')))).toBe('201 pong to ping');
    expect(transport).toHaveBeenCalledWith('/api/echo', expect.objectContaining({ method: 'POST' }));
  });

  it('a render never holds the main thread: its event loop stays free while a thread spins', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await Promise.all([pool.render(get('/spin'), set('r1')), pool.render(get('/spin'), set('r1'))]);
    delay.disable();
    // each spin holds its thread for 400 ms; the main thread's longest wait is a fraction of that (OS noise on a shared machine)
    expect(delay.max / 1e6).toBeLessThan(200);
  });

  it('a thread that crashes answers its request as an error page and is replaced', async () => {
    expect(await pool.render(get('/crash'), set('r1'))).toEqual({ kind: 'error' });
    await vi.waitFor(() => expect(pool.ready()).toBe(2), { timeout: 15_000, interval: 50 });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/exited .*starting a new one/), expect.objectContaining({ event: 'renderThread.exited', code: 1 }));
    const pages = await Promise.all([1, 2, 3].map(() => pool.render(get('/'), set('r3'))));
    expect(pages.map(html)).toEqual(Array(3).fill('<p>r3</p><script nonce="N"></script>'));
  }, 30_000);

  it('a render that never finishes stops its thread: answered as an error page, the thread replaced', async () => {
    const started = performance.now();
    expect(await pool.render(get('/hang'), set('r1'))).toEqual({ kind: 'error' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/\/hang still rendering after 2000 ms/),
      expect.objectContaining({ event: 'render.timedOut', level: 'error', timeoutMs: 2000 }),
    );
    await vi.waitFor(() => expect(pool.ready()).toBe(2), { timeout: 15_000, interval: 50 });
    expect(html(await pool.render(get('/'), set('r1')))).toBe('<p>r1</p><script nonce="N"></script>');
  }, 30_000);
});

describe('render thread count', () => {
  it('RENDER_THREADS, else the cores shared out between the processes', () => {
    expect(renderThreadCount({ RENDER_THREADS: '3' }, 1, 8)).toBe(3);
    expect(renderThreadCount({}, 1, 2)).toBe(2);
    expect(renderThreadCount({}, 4, 8)).toBe(2);
    expect(renderThreadCount({}, 4, 2)).toBe(1);
    expect(() => renderThreadCount({ RENDER_THREADS: '0' }, 1, 2)).toThrow(/RENDER_THREADS/);
    expect(() => renderThreadCount({ RENDER_THREADS: 'two' }, 1, 2)).toThrow(/RENDER_THREADS/);
  });
});
