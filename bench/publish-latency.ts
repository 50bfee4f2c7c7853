/**
 * Publish-to-live latency (issue 28): from the publish call (lint through the gate, the store's
 * transaction) until every server serves the new colour on casino1's home, as a player would see
 * it. On the embedded SQLite store with one server, and on Postgres with two servers when Debian's
 * Postgres is installed (tests/postgres/harness.ts). Each round publishes a new colour.
 *
 * The budget is for the loop an operator meets: a fleet that has been serving players and a publisher
 * that has published before. The first WARM_UP_ROUNDS after the servers start are each server's (and
 * each render thread's) first render and the publisher's first gate with an empty parse cache: they
 * are timed and printed on their own (`firstMs`), not mixed into the p95, and ROUNDS follow them, so
 * the p95 is the 19th of 20 rather than the slowest of 10.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConfigStoreBackend } from '../engine/store/open.ts';
import { createPublisher } from '../engine/store/publish.ts';
import type { ConfigStoreBackend } from '../engine/store/types.ts';
import { postgresBin, startPostgres } from '../tests/postgres/harness.ts';
import { percentile } from './percentile.ts';

export interface LatencyFigures {
  store: string;
  servers: number;
  rounds: number;
  medianMs: number;
  p95Ms: number;
  /** the publish call alone: the gate and the store's transaction */
  publishMedianMs: number;
  /** the rounds right after the servers started, in order (WARM_UP_ROUNDS of them) */
  firstMs: number[];
}

/** Rounds measured for the median and p95. */
export const ROUNDS = 20;

/** Rounds right after the servers start, reported apart: a first render on each of a server's render threads (two on this machine). */
export const WARM_UP_ROUNDS = 2;

type Start = (port: number, env: Record<string, string>) => Promise<ChildProcess>;

const TEMPLATE = 'templates/casino1.json';

function colourAt(port: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    // a connection of its own each time: a kept-alive socket the server closes meanwhile would reset the round
    const req = request({ host: '127.0.0.1', port, path: '/', agent: false, headers: { host: `casino1.localhost:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve(/<meta name="theme-color" content="([^"]+)"/.exec(body)?.[1]));
    });
    req.on('error', (error: Error) => reject(new Error(`the server on port ${port}: ${error.message}`)));
    req.end();
  });
}

async function rounds(store: ConfigStoreBackend, ports: number[], label: string, count: number): Promise<LatencyFigures> {
  const publisher = createPublisher({ store });
  const live = await store.live();
  if (!live) throw new Error('nothing live');
  const files = live.files;
  const old = await colourAt(ports[0] ?? 0);
  if (!old) throw new Error('casino1 shows no theme colour');
  const round = async (i: number) => {
    const colour = `#${(0x102030 + i * 0x010101).toString(16)}`;
    const t0 = performance.now();
    const outcome = await publisher.publish({
      files: { ...files, [TEMPLATE]: (files[TEMPLATE] ?? '').replaceAll(`"${old}"`, `"${colour}"`) },
      parent: (await store.liveId()) ?? null,
      author: 'bench',
      message: `bench round ${i}`,
      kind: 'publish',
    });
    const publishMs = performance.now() - t0;
    if (!outcome.ok) throw new Error(`bench publish refused (${outcome.status})`);
    for (;;) {
      const seen = await Promise.all(ports.map(colourAt));
      if (seen.every((c) => c === colour)) break;
      if (performance.now() - t0 > 30_000) throw new Error(`round ${i}: not served within 30 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return { totalMs: performance.now() - t0, publishMs };
  };
  const firstMs: number[] = [];
  for (let i = 0; i < WARM_UP_ROUNDS; i++) firstMs.push((await round(i)).totalMs);
  const total: number[] = [];
  const publishOnly: number[] = [];
  for (let i = WARM_UP_ROUNDS; i < WARM_UP_ROUNDS + count; i++) {
    const { totalMs, publishMs } = await round(i);
    total.push(totalMs);
    publishOnly.push(publishMs);
  }
  return {
    store: label,
    servers: ports.length,
    rounds: count,
    medianMs: percentile(total, 0.5),
    p95Ms: percentile(total, 0.95),
    publishMedianMs: percentile(publishOnly, 0.5),
    firstMs,
  };
}

const stop = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM'))));

export async function measurePublishLatency(start: Start, basePort: number, count = ROUNDS): Promise<LatencyFigures[]> {
  const out: LatencyFigures[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  try {
    const url = join(dir, 'config-store.sqlite');
    const server = await start(basePort, { CONFIG_STORE_URL: url, CONFIG_WATCH: '0' });
    const store = await openConfigStoreBackend(url);
    try {
      out.push(await rounds(store, [basePort], 'embedded SQLite', count));
    } finally {
      await store.close();
      await stop(server);
    }
    const bin = postgresBin();
    if (bin) {
      const pg = await startPostgres(bin);
      const servers: ChildProcess[] = [];
      let pgStore: ConfigStoreBackend | undefined;
      try {
        servers.push(await start(basePort + 1, { CONFIG_STORE_URL: pg.url }));
        servers.push(await start(basePort + 2, { CONFIG_STORE_URL: pg.url }));
        pgStore = await openConfigStoreBackend(pg.url);
        out.push(await rounds(pgStore, [basePort + 1, basePort + 2], 'Postgres', count));
      } finally {
        await pgStore?.close();
        await Promise.all(servers.map(stop));
        pg.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
