/**
 * The security suite's server: `npm start` on a free loopback port with its own demo database and
 * config store, as a real process (limits, sockets and memory are what is under test). Needs a build (`npm run build`;
 * `npm test` builds before the unit tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { logEvents } from './log-records.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface TestServer {
  port: number;
  pid: number;
  /** everything the server printed so far */
  output: () => string;
  /** resident memory of the server's whole process tree, in bytes (Linux /proc) */
  rss: () => number;
  stop: () => Promise<void>;
}

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

function treeRss(pid: number): number {
  let kb: number;
  try {
    kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    kb = 0;
  }
  return kb * 1024 + childrenOf(pid).reduce((sum, child) => sum + treeRss(child), 0);
}

/** The server exited, or did not say it serves in time; `output` is what it printed (its log records). */
export class ServerDidNotStart extends Error {
  constructor(readonly output: string) {
    super(`server did not start:\n${output}`);
  }
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  if (!existsSync(join(ROOT, 'dist/server/entry-server.js'))) throw new Error('tests/security needs a build: run `npm run build` first');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'security-suite-'));
  let output = '';
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SKIP_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DB_PATH: join(dir, 'demo.sqlite'),
      // its own config store; a test that sets CONFIG_DIR has one beside that directory (it outlives a restart)
      ...(env['CONFIG_DIR'] || env['CONFIG_STORE_URL'] ? {} : { CONFIG_STORE_URL: join(dir, 'config-store.sqlite') }),
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid ?? 0;
  const deadline = Date.now() + 60_000;
  while (logEvents(output, 'server.ready').length === 0) {
    if (child.exitCode !== null || Date.now() > deadline) throw new ServerDidNotStart(output);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    pid,
    output: () => output,
    rss: () => treeRss(pid),
    stop: async () => {
      // a second stop finds the process gone (ended by a signal, it has no exit code)
      if (child.exitCode === null && child.signalCode === null) {
        // the process group we started: npm, and the server it runs
        process.kill(-pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** the body as it came over the wire (still encoded, when the answer says Content-Encoding) */
  bytes: Buffer;
  ms: number;
}

/** One HTTP request to the test server with any Host and headers (fetch forbids setting Host). */
export function call(
  port: number,
  path: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((ok, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? `casino1.localhost:${port}`, ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

export const site = (key: string) => ({ domain_name: `${key}.localhost`, external_id: `ext-${key}` });

/** A sign-up's body as the register form sends it, with every tracking field empty unless `fields` sets it. */
export function signupBody(key: string, fields: Record<string, string>): Record<string, string> {
  const tracking = ['referrer_code', 'ch', 'cm', 'pp', 'affiliate_code', 'fbp', 'appsflyer_id', 'visitor_id'];
  return {
    ...site(key),
    password: 'Sturdy2024',
    contact_phone: '+639171112233',
    contact_email: '',
    ...Object.fromEntries(tracking.map((f) => [f, ''])),
    ...fields,
  };
}

/** A JSON API call as a browser on `key`'s site makes it; `from` is the client address the trusted proxy reports. */
export async function api(
  port: number,
  path: string,
  body: object,
  options: { key?: string; from?: string } = {},
): Promise<Answer & { json: Record<string, unknown> }> {
  const answer = await call(port, path, {
    method: 'POST',
    host: `${options.key ?? 'casino1'}.localhost:${port}`,
    headers: { 'content-type': 'application/json', ...(options.from ? { 'x-forwarded-for': options.from } : {}) },
    body: JSON.stringify(body),
  });
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { ...answer, json };
}

/**
 * The newest TAC the demo backend logged for an account (there is no SMS gateway), once it differs
 * from `previous`: the line comes through the server's stdout pipe, so it is waited for (at most 3 s).
 */
export async function nextTac(server: TestServer, account: string, previous?: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const found = logEvents(server.output(), 'demo.tac')
      .filter((record) => record['account'] === account)
      .map((record) => String(record['code']))
      .at(-1);
    if (found && found !== previous) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no new TAC logged for ${account}`);
}

/** A hashed JS file of the build: the static asset whose latency is measured. */
export function someAsset(): string {
  const file = readdirSync(join(ROOT, 'dist/client/assets')).find((name) => name.endsWith('.js'));
  if (!file) throw new Error('no built JS asset');
  return `/assets/${file}`;
}

/**
 * Sends `total` bytes of body over a raw socket (so nothing in between buffers it) and resolves with
 * the status line the server answered and when, or with what the socket did if it never answered.
 */
export function upload(
  port: number,
  path: string,
  total: number,
  options: { chunked?: boolean; host?: string } = {},
): Promise<{ status: number; ms: number; sent: number }> {
  return new Promise((ok) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    let status = 0;
    let ms = 0;
    let head = '';
    const finish = () => {
      socket.destroy();
      ok({ status, ms, sent });
    };
    socket.on('data', (data: Buffer) => {
      head += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match && !answered) {
        answered = true;
        status = Number(match[1]);
        ms = performance.now() - started;
        finish();
      }
    });
    socket.on('error', () => finish());
    socket.on('close', () => finish());
    const pump = () => {
      while (!answered && sent < total) {
        const piece = options.chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
        sent += chunk.length;
        if (!socket.write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (options.chunked && !answered) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      const length = options.chunked ? 'transfer-encoding: chunked' : `content-length: ${total}`;
      socket.write(`POST ${path} HTTP/1.1\r\nhost: ${options.host ?? `casino1.localhost:${port}`}\r\ncontent-type: application/json\r\n${length}\r\n\r\n`);
      pump();
    });
  });
}
