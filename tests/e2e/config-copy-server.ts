import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from './fixtures.ts';

export interface Reply {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The built server (`dist/node/cli.js`) on a throwaway copy of site-configs, as a spec's publish tests need it. */
export interface ConfigCopyServer {
  /** the temporary directory: the copy (`site-configs/`), the demo database and the config store beside it */
  readonly dir: string;
  /** the copy: the server's CONFIG_DIR, which it watches */
  readonly configDir: string;
  /** GET a path on the server with this Host header (Node does not resolve *.localhost) */
  get(path: string, host: string): Promise<Reply>;
  /** everything the server printed so far */
  log(): string;
  /** whether the process is still the one started (nothing restarted it) */
  running(): boolean;
}

function get(port: number, path: string, host: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Registers the spec's beforeAll and afterAll: a fresh copy of site-configs in a temporary
 * directory (`<name>-…`), the server on `port` with CONFIG_DIR pointing at it, ready once /healthz
 * answers (60 s at most); afterwards the server is stopped and the directory removed. The handle is
 * usable inside the spec's tests.
 */
export function configCopyServer(name: string, port: number): ConfigCopyServer {
  let dir = '';
  let server: ChildProcess | undefined;
  let log = '';

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `${name}-`));
    cpSync('site-configs', join(dir, 'site-configs'), { recursive: true });
    server = spawn(process.execPath, ['dist/node/cli.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        OPERATOR_PORT: 'off',
        HOST: '127.0.0.1',
        CONFIG_DIR: join(dir, 'site-configs'),
        DEMO_DB_PATH: join(dir, 'demo.sqlite'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await get(port, '/healthz', 'localhost').then(
        (r) => r.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await gone;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get dir() {
      return dir;
    },
    get configDir() {
      return join(dir, 'site-configs');
    },
    get: (path, host) => get(port, path, host),
    log: () => log,
    running: () => server !== undefined && server.exitCode === null,
  };
}
