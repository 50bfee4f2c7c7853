/**
 * Room to scale out, against the real server: WEB_CONCURRENCY workers behind one port (a dead
 * worker is replaced) and the Cache-Control a CDN may use (opted in with CDN_S_MAXAGE).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './server.ts';
import { logEvents, nextEvent } from './log-records.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ WEB_CONCURRENCY: '2', WORKER_PID_HEADER: '1', CDN_S_MAXAGE: '30', CDN_STALE_WHILE_REVALIDATE: '120' });
}, 120_000);
afterAll(() => server?.stop());

/** The worker pids that answered `n` fresh connections. */
async function workerPids(n: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < n; i++) pids.add(Number((await call(server.port, '/healthz')).headers['x-worker-pid']));
  return pids;
}

describe('workers', () => {
  it('serves one port from two worker processes, none of them the primary', async () => {
    const pids = await workerPids(12);
    expect(pids.size).toBe(2);
    expect(pids.has(server.pid)).toBe(false);
    expect(logEvents(server.output(), 'server.ready')).toEqual([expect.objectContaining({ backend: '2 workers, embedded demo backend, in the primary' })]);
  });

  it('pages rendered by every worker reach the one demo backend', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(server.port, '/', { headers: { 'accept-language': 'en' } })));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((a) => a.headers['x-worker-pid'])).size).toBe(2);
  });

  it('forwards SIGHUP from the primary to every worker, and the workers live on', async () => {
    const pids = [...(await workerPids(12))];
    // the primary is the workers' parent (field 4 of /proc/<pid>/stat)
    const primary = Number(readFileSync(`/proc/${pids[0]}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    process.kill(primary, 'SIGHUP');
    const said = (pid: number) => logEvents(server.output(), 'config.reread').some((record) => record['pid'] === pid);
    for (let i = 0; i < 50 && !pids.every(said); i++) await new Promise((r) => setTimeout(r, 100));
    for (const pid of pids) expect(said(pid)).toBe(true);
    expect(await workerPids(12)).toEqual(new Set(pids));
  });

  it('replaces a worker that dies', async () => {
    const [victim] = [...(await workerPids(6))];
    process.kill(victim!, 'SIGKILL');
    let pids = new Set<number>();
    for (let i = 0; i < 50 && !(pids.size === 2 && !pids.has(victim!)); i++) {
      await new Promise((r) => setTimeout(r, 200));
      pids = await workerPids(8).catch(() => new Set<number>());
    }
    expect(pids.size).toBe(2);
    expect(pids.has(victim!)).toBe(false);
    expect(await nextEvent(server.output, 'worker.died', (record) => record['workerPid'] === victim)).toMatchObject({ signal: 'SIGKILL', restarting: true });
  }, 30_000);
});

describe('Cache-Control a CDN can use', () => {
  it('lets a CDN keep a fully loaded page, varying on every page input, with no cookie set', async () => {
    const page = await call(server.port, '/', { headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120');
    expect(page.headers['vary']).toBe('Accept-Encoding, Accept-Language, Cookie, User-Agent, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('never lets a CDN keep a page that is not a full 200', async () => {
    const missing = await call(server.port, '/no-such-page-here', { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['set-cookie']).toBeUndefined();
  });
});
