/**
 * For Playwright specs: a demo backend behind the fault proxy (tests/fault-proxy/main.ts) and a
 * second app server whose BACKEND_URL points at the proxy. Ports are offsets from E2E_PORT, so
 * each developer's range stays theirs: +11 backend, +12 proxy, +13 proxy control, +14 app (clear of the
 * other specs' servers, tests/e2e/*.spec.ts, which may run at the same time in the other worker). No
 * operator surface: its default port is one for the whole machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setFaults, type FaultRule } from './proxy.ts';

export interface FaultStack {
  appPort: number;
  /** a demo site's origin on the app server behind the proxy */
  site(key: string): string;
  faults(rules: FaultRule[]): Promise<void>;
  stop(): Promise<void>;
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}; output:\n${seen}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (seen += c.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`process exited (${code}) before ${pattern}; output:\n${seen}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startFaultStack(basePort: number): Promise<FaultStack> {
  const backendPort = basePort + 11;
  const proxyPort = basePort + 12;
  const controlPort = basePort + 13;
  const appPort = basePort + 14;
  // tsx directly, not through npx: a signal must reach the server itself
  const tsx = 'node_modules/.bin/tsx';
  const proxy = spawn(
    tsx,
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
      `data/fault-${basePort}.sqlite`,
    ],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  await waitForLine(proxy, /fault-proxy ready/, 60_000);
  const app = spawn(tsx, ['tests/fault-proxy/tied.ts', 'dist/node/cli.js'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, PAGE_CACHE_MS: '0', SKIP_BUILD: '1', PORT: String(appPort), OPERATOR_PORT: 'off', BACKEND_URL: `http://127.0.0.1:${proxyPort}` },
  });
  try {
    await waitForLine(app, /"event":"server\.ready"/, 60_000);
  } catch (error) {
    await stopChild(proxy);
    throw error;
  }
  const controlUrl = `http://127.0.0.1:${controlPort}`;
  return {
    appPort,
    site: (key) => `http://${key}.localhost:${appPort}`,
    faults: (rules) => setFaults(controlUrl, rules),
    async stop() {
      await Promise.all([stopChild(app), stopChild(proxy)]);
    },
  };
}
