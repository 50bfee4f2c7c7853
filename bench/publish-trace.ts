/**
 * Where publish → live goes, round by round (issue 51 part 7): two servers on one Postgres, each
 * round a new colour of casino1 published as bench/publish-latency.ts does, and per round the
 * instants of each step on one clock (ms since the publish call): the gate, the store's transaction,
 * each server's `config.served` log line (the NOTIFY, the read of the revision, its load), the first
 * page of the new revision (its access line: start and end), and when the bench's poll saw it.
 *
 *   DIST_DIR=dist npx tsx bench/publish-trace.ts [--port 4832] [--rounds 12] [--pause 0] [--checkout <dir>] [--renice]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { getPriority, setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openConfigStoreBackend } from '../engine/store/open.ts';
import { createPublisher } from '../engine/store/publish.ts';
import type { ConfigStoreBackend } from '../engine/store/types.ts';
import { postgresBin, startPostgres } from '../tests/postgres/harness.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const PORT = Number(option('port', '4832'));
const ROUNDS = Number(option('rounds', '12'));
const PAUSE = Number(option('pause', '0'));
const RENICE = args.includes('--renice');
const DIST = option('dist', process.env['DIST_DIR'] ?? 'dist');
const CHECKOUT = resolve(option('checkout', '.'));
const TEMPLATE = 'templates/casino1.json';

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: { host: `casino1.localhost:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}
const colourAt = async (port: number) => /<meta name="theme-color" content="([^"]+)"/.exec((await get(port, '/')).body)?.[1];

async function startServer(port: number, url: string, dir: string): Promise<{ child: ChildProcess; log: string }> {
  const log = join(dir, `server-${port}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, [join(DIST, 'node/cli.js')], {
    cwd: CHECKOUT,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      DIST_DIR: DIST,
      DEMO_DB_PATH: join(dir, `demo-${port}.sqlite`),
      CONFIG_STORE_URL: url,
      OPERATOR_PORT: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.pipe(out);
  for (const end = Date.now() + 90_000; Date.now() < end;) {
    try {
      if ((await get(port, '/healthz')).status === 200) return { child, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server ${port} did not start`);
}

/** --renice: the servers' render threads (nice 10) put back at the process's priority, to see what their niceness costs. */
function reniceRenderThreads(root: number): void {
  const children = (pid: number): number[] =>
    readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((p) => {
        try {
          return Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
        } catch {
          return false;
        }
      });
  const all = [root, ...children(root)];
  for (const pid of all)
    for (const tid of readdirSync(`/proc/${pid}/task`).map(Number)) {
      if (getPriority(tid) === 10) setPriority(tid, 0);
    }
}

interface Round {
  t0: number;
  storeStart: number;
  storeEnd: number;
  called: number;
  id: string;
  contentId: string;
  seen: number[];
}

const stop = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM'))));

