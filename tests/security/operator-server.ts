/**
 * The operator suite's server: `npm start` (a real process, the supervisor serving the operator API on
 * its own loopback port) on an embedded config store (SQLite) made for the test. Accounts and a CI
 * token are made by the `operator` CLI's commands on that store before the server starts, as an operator
 * would; every admin must have a second factor, so each gets an authenticator app by `operator totp` and
 * the suite's logins send codes from it (secondFactorFor). The commands run in this process
 * (operatorCommands): a Node process per command was most of a fixture's start, and
 * tests/security/operator-cli.test.ts runs the CLI itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { openStoreFromEnv } from '../../engine/store/open.ts';
import { runOperatorCommand } from '../../tools/operator/commands.ts';
import { call, freePort, ROOT, startServer, type Answer, type TestServer } from './server.ts';

export const PASSWORD = 'correct horse battery';

/**
 * The scrypt N of the suites' operator passwords (engine/accounts/passwords.ts hashParams): a login at
 * production's 2^17 took seconds on CI's two loaded cores, and the suites log in hundreds of times.
 * engine/accounts/passwords.test.ts and tests/security/operator-logins.test.ts keep production's cost.
 */
export const TEST_SCRYPT_N = '1024';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** One run of a package bin (tools/bin/<name>.mjs) with `stdin` piped in. */
export function runBin(name: string, args: string[], env: Record<string, string>, stdin = ''): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'tools/bin', `${name}.mjs`), ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/**
 * `operator <args>` for each command, in order, on the store of `storeEnv`: the CLI's command code
 * (tools/operator/commands.ts) on one store opened here, as tools/operator/cli.ts opens it, with
 * `password` as the typed password. Each command's printed lines; a command that fails throws.
 */
