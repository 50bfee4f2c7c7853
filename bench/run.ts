/**
 * `npm run bench` (issue 11 part 1): builds into its own DIST_DIR, starts the production server and
 * measures, then prints a table with the budgets and writes bench/results.json:
 *  - initial JS and CSS per page (bytes over the wire as Chromium loads them, and the gzip size)
 *    for home, /slots, /vip on each template family's showcase site, and the hydration data of
 *    each home in every language the site offers (bench/hydration-data.ts);
 *  - Lighthouse 12 mobile (score, LCP, TBT, CLS) on the same pages, when lighthouse is installed;
 *  - SSR throughput and p50/p99 with wrk: home against the same HTML served as a static file;
 *  - config-lint wall time against ajv-cli (tools/config-lint/bench.ts);
 *  - the lobby scroll (bench/lobby-scroll.ts), when it exists.
 *
 *   npm run bench [-- --no-build] [--port 3359] [--duration 10] [--only js,lighthouse,wrk,lint,lobby]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { hydrationTable, measureHydration } from './hydration-data.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const DIST = process.env.DIST_DIR ?? 'dist-bench';
const PORT = Number(option('port', process.env.BENCH_PORT ?? '3359'));
const DURATION = Number(option('duration', '10'));
const only = new Set(option('only', 'js,lighthouse,wrk,lint,lobby').split(','));
const SITES = ['casino1', 'slot2', 'sportsbook1'] as const;
const PAGES = ['/', '/slots', '/vip'] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGET = { homeJsGzKb: 100, homeHydrationGzKb: 8, lhScore: 98, lcpMs: 1500, tbtMs: 50, cls: 0, ssrRatio: 0.4, ssrP99Ms: 50 };

const loadAtStart = loadavg()[0]!;
const log = (line: string) => process.stderr.write(`${line}\n`);

// ---- server ----------------------------------------------------------------------------------

function get(
  path: string,
  host: string,
  headers: Record<string, string> = {},
  port = PORT,
): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  return new Promise((res, rej) => {
    // a fresh connection each time: a kept-alive one may have been closed by the server meanwhile (EPIPE)
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false, headers: { host: `${host}:${port}`, ...headers } }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => res({ status: r.statusCode ?? 0, body: Buffer.concat(chunks), headers: r.headers }));
    });
    req.on('error', rej);
    req.end();
  });
}

async function startServer(port = PORT, env: Record<string, string> = {}): Promise<ChildProcess> {
  const db = `data/bench-${port}.sqlite`;
  for (const s of ['', '-wal', '-shm']) rmSync(join(root, `${db}${s}`), { force: true });
  const server = spawn(process.execPath, [join(DIST, 'node/cli.js')], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), DIST_DIR: DIST, DEMO_DB_PATH: db, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await get('/healthz', 'localhost', {}, port)).status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer /healthz in 60 s');
}

/** The page's own path after the language redirect some sites do for "/". */
async function finalPath(key: string, path: string): Promise<string> {
  const res = await get(path, `${key}.localhost`);
  return res.status >= 300 && res.status < 400 ? String(res.headers.location) : path;
}

// ---- initial JS and CSS ----------------------------------------------------------------------

interface Bytes {
  site: string;
  page: string;
  jsWire: number;
  jsGzip: number;
  cssWire: number;
  cssGzip: number;
  encodings: string[];
  files: number;
}