async function main() {
  const bin = postgresBin();
  if (!bin) throw new Error('no Postgres');
  const dir = mkdtempSync(join(tmpdir(), 'publish-trace-'));
  const pg = await startPostgres(bin);
  const servers: { child: ChildProcess; log: string }[] = [];
  let store: ConfigStoreBackend | undefined;
  const ports = [PORT, PORT + 1];
  const rounds: Round[] = [];
  const warm: number[] = [];
  try {
    for (const port of ports) servers.push(await startServer(port, pg.url, dir));
    if (RENICE) for (const { child } of servers) reniceRenderThreads(child.pid ?? 0);
    store = await openConfigStoreBackend(pg.url);
    const backend = store;
    let storeStart = 0;
    let storeEnd = 0;
    const timed: ConfigStoreBackend = new Proxy(backend, {
      get(target, key, receiver) {
        if (key === 'publish')
          return async (...a: Parameters<ConfigStoreBackend['publish']>) => {
            storeStart = Date.now();
            const r = await target.publish(...a);
            storeEnd = Date.now();
            return r;
          };
        const v: unknown = Reflect.get(target, key, receiver);
        return typeof v === 'function' ? (v as (...x: unknown[]) => unknown).bind(target) : v;
      },
    });
    const publisher = createPublisher({ store: timed });
    const live = await backend.live();
    if (!live) throw new Error('nothing live');
    const old = await colourAt(PORT);
    for (let i = 0; i < ROUNDS; i++) {
      const colour = `#${(0x102030 + i * 0x010101).toString(16)}`;
      const t0 = Date.now();
      const outcome = await publisher.publish({
        files: { ...live.files, [TEMPLATE]: (live.files[TEMPLATE] ?? '').replaceAll(`"${old}"`, `"${colour}"`) },
        parent: (await backend.liveId()) ?? null,
        author: 'bench',
        message: `trace ${i}`,
        kind: 'publish',
      });
      const called = Date.now();
      if (!outcome.ok) throw new Error(`refused ${outcome.status}`);
      const seen: number[] = ports.map(() => 0);
      for (;;) {
        const now = await Promise.all(ports.map(colourAt));
        now.forEach((c, s) => c === colour && !seen[s] && (seen[s] = Date.now()));
        if (seen.every(Boolean)) break;
        if (Date.now() - t0 > 30_000) throw new Error('not served in 30 s');
        await new Promise((r) => setTimeout(r, 10));
      }
      // the same page at another breakpoint under the same revision: a render that is not the revision's first
      const w = Date.now();
      await get(PORT, '/', { cookie: 'viewport=tablet' });
      warm.push(Date.now() - w);
      rounds.push({ t0, storeStart, storeEnd, called, id: outcome.revision.id, contentId: outcome.revision.contentId, seen });
      // the bench goes straight on; a pause starts the next round from a served state
      if (PAUSE) await new Promise((r) => setTimeout(r, PAUSE));
    }
  } finally {
    await store?.close();
    await Promise.all(servers.map((s) => stop(s.child)));
    pg.close();
  }
  await new Promise((r) => setTimeout(r, 200));
  const logs = servers.map((s) =>
    readFileSync(s.log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  );
  const rows: number[][] = [];
  console.log('round  gate  store  call | per server: served  firstStart  firstEnd (dur, cache)  seen | total');
  for (const [i, r] of rounds.entries()) {
    const parts = logs.map((lines, s) => {
      const served = lines.find((l) => l['event'] === 'config.served' && String(l['reason']).endsWith(` ${r.id}`));
      const servedAt = served ? Date.parse(String(served['time'])) - r.t0 : NaN;
      const pages = lines.filter((l) => l['type'] === 'access' && l['route'] === 'page' && l['revision'] === (served?.['revision'] ?? r.contentId));
      // the render the first answers waited for (a later poll joins it: 'shared')
      const first = pages.find((l) => l['cache'] === 'miss') ?? pages[0];
      const end = first ? Date.parse(String(first['time'])) - r.t0 : NaN;
      const dur = first ? Number(first['durationMs']) : NaN;
      const misses = pages.filter((l) => l['cache'] === 'miss').length;
      return { servedAt, start: end - dur, end, dur, cache: `${String(first?.['cache'] ?? '?')}, ${misses} renders`, seen: (r.seen[s] ?? 0) - r.t0 };
    });
    const total = Math.max(...r.seen) - r.t0;
    rows.push([r.storeStart - r.t0, r.storeEnd - r.storeStart, r.called - r.t0, ...parts.flatMap((p) => [p.servedAt, p.start, p.end, p.dur, p.seen]), total]);
    console.log(
      `${String(i).padStart(5)} ${String(r.storeStart - r.t0).padStart(5)} ${String(r.storeEnd - r.storeStart).padStart(6)} ${String(r.called - r.t0).padStart(5)} | ` +
        parts.map((p) => `${p.servedAt} ${p.start} ${p.end} (${p.dur}, ${p.cache}) ${p.seen}`).join(' | ') +
        ` | ${total}`,
    );
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] ?? NaN;
  const names = ['gate', 'store', 'call', ...ports.flatMap((p) => [`${p} served`, `${p} start`, `${p} end`, `${p} dur`, `${p} seen`]), 'total'];
  console.log('medians: ' + names.map((n, k) => `${n} ${median(rows.map((r) => r[k] ?? NaN))}`).join(', '));
  console.log('max:     ' + names.map((n, k) => `${n} ${Math.max(...rows.map((r) => r[k] ?? NaN))}`).join(', '));
  console.log(`a later render of the page (another breakpoint, same revision), as the client saw it: median ${median(warm)}, max ${Math.max(...warm)}`);
  rmSync(dir, { recursive: true, force: true });
}

await main();
