/**
 * Seeds a fresh temp database, serves the demo backend on 127.0.0.1 and loads get_hot_games with wrk.
 * Run: npx tsx tools/demo-backend/bench.ts [--duration 10] [--connections 16]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDemoBackend } from './index.ts';
import { nodeListener } from './node-http-adapter.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' }, threads: { type: 'string', default: '1' } },
});

function luaScript(body: object): string {
  // wrk's own latency histogram gives p50/p95/p99 exactly; --latency alone prints 50/75/90/99.
  return `wrk.method = "POST"
wrk.body = ${JSON.stringify(JSON.stringify(body))}
wrk.headers["Content-Type"] = "application/json"
done = function(summary, latency, requests)
  io.write(string.format("BENCH requests=%d errors=%d rps=%.1f p50=%.3f p95=%.3f p99=%.3f max=%.3f\\n",
    summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
`;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // Asynchronous on purpose: the server under test shares this process's event loop.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'demo-bench-'));
try {
  const started = performance.now();
  const backend = await createDemoBackend({ dbPath: join(dir, 'demo.sqlite'), log: () => {} });
  const seedMs = performance.now() - started;
  console.log(`first start (migrate + seed) : ${seedMs.toFixed(0)} ms`);

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  server.on('request', nodeListener(backend, origin));

  const cases = [
    { label: "get_hot_games game_type ''  (48 games)", game_type: '' },
    { label: 'get_hot_games slot_game    (all slots)', game_type: 'slot_game' },
  ];
  for (const c of cases) {
    const script = join(dir, `bench-${c.game_type || 'hot'}.lua`);
    writeFileSync(script, luaScript({ domain_name: 'casino1.localhost', external_id: 'ext-casino1', game_type: c.game_type }));
    const args = [
      '-t',
      String(values.threads),
      '-c',
      String(values.connections),
      '-d',
      `${values.duration}s`,
      '--latency',
      '-s',
      script,
      `${origin}/api/product/get_hot_games`,
    ];
    console.log(`\n$ wrk ${args.join(' ')}`);
    const out = await run('wrk', args);
    process.stdout.write(out);
    const line = out.split('\n').find((l) => l.startsWith('BENCH '));
    if (line) console.log(`=> ${c.label}: ${line.slice(6)} (latencies in ms)`);
  }
  server.close();
  backend.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
