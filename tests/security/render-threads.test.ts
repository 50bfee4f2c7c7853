/**
 * Issue 18 part 3: a render never blocks other responses. Pages render on threads, so while a flood
 * of uncached pages renders (PAGE_CACHE_MS=0: every request renders, 20–50 ms of CPU each), the main
 * thread still answers /healthz and a static file as fast as when nothing renders, give or take 50 ms.
 * Rendering on the main thread, the same probes wait behind the renders queued ahead of them
 * (hundreds of ms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, someAsset, startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ PAGE_CACHE_MS: '0', RENDER_THREADS: '2' });
}, 90_000);
afterAll(() => server?.stop());

/** twice the threads: a render always waits in line behind another */
const RENDERERS = 4;
/** idle and flood windows alternate, so a burst of someone else's work on a shared machine lands in both */
const CYCLES = 4;
const IDLE_MS = 600;
const FLOOD_MS = 1_200;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

/** /healthz and a static file, one request at a time, spaced out, until `until` (bounded) */
async function probe(until: number): Promise<number[]> {
  const asset = someAsset();
  const times: number[] = [];
  while (performance.now() < until) {
    times.push((await call(server.port, times.length % 2 ? asset : '/healthz')).ms);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

const summary = (times: number[]) =>
  `${times.length} probes: p50 ${percentile(times, 50).toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`;

describe('a render never blocks other responses', () => {
  it(
    '/healthz and a static file answer, at the median, within 80 ms of their idle time while uncached pages render',
    // a timing on a shared machine: a burst of someone else's work can land in one window and not the other
    { timeout: 60_000, retry: 2 },
    async () => {
      const paths = ['/', '/slots', '/casino', '/arcade'];
      const idle: number[] = [];
      const during: number[] = [];
      let rendered = 0;
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        // the same probes with nothing rendering: what the machine alone costs right now
        idle.push(...(await probe(performance.now() + IDLE_MS)));
        const until = performance.now() + FLOOD_MS;
        const flood = Array.from({ length: RENDERERS }, async (_, i) => {
          while (performance.now() < until) {
            const page = await call(server.port, paths[(i + cycle) % paths.length]!, { headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
            if (page.status === 200) rendered++;
          }
        });
        const busy = (async () => {
          await new Promise((r) => setTimeout(r, 150));
          return probe(until - 100);
        })();
        const [times] = await Promise.all([busy, ...flood]);
        during.push(...times);
      }
      console.info(`idle: ${summary(idle)}; ${rendered} pages rendered by ${RENDERERS} clients: ${summary(during)}`);
      // The median, not a tail: the suite must not fail on a shared machine's own noise (the p90 and the
      // 50 connections' p99 are benchmark figures, docs/performance.md). A build that renders on the
      // main thread answers these probes in 126–255 ms at the median, so this still tells the two apart.
      expect(percentile(during, 50)).toBeLessThan(percentile(idle, 50) + 80);
      expect(rendered).toBeGreaterThan(20);
      expect(during.length).toBeGreaterThan(20);
    },
  );
});
