/**
 * The chaos suite's stack, all real processes on loopback: the demo backend behind the fault proxy
 * (tests/fault-proxy/main.ts, a process of its own so its work never slows the test's measurements)
 * that BACKEND_URL points at, and the production server (`npm start`) in front of it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFaults, type FaultRule } from '../fault-proxy/proxy.ts';
import { call, freePort, ROOT, startServer, type TestServer } from '../security/server.ts';

export interface Fleet {
  server: TestServer;
  /** the fault proxy's data URL (BACKEND_URL, and a webhook's base) */
  proxyUrl: string;
  faults(rules: FaultRule[]): Promise<void>;
  close(): Promise<void>;
}

/** `env` gets the fault proxy's URL, so a webhook can point at it too. */
export async function startFleet(env: (proxyUrl: string) => Record<string, string>): Promise<Fleet> {
  const dir = mkdtempSync(join(tmpdir(), 'chaos-'));
  const [backendPort, proxyPort, controlPort] = [await freePort(), await freePort(), await freePort()];
  // tsx directly, tied to this process's life: a test run that dies leaves no server behind
  const backend = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    [
      'tests/fault-proxy/tied.ts',
      'tests/fault-proxy/main.ts',
      '--backend-port',
      String(backendPort),
      '--port',
      String(proxyPort),
      '--control-port',
      String(controlPort),
      '--db',
      join(dir, 'demo.sqlite'),
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  await new Promise<void>((ready, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`the fault proxy did not start:\n${seen}`)), 60_000);
    backend.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('fault-proxy ready')) {
        clearTimeout(timer);
        ready();
      }
    });
    backend.stderr.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  });
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const server = await startServer({ BACKEND_URL: proxyUrl, WORKER_PID_HEADER: '1', ...env(proxyUrl) });
  return {
    server,
    proxyUrl,
    faults: (rules) => setFaults(`http://127.0.0.1:${controlPort}`, rules),
    async close() {
      await server.stop();
      backend.stdin.end();
      await new Promise((r) => backend.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page every watch measures: warmed first, so it is served from the page cache. */
export const CACHED_PAGE = { path: '/vip', key: 'casino3' } as const;

export async function warm(port: number): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await call(port, CACHED_PAGE.path, { host: `${CACHED_PAGE.key}.localhost:${port}`, headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
  }
}

/** The large answer of the attack: every slot game, ≈ 360 KB of JSON. */
export const HOT_GAMES_BODY = JSON.stringify({ domain_name: 'casino1.localhost', external_id: 'ext-casino1', game_type: 'slot_game' });