export async function operatorCommands(storeEnv: Record<string, string>, commands: { args: string[]; password?: string }[]): Promise<string[][]> {
  const env = { ...process.env, ...storeEnv };
  const store = await openStoreFromEnv(env, ROOT);
  try {
    const printed: string[][] = [];
    for (const { args, password = '' } of commands) {
      const lines: string[] = [];
      const code = await runOperatorCommand(args, store, { out: (line) => lines.push(line), password: () => Promise.resolve(password), env }).catch(
        (error: unknown) => {
          throw new Error(`operator ${args.join(' ')} failed: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
      if (code !== 0) throw new Error(`operator ${args.join(' ')} exited ${code}: ${lines.join('\n')}`);
      printed.push(lines);
    }
    return printed;
  } finally {
    await store.close();
  }
}

export interface OperatorFixture {
  server: TestServer;
  port: number;
  /** the CI token `operator token ci` printed (publisher over every template) */
  ciToken: string;
  /** every token made before the server started, by account */
  tokens: Record<string, string>;
  storeEnv: Record<string, string>;
  stop(): Promise<void>;
}

/** Accounts: name → [role, scope] */
export const ACCOUNTS: Record<string, [string, string]> = {
  admin: ['admin', '*'],
  viewer: ['viewer', '*'],
  editor: ['editor', '*'],
  publisher: ['publisher', '*'],
  casinopub: ['publisher', 'casino1'],
  casinoadmin: ['admin', 'casino1'],
  ci: ['publisher', '*'],
};

export async function startOperatorServer(
  env: Record<string, string> = {},
  accounts: Record<string, [string, string]> = ACCOUNTS,
  tokensFor: string[] = ['ci'],
): Promise<OperatorFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'operator-suite-'));
  // the CLI hashes the accounts' passwords and the server checks them at one cost: a test passes '' for production's
  const storeEnv = { CONFIG_STORE_URL: `file:${join(dir, 'config-store.sqlite')}`, OPERATOR_TEST_SCRYPT_N: env['OPERATOR_TEST_SCRYPT_N'] ?? TEST_SCRYPT_N };
  // codes of ten steps either side are good, so the suite's many admin logins need not wait out 30 s for each fresh code
  // the admins' apps are enrolled before the server starts. The
  // step-up window is an hour: a suite's sessions outlive five minutes on a loaded machine (second-factor.test.ts sets its own)
  const admins = Object.entries(accounts).flatMap(([name, [role]]) => (role === 'admin' ? [name] : []));
  // one after the other, before the server opens the store: SQLite takes one writer at a time
  const printed = await operatorCommands(storeEnv, [
    ...Object.entries(accounts).map(([name, [role, scope]]) => ({ args: ['add', name, '--role', role, '--scope', scope], password: PASSWORD })),
    ...tokensFor.map((name) => ({ args: ['token', name] })),
    ...admins.map((name) => ({ args: ['totp', name] })),
  ]);
  const added = Object.keys(accounts).length;
  const tokens: Record<string, string> = Object.fromEntries(tokensFor.map((name, i) => [name, printed[added + i]!.join('\n').trim()]));
  const secrets = admins.map((name, i) => totpSecret(name, printed[added + tokensFor.length + i]!));
  const port = await freePort();
  const server = await startServer({
    ...storeEnv,
    OPERATOR_PORT: String(port),
    TRUST_PROXY: '1',
    OPERATOR_TOTP_DRIFT_STEPS: String(DRIFT_STEPS),
    OPERATOR_STEP_UP_SECONDS: '3600',
    ...env,
  });
  admins.forEach((name, i) => authenticators.set(`${port}:${name}`, { secret: secrets[i]!, lastStep: -1 }));
  return {
    server,
    port,
    ciToken: tokens['ci'] ?? '',
    tokens,
    storeEnv,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OpOptions {
  method?: string;
  body?: unknown;
  raw?: string | Buffer;
  cookie?: string;
  csrf?: string;
  bearer?: string;
  /** the client address the trusted proxy reports */
  from?: string;
  headers?: Record<string, string>;
}

export type OpAnswer = Answer & { json: Record<string, unknown> & { error?: { code: string; message: string } & Record<string, unknown> } };

/** One operator API call. */
export async function op(port: number, path: string, options: OpOptions = {}): Promise<OpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.csrf) headers['x-csrf-token'] = options.csrf;
  if (options.bearer) headers['authorization'] = `Bearer ${options.bearer}`;
  if (options.from) headers['x-forwarded-for'] = options.from;
  const answer = await call(port, path, {
    method: options.method ?? (options.body !== undefined || options.raw !== undefined ? 'POST' : 'GET'),
    host: `127.0.0.1:${port}`,
    headers,
    body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  });
  let json: OpAnswer['json'];
  try {
    json = JSON.parse(answer.body) as OpAnswer['json'];
  } catch {
    json = {};
  }
  return { ...answer, json };
}

export interface Login {
  cookie: string;
  csrf: string;
  setCookie: string;
}

let addresses = 0;
/** A fresh client address, so one test's failures never limit another's. */
export const nextAddress = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const DRIFT_STEPS = 10;
/** by `port:account`: the secret `operator totp` made, and the last time step a code was sent from */
const authenticators = new Map<string, { secret: string; lastStep: number }>();

/**
 * Enrols an authenticator app for `name` on a running fixture, as an admin would with `operator totp`:
 * for the accounts a test makes need a second factor (a publisher once a template needs approval).
 */
export async function enrolSecondFactor(fx: Pick<OperatorFixture, 'port' | 'storeEnv'>, name: string): Promise<void> {
  authenticators.set(`${fx.port}:${name}`, { secret: await enrolTotp(name, fx.storeEnv), lastStep: -1 });
}

/** `operator totp <name>` on the store: the secret of the otpauth:// URI it prints. */
export async function enrolTotp(name: string, storeEnv: Record<string, string>): Promise<string> {
  const [lines] = await operatorCommands(storeEnv, [{ args: ['totp', name] }]);
  return totpSecret(name, lines!);
}

function totpSecret(name: string, printed: string[]): string {
  const secret = /^otpauth:\/\/totp\/\S*[?&]secret=([A-Z2-7]+)/m.exec(printed.join('\n'))?.[1];
  if (!secret) throw new Error(`operator totp ${name} printed no otpauth:// URI: ${printed.join('\n')}`);
  return secret;
}

/** A code no login has sent yet: a step after the last one used, within the drift the server allows (waiting when none is left). */
export async function totpCode(secret: string, lastStep: number, driftSteps = DRIFT_STEPS - 1): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(lastStep + 1, now - driftSteps);
    if (step <= now + driftSteps) return { code: await generate({ secret, epoch: step * 30 }), step };
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** The second factor a login of `name` on this server sends: a fresh TOTP code for an account the fixture enrolled, else none. */
export async function secondFactorFor(port: number, name: string): Promise<{ totp: string } | undefined> {
  const authenticator = authenticators.get(`${port}:${name}`);
  if (!authenticator) return undefined;
  const { code, step } = await totpCode(authenticator.secret, authenticator.lastStep);
  authenticator.lastStep = step;
  return { totp: code };
}

export async function login(port: number, name: string, password = PASSWORD): Promise<Login> {
  const answer = await op(port, '/api/login', { body: { name, password, ...(await secondFactorFor(port, name)) }, from: nextAddress() });
  if (answer.status !== 200) throw new Error(`login ${name}: ${answer.status} ${answer.body}`);
  const setCookie = String(answer.headers['set-cookie'] ?? '');
  return { cookie: setCookie.split(';')[0]!, csrf: String(answer.json['csrfToken']), setCookie };
}

/** A state change as the logged-in browser sends it. */
export const as = (session: Login, body?: unknown, method = 'POST'): OpOptions => ({
  method,
  body,
  cookie: session.cookie,
  csrf: session.csrf,
  from: nextAddress(),
});

export interface AuditItem {
  actor: string;
  outcome: string;
  revision: string | null;
  client: string | null;
  detail: Record<string, unknown>;
}

/** The newest audit entries with this action, newest first, as an admin reads them. */
export async function auditLog(port: number, admin: Login, action: string): Promise<AuditItem[]> {
  const answer = await op(port, `/api/audit?action=${action}&limit=100`, { cookie: admin.cookie });
  if (answer.status !== 200) throw new Error(`audit ${action}: ${answer.status} ${answer.body}`);
  return answer.json['items'] as AuditItem[];
}

/** What the server answers to a request declaring a `length`-byte body of which only the first 64 KiB is sent. */
export function partialRequest(port: number, line: string, length: number, headers: string[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
    socket.write(
      `${line} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n${headers.join('\r\n')}\r\n\r\n`,
    );
    socket.write('a'.repeat(64 * 1024));
  });
}
