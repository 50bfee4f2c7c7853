/**
 * Issue 48: every line a server process prints is JSON. The production server (`node dist/node/cli.js`,
 * a supervisor and two workers) with its operator API on loopback is taken through the events an
 * operator queries most: a publish and a rollback, a publish lint refuses, a worker killed with
 * SIGKILL and replaced, and clients that cut their exchange mid-answer. Then every line it wrote on
 * stdout and on stderr must parse as JSON, and the events must be there with their fields.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_GAMES_BODY } from './fleet.ts';
import { freePort, ROOT } from '../security/server.ts';
import { op, PASSWORD, runBin } from '../security/operator-server.ts';
import { logEvents, type LogRecord } from '../security/log-records.ts';

interface Revision {
  id: string;
  files: Record<string, string>;
}

let dir: string;
let child: ChildProcess;
let port: number;
let operatorPort: number;
let token: string;
const out = { stdout: '', stderr: '' };

const events = (name: string): LogRecord[] => logEvents(out.stdout, name);

async function until<T>(what: string, found: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`no ${what} within ${ms} ms:\n${out.stdout.slice(-3000)}\n${out.stderr.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A client that sends a large /api request and resets the connection at the answer's first bytes. */
function cutExchange(): Promise<void> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `POST /api/product/get_hot_games HTTP/1.1\r\nHost: casino1.localhost:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(HOT_GAMES_BODY)}\r\n\r\n${HOT_GAMES_BODY}`,
      ),
    );
    socket.once('data', () => {
      socket.resetAndDestroy();
      done();
    });
    socket.on('error', () => done());
  });
}

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist/node/cli.js'))) throw new Error('this test needs a build: run `npm run build` first');
  dir = mkdtempSync(join(tmpdir(), 'json-logs-'));
  const storeEnv = { CONFIG_STORE_URL: `file:${join(dir, 'config-store.sqlite')}` };
  const added = await runBin('operator', ['add', 'ci', '--role', 'publisher', '--scope', '*'], storeEnv, `${PASSWORD}\n`);
  if (added.code !== 0) throw new Error(`operator add failed: ${added.stderr}`);
  const made = await runBin('operator', ['token', 'ci'], storeEnv);
  if (made.code !== 0) throw new Error(`operator token failed: ${made.stderr}`);
  token = made.stdout.trim();
  [port, operatorPort] = [await freePort(), await freePort()];
  child = spawn(process.execPath, [join(ROOT, 'dist/node/cli.js')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...storeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      OPERATOR_PORT: String(operatorPort),
      WEB_CONCURRENCY: '2',
      CONFIG_WATCH: '0',
      DEMO_DB_PATH: join(dir, 'demo.sqlite'),
      LOG_FORMAT: '',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  await until('server.ready', () => events('server.ready')[0], 60_000);
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('every line the server prints is JSON', () => {
  it('publishes, refuses, loses a worker and has exchanges cut: each an event, and no line that is not JSON', async () => {
    const live = (await op(operatorPort, '/api/revisions/live', { bearer: token })).json as unknown as Revision;
    const casino1 = live.files['templates/casino1.json']!;
    const recoloured = { ...live.files, 'templates/casino1.json': casino1.replace(/"primary": "#[0-9a-f]{6}"/, '"primary": "#e23d57"') };
    const published = await op(operatorPort, '/api/publish', { bearer: token, body: { files: recoloured, parent: live.id, message: 'red' } });
    expect(published.status).toBe(201);
    const revision = (published.json['revision'] as Revision).id;

    const typo = { ...recoloured, 'templates/casino1.json': recoloured['templates/casino1.json']!.replace('"label":', '"labell":') };
    const refused = await op(operatorPort, '/api/publish', { bearer: token, body: { files: typo, parent: revision, message: 'typo' } });
    expect(refused.status).toBe(422);

    const back = await op(operatorPort, '/api/rollback', { bearer: token, body: { revision: live.id } });
    expect(back.status).toBe(201);
    // served before a worker is killed: a worker killed before it read the rollback never logs it, and one
    // started after it logs its start instead
    const rolledBack = (back.json['revision'] as Revision).id;
    await until('config.served of the rollback', () => events('config.served').find((r) => String(r['reason']).endsWith(rolledBack)));

    const listening = await until('two worker.listening', () => (events('worker.listening').length >= 2 ? events('worker.listening') : undefined));
    const victim = Number(listening[0]!['pid']);
    process.kill(victim, 'SIGKILL');
    const died = await until('worker.died', () => events('worker.died').find((r) => r['workerPid'] === victim));
    expect(died).toMatchObject({ level: 50, signal: 'SIGKILL', restarting: true, pid: child.pid });
    const restarted = await until('worker.restarted', () => events('worker.restarted').find((r) => r['replaces'] === victim));
    await until('the new worker listening', () => events('worker.listening').find((r) => r['pid'] === restarted['workerPid']));

    await Promise.all(Array.from({ length: 10 }, () => cutExchange()));
    const cut = await until('exchange.endedEarly', () => events('exchange.endedEarly')[0]);
    expect(cut).toMatchObject({ level: 40, method: 'POST', path: '/api/product/get_hot_games' });

    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await new Promise((r) => child.once('exit', r));

    // every line of both streams is a JSON record with pino's fields
    const lines = `${out.stdout}${out.stderr}`.split('\n').filter((line) => line !== '');
    const unparsed = lines.filter((line) => {
      try {
        const record = JSON.parse(line) as LogRecord;
        return typeof record['level'] !== 'number' || typeof record['time'] !== 'string' || typeof record['pid'] !== 'number';
      } catch {
        return true;
      }
    });
    expect(unparsed).toEqual([]);
    expect(out.stderr).toBe('');

    expect(events('publish')).toContainEqual(expect.objectContaining({ kind: 'publish', author: 'ci', revision, msg: expect.stringContaining(revision) }));
    expect(events('publish.refused')).toContainEqual(
      expect.objectContaining({ level: 40, status: 422, author: 'ci', problems: expect.arrayContaining([expect.objectContaining({ pointer: '/labell' })]) }),
    );
    expect(events('rollback')).toContainEqual(expect.objectContaining({ restores: live.id, author: 'ci' }));
    expect(events('config.served').filter((r) => r['revision'] !== undefined).length).toBeGreaterThanOrEqual(2);
    expect(events('operator.listening')).toHaveLength(1);
    expect(events('worker.died')).toHaveLength(1);
  }, 90_000);
});