async function measureBytes(): Promise<Bytes[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const out: Bytes[] = [];
  const gzCache = new Map<string, number>();
  try {
    for (const key of SITES) {
      for (const page of PAGES) {
        // a fresh context per page: nothing cached, like a first visit
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const tab = await context.newPage();
        const seen: { url: string; type: 'js' | 'css'; wire: number; encoding: string }[] = [];
        const pending: Promise<void>[] = [];
        tab.on('requestfinished', (req) => {
          const type = req.resourceType() === 'script' ? 'js' : req.resourceType() === 'stylesheet' ? 'css' : null;
          if (!type) return;
          pending.push(
            (async () => {
              const [sizes, res] = await Promise.all([req.sizes(), req.response()]);
              seen.push({
                url: req.url(),
                type,
                wire: sizes.responseBodySize + sizes.responseHeadersSize,
                encoding: (await res?.allHeaders())?.['content-encoding'] ?? 'identity',
              });
            })(),
          );
        });
        await tab.goto(`http://${key}.localhost:${PORT}${page}`, { waitUntil: 'load' });
        await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
        await tab.waitForLoadState('networkidle');
        await Promise.all(pending);
        const row: Bytes = { site: key, page, jsWire: 0, jsGzip: 0, cssWire: 0, cssGzip: 0, encodings: [], files: seen.length };
        for (const f of seen) {
          const path = new URL(f.url).pathname;
          let gz = gzCache.get(path);
          if (gz === undefined) {
            const res = await get(path, `${key}.localhost`, { 'accept-encoding': 'gzip' });
            gz = res.headers['content-encoding'] === 'gzip' ? res.body.length : gzipSync(res.body, { level: 9 }).length;
            gzCache.set(path, gz);
          }
          if (f.type === 'js') {
            row.jsWire += f.wire;
            row.jsGzip += gz;
          } else {
            row.cssWire += f.wire;
            row.cssGzip += gz;
          }
          if (!row.encodings.includes(f.encoding)) row.encodings.push(f.encoding);
        }
        out.push(row);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

// ---- Lighthouse ----------------------------------------------------------------------------------

interface LighthouseRow {
  site: string;
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function lighthouseBin(): string | null {
  const bin = join(root, 'node_modules/.bin/lighthouse');
  return existsSync(bin) ? bin : null;
}

function runLighthouse(bin: string): LighthouseRow[] {
  const out: LighthouseRow[] = [];
  const dir = join(tmpdir(), `lh-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  for (const key of SITES) {
    for (const page of PAGES) {
      const file = join(dir, `${key}${page.replace(/\//g, '_')}.json`);
      // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one retry
      const run = () =>
        spawnSync(
          bin,
          [
            `http://${key}.localhost:${PORT}${page}`,
            '--output=json',
            `--output-path=${file}`,
            '--only-categories=performance',
            '--quiet',
            '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu',
          ],
          { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
        );
      type Report = {
        categories: { performance: { score: number | null } };
        audits: Record<string, { numericValue: number }>;
        runtimeError?: { code: string };
      };
      const attempt = (): Report | string => {
        const r = run();
        if (r.status !== 0 || !existsSync(file)) return r.stderr.slice(-500);
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as Report;
        return parsed.categories.performance.score === null ? (parsed.runtimeError?.code ?? 'no score') : parsed;
      };
      let report = attempt();
      if (typeof report === 'string') report = attempt();
      if (typeof report === 'string') {
        log(`lighthouse failed on ${key}${page}: ${report}`);
        continue;
      }
      out.push({
        site: key,
        page,
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      });
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return out;
}

// ---- SSR against static with wrk -------------------------------------------------------------

interface WrkResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

function wrk(path: string, host: string, port = PORT): WrkResult {
  const r = spawnSync('wrk', ['-t', '1', '-c', '16', '-d', `${DURATION}s`, '--latency', '-H', `Host: ${host}:${port}`, `http://127.0.0.1:${port}${path}`], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const text = r.stdout;
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? '0';
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? Number.NaN),
    p50Ms: toMs(/\s50%\s+(\S+)/.exec(text)?.[1] ?? ''),
    p99Ms: toMs(/\s99%\s+(\S+)/.exec(text)?.[1] ?? ''),
    errors: Number(errors) + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

/**
 * The server as shipped (its 2 s page micro-cache on: a burst of identical views renders once)
 * against the static copy, plus the same page with the cache off, so every request renders: the
 * renderer's own cost stays visible.
 */
async function measureSsr(): Promise<{
  path: string;
  ssr: WrkResult;
  static: WrkResult;
  ratio: number;
  htmlBytes: number;
  uncached: WrkResult;
  uncachedRatio: number;
}> {
  const host = 'casino1.localhost';
  const path = await finalPath('casino1', '/');
  const html = (await get(path, host)).body;
  writeFileSync(join(root, DIST, 'client/bench-static.html'), html);
  // warm both paths once (startup cache, file cache) before measuring
  await get(path, host);
  await get('/bench-static.html', host);
  const ssr = wrk(path, host);
  const stat = wrk('/bench-static.html', host);
  const port = PORT + 1;
  const renderEveryTime = await startServer(port, { PAGE_CACHE_MS: '0' });
  try {
    await get(path, host, {}, port);
    const uncached = wrk(path, host, port);
    return { path, ssr, static: stat, ratio: ssr.rps / stat.rps, htmlBytes: html.length, uncached, uncachedRatio: uncached.rps / stat.rps };
  } finally {
    renderEveryTime.kill('SIGTERM');
  }
}

// ---- config-lint and lobby -------------------------------------------------------------------

function configLint(): { lintMs: number; ajvMs: number; ratio: number; inProcessMs: number; output: string } {
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['tools/config-lint/bench.ts', '5'], { cwd: root, encoding: 'utf8' });
  const text = r.stdout + r.stderr;
  const num = (re: RegExp) => Number(re.exec(text)?.[1] ?? Number.NaN);
  return {
    lintMs: num(/config-lint CLI[^\n]*?(\d+) ms wall/),
    ajvMs: num(/ajv-cli \(schema only[^\n]*?(\d+) ms wall/),
    ratio: num(/ratio ajv-cli \/ config-lint\s+([\d.]+)/),
    inProcessMs: num(/in process \(after module load\)\s+([\d.]+) ms/),
    output: text.trim(),
  };
}

function lobbyScroll(): Record<string, unknown> | null {
  if (!existsSync(join(root, 'bench/lobby-scroll.ts'))) return null;
  const r = spawnSync(join(root, 'node_modules/.bin/tsx'), ['bench/lobby-scroll.ts', `http://casino1.localhost:${PORT}`], { cwd: root, encoding: 'utf8' });
  const json = /\{[\s\S]*\}/.exec(r.stdout)?.[0];
  if (r.status !== 0 || !json) {
    log(`lobby-scroll failed: ${(r.stderr || r.stdout).slice(-500)}`);
    return null;
  }
  return JSON.parse(json) as Record<string, unknown>;
}

// ---- main ----------------------------------------------------------------------------------------

const kb = (n: number) => (n / 1024).toFixed(1);

if (!args.includes('--no-build')) {
  log(`building into ${DIST}/ …`);
  const b = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, DIST_DIR: DIST }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const server = await startServer();
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadAvg1mAtStart: Number(loadAtStart.toFixed(2)) },
  dist: DIST,
  budgets: BUDGET,
};
const verdicts: { budget: string; holds: boolean | null; figure: string }[] = [];

try {
  if (only.has('js')) {
    log('initial JS and CSS …');
    const bytes = await measureBytes();
    results.bytes = bytes;
    console.log('\nInitial JS and CSS (first visit, mobile): wire = as Chromium loaded them (with headers), gz = gzip size');
    console.log('site         page     JS wire   JS gz     CSS wire  CSS gz   encodings');
    for (const b of bytes) {
      console.log(
        `${b.site.padEnd(12)} ${b.page.padEnd(8)} ${kb(b.jsWire).padStart(7)} kB ${kb(b.jsGzip).padStart(6)} kB ${kb(b.cssWire).padStart(6)} kB ${kb(b.cssGzip).padStart(6)} kB  ${b.encodings.join(',')}`,
      );
    }
    for (const b of bytes.filter((x) => x.page === '/')) {
      verdicts.push({
        budget: `initial JS ≤ ${BUDGET.homeJsGzKb} kB gz on home (${b.site})`,
        holds: b.jsGzip <= BUDGET.homeJsGzKb * 1024,
        figure: `${kb(b.jsGzip)} kB gz`,
      });
    }
    const hydration = await measureHydration(PORT, SITES, PAGES);
    results.hydrationData = hydration;
    console.log('\nHydration data (router data + first messages; every home in each of its languages)');
    console.log(hydrationTable(hydration));
    for (const key of SITES) {
      const worst = hydration.filter((h) => h.site === key && h.language !== 'default').sort((a, b) => b.gzip - a.gzip)[0];
      if (!worst) continue;
      verdicts.push({
        budget: `hydration data ≤ ${BUDGET.homeHydrationGzKb} kB gz on home, every language (${key})`,
        holds: worst.gzip <= BUDGET.homeHydrationGzKb * 1024,
        figure: `${kb(worst.gzip)} kB gz at most (${worst.language})`,
      });
    }
  }

  if (only.has('lighthouse')) {
    const bin = lighthouseBin();
    if (!bin) {
      console.log('\nLighthouse: lighthouse not installed');
      results.lighthouse = 'lighthouse not installed';
      verdicts.push({
        budget: `Lighthouse mobile ≥ ${BUDGET.lhScore}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}`,
        holds: null,
        figure: 'lighthouse not installed',
      });
    } else {
      log('lighthouse …');
      const rows = runLighthouse(bin);
      results.lighthouse = rows;
      console.log('\nLighthouse 12 mobile (simulated throttling)');
      console.log('site         page     score   LCP      TBT     CLS');
      for (const r of rows)
        console.log(
          `${r.site.padEnd(12)} ${r.page.padEnd(8)} ${String(r.score).padStart(5)} ${String(r.lcpMs).padStart(6)} ms ${String(r.tbtMs).padStart(4)} ms ${r.cls}`,
        );
      for (const r of rows) {
        verdicts.push({
          budget: `Lighthouse ${r.site}${r.page}: score ≥ ${BUDGET.lhScore}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}`,
          holds: r.score >= BUDGET.lhScore && r.lcpMs <= BUDGET.lcpMs && r.tbtMs <= BUDGET.tbtMs && r.cls <= BUDGET.cls,
          figure: `${r.score}, ${r.lcpMs} ms, ${r.tbtMs} ms, ${r.cls}`,
        });
      }
      if (rows.length < SITES.length * PAGES.length)
        verdicts.push({ budget: 'Lighthouse ran on every page', holds: false, figure: `${rows.length} of ${SITES.length * PAGES.length}` });
    }
  }

  if (only.has('wrk')) {
    log(`wrk, ${DURATION} s each …`);
    const s = await measureSsr();
    results.ssr = s;
    console.log(`\nSSR vs static (wrk -t1 -c16 -d${DURATION}s, casino1 ${s.path}, ${kb(s.htmlBytes)} kB HTML, uncompressed)`);
    console.log('                 req/s     p50       p99       errors');
    for (const [name, r] of [
      ['SSR home', s.ssr],
      ['static copy', s.static],
      ['SSR, no cache', s.uncached],
    ] as const) {
      console.log(
        `${name.padEnd(16)} ${r.rps.toFixed(0).padStart(6)} ${r.p50Ms.toFixed(2).padStart(8)} ms ${r.p99Ms.toFixed(2).padStart(7)} ms ${String(r.errors).padStart(6)}`,
      );
    }
    console.log(
      `ratio SSR / static: ${(s.ratio * 100).toFixed(1)} % as shipped (PAGE_CACHE_MS 2000), ${(s.uncachedRatio * 100).toFixed(1)} % rendering every request (PAGE_CACHE_MS 0)`,
    );
    verdicts.push({
      budget: `SSR ≥ ${BUDGET.ssrRatio * 100} % of static throughput`,
      holds: s.ratio >= BUDGET.ssrRatio,
      figure: `${(s.ratio * 100).toFixed(1)} %`,
    });
    verdicts.push({ budget: `SSR p99 ≤ ${BUDGET.ssrP99Ms} ms`, holds: s.ssr.p99Ms <= BUDGET.ssrP99Ms, figure: `${s.ssr.p99Ms.toFixed(1)} ms` });
  }

  if (only.has('lint')) {
    log('config-lint …');
    const l = configLint();
    results.configLint = { lintMs: l.lintMs, ajvCliMs: l.ajvMs, ratio: l.ratio, inProcessMs: l.inProcessMs };
    console.log(`\n${l.output}`);
  }

  if (only.has('lobby')) {
    log('lobby scroll …');
    const lobby = lobbyScroll();
    results.lobbyScroll = lobby ?? 'bench/lobby-scroll.ts missing or failed';
    console.log('\nLobby scroll (bench/lobby-scroll.ts):', lobby ? JSON.stringify(lobby) : 'not run');
  }
} finally {
  server.kill('SIGTERM');
}

const loadAtEnd = loadavg()[0]!;
(results.machine as Record<string, unknown>).loadAvg1mAtEnd = Number(loadAtEnd.toFixed(2));
results.verdicts = verdicts;
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(
  `\nBudgets (load average ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)} on ${cpus().length} CPUs${loadAtStart > cpus().length ? ': the machine was shared, timings are pessimistic' : ''})`,
);
for (const v of verdicts) console.log(`  ${v.holds === null ? 'NOT RUN' : v.holds ? 'HOLDS  ' : 'FAILS  '}  ${v.budget}: ${v.figure}`);
console.log('\nwritten bench/results.json');
