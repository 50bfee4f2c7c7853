import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../engine/project/repo.ts';
import { staleBuildReason } from '../shared/build-state.ts';

export interface RunningServer {
  port: number;
  /** the base URL of a host served by this server, e.g. http://casino1.localhost:4123 */
  urlFor(host: string): string;
  /** set once the server process is gone, with the tail of its output */
  died(): string | undefined;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The production build of the current code: built again when missing or older than the code. */
export function ensureBuild(log: (s: string) => void): void {
  const stale = staleBuildReason(REPO_ROOT, join(REPO_ROOT, process.env['DIST_DIR'] ?? 'dist'));
  if (!stale) return;
  log(`preview: ${stale}, running \`npm run build\` first…`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('`npm run build` failed');
}

/** One GET with a Host header; resolves with the status, or undefined while nothing listens. */
function probe(port: number, host: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { host }, timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(undefined));
    req.on('timeout', () => {
      req.destroy();
      resolve(undefined);
    });
    req.end();
  });
}

/**
 * Starts the production server (`dist/node/cli.js`) on the current build (after ensureBuild; a free port
 * unless one is given; a throw-away demo database) and waits until it answers for `host`. The
 * server reads CONFIG_DIR live, so the preview shows the configs as they are on disk.
 */
export async function startServer(
  host: string,
  log: (s: string) => void,
  options: {
    port?: number;
    timeoutMs?: number;
    /** the server's whole environment (default: this process's); PORT, HOST and DEMO_DB_PATH are set over it */
    env?: NodeJS.ProcessEnv;
    /** false: serve dist/ as it is, never building it (the caller checked it is there) */
    build?: boolean;
  } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 90_000;
  if (options.build !== false) ensureBuild(log);
  const port = options.port ?? (await freePort());
  const dbDir = mkdtempSync(join(tmpdir(), 'preview-db-'));
  const child: ChildProcess = spawn(process.execPath, [join(process.env['DIST_DIR'] ?? 'dist', 'node', 'cli.js')], {
    cwd: REPO_ROOT,
    env: { ...(options.env ?? process.env), PORT: String(port), HOST: '127.0.0.1', DEMO_DB_PATH: join(dbDir, 'demo.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  let exited = false;
  let stopping = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    stopping = true;
    if (!exited) {
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dbDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the server exited before answering:\n${output.split('\n').slice(-20).join('\n')}`);
    }
    const status = await probe(port, host);
    if (status !== undefined) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output.split('\n').slice(-20).join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const died = () => (exited && !stopping ? output.split('\n').slice(-20).join('\n') : undefined);
  return { port, urlFor: (h) => `http://${h}:${port}`, died, stop };
}
