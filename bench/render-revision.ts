/**
 * The render of a page under a new config revision against a warm one, in this process (no threads,
 * no priority; CPU time): casino1's home rendered warm under revision A, then under B (casino1's colour changed,
 * as bench/publish-latency.ts publishes), first and warm, round after round.
 *
 *   DIST_DIR=dist npx tsx bench/render-revision.ts [--rounds 10] [--keep] [--profile]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gateFiles, readConfigFiles, type GateCache } from '../engine/lint/gate.ts';
import type { ConfigSet } from '../src/config/config-set.ts';
import { inProcessTransport } from '../src/server/proxy/api-transport.ts';
import { createDemoBackend } from '../tools/demo-backend/index.ts';
import type { ServerRenderer, ServerRenderOptions } from '../src/app/entry-server.tsx';
import { keepEqual } from '../src/lib/keep-equal.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--rounds');
const ROUNDS = at >= 0 ? Number(args[at + 1]) : 10;
const KEEP = args.includes('--keep');
const PROFILE = args.includes('--profile');
const DIST = resolve(process.env['DIST_DIR'] ?? 'dist');
const TEMPLATE = 'templates/casino1.json';

const dir = mkdtempSync(join(tmpdir(), 'render-revision-'));
const backend = await createDemoBackend({ dbPath: join(dir, 'demo.sqlite'), log: () => {} });
const mod = (await import(pathToFileURL(join(DIST, 'server/entry-server.js')).href)) as { createServerRenderer(o: ServerRenderOptions): ServerRenderer };
const renderer = mod.createServerRenderer({ dev: false, css: [], bootstrapModules: ['/entry.js'], transport: inProcessTransport(backend) });

const files = readConfigFiles('site-configs');
const cache: GateCache = new Map();
const old = /"(#[0-9a-fA-F]{6})"/.exec(files[TEMPLATE] ?? '')?.[1] ?? '';
const setOf = (i: number): ConfigSet => {
  const colour = `#${(0x102030 + i * 0x010101).toString(16)}`;
  const t = performance.now();
  const r = gateFiles({ ...files, [TEMPLATE]: (files[TEMPLATE] ?? '').replaceAll(`"${old}"`, `"${colour}"`) }, { cache, judged: true });
  if (!r.ok) throw new Error(r.message);
  load.push(performance.now() - t);
  // as a render thread receives it: a structured clone (render-pool.ts posts it)
  const c = performance.now();
  const received = structuredClone(r.set);
  clone.push(performance.now() - c);
  if (!KEEP) return received;
  const k = performance.now();
  const kept = keepEqual(previous, received);
  keep.push(performance.now() - k);
  previous = kept;
  return kept;
};
const load: number[] = [];
const clone: number[] = [];
const keep: number[] = [];
let previous: ConfigSet | undefined;
const request = () =>
  new Request('http://casino1.localhost/', {
    headers: { 'accept-language': 'en', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 'accept-encoding': 'gzip' },
  });
/** With --profile: each first and warm render's CPU profile, summed by function (self time). */
const session = PROFILE ? new Session() : undefined;
session?.connect();
const post = <T>(method: string, params?: object) =>
  new Promise<T>((ok, fail) => session?.post(method, params, (error, result) => (error ? fail(error) : ok(result as T))));
const selfTimes = { first: new Map<string, number>(), warm: new Map<string, number>() };
interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}
function add(into: Map<string, number>, profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const name = frame ? `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber}` : '?';
    into.set(name, (into.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
}
async function timed(set: ConfigSet, kind?: 'first' | 'warm'): Promise<number> {
  if (session && kind) {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 100 });
    await post('Profiler.start');
  }
  // CPU time, not wall: the machine may be busy with others (this process renders one page at a time)
  const t = process.cpuUsage();
  const page = await renderer.render(request(), set, 'NONCE');
  const used = process.cpuUsage(t);
  const ms = (used.user + used.system) / 1000;
  if (session && kind) add(selfTimes[kind], (await post<{ profile: Profile }>('Profiler.stop')).profile);
  if (page.kind !== 'page') throw new Error(page.kind);
  return ms;
}

const first: number[] = [];
const warm: number[] = [];
let set = setOf(0);
for (let i = 0; i < 20; i++) await timed(set);
for (let i = 1; i <= ROUNDS; i++) {
  set = setOf(i);
  first.push(await timed(set, 'first'));
  for (let k = 0; k < 3; k++) warm.push(await timed(set, k === 0 ? 'warm' : undefined));
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] ?? NaN;
const fmt = (v: number[]) => v.map((x) => x.toFixed(1)).join(' ');
console.log(`load (gate, judged) ms: median ${median(load).toFixed(1)}: ${fmt(load)}`);
console.log(`structured clone ms: median ${median(clone).toFixed(1)}; keepEqual ms: median ${median(keep).toFixed(1)}`);
console.log(`first render under a new revision, CPU ms: median ${median(first).toFixed(1)}: ${fmt(first)}`);
console.log(`warm render, CPU ms: median ${median(warm).toFixed(1)}, max ${Math.max(...warm).toFixed(1)}`);
for (const [kind, times] of Object.entries(selfTimes)) {
  const top = [...times].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`\n${kind} renders, self time summed over ${ROUNDS} (ms):`);
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}
backend.close();
rmSync(dir, { recursive: true, force: true });
