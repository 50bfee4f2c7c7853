/**
 * A real Postgres for the tests: Debian's `postgresql` (installed when missing, like Chromium for the
 * e2e suite), a cluster made by `initdb` in a temporary directory and run by `pg_ctl` on a free
 * loopback port. Postgres refuses to run as root, so as root the cluster belongs to `nobody`.
 */
import { execFileSync, execSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../security/server.ts';

const BASE = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or undefined. */
export function postgresBin(): string | undefined {
  if (!existsSync(BASE)) return undefined;
  const versions = readdirSync(BASE)
    .filter((v) => existsSync(join(BASE, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(BASE, versions[0], 'bin');
}

/** Installs Debian's postgresql when it is missing (as root, or through sudo). */
export function ensurePostgres(): string {
  const found = postgresBin();
  if (found) return found;
  console.log("Postgres is missing: installing Debian's postgresql…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`, { stdio: 'inherit' });
  const bin = postgresBin();
  if (!bin) throw new Error('apt-get installed postgresql but no pg_ctl was found under /usr/lib/postgresql');
  return bin;
}

export interface TestPostgres {
  url: string;
  port: number;
  /** stops the server (fast shutdown: connections are cut, as when a database host goes away) */
  stop(): void;
  start(): void;
  /** stops it and removes the cluster */
  close(): void;
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, tool: string, args: string[]): void {
  const command = join(bin, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'nobody', '--', command, ...args], { stdio: 'pipe', cwd: '/' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export async function startPostgres(bin: string = ensurePostgres()): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'postgres-'));
  if (asRoot) {
    chownSync(dir, 65534, 65534);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=60`;
  const start = () => run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (running) stop();
      running = false;
    },
    start() {
      if (!running) start();
      running = true;
    },
    close() {
      try {
        if (running) stop();
      } finally {
        running = false;
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
