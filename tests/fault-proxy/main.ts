/**
 * Starts a demo backend on its own port and the fault proxy in front of it, in one process:
 *
 *   npx tsx tests/fault-proxy/main.ts --backend-port 3352 --port 3353 --control-port 3354 [--db data/x.sqlite]
 *
 * Then start the app with BACKEND_URL=http://127.0.0.1:3353 and switch faults with
 * `curl -X PUT 127.0.0.1:3354/rules -d '{"rules":[{"path":"^/api/startup","mode":"status","status":503}]}'`.
 * Prints "fault-proxy ready" once both listen.
 */
import { createServer } from 'node:http';
import { rmSync } from 'node:fs';
import { createDemoBackend } from '../../tools/demo-backend/index.ts';
import { nodeListener } from '../../tools/demo-backend/node-http-adapter.ts';
import { startFaultProxy } from './proxy.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const backendPort = Number(option('backend-port', '3352'));
const port = Number(option('port', '3353'));
const controlPort = Number(option('control-port', '3354'));
const dbPath = option('db', `data/fault-${backendPort}.sqlite`);

for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
const backend = await createDemoBackend({ dbPath, log: () => {} });
const origin = `http://127.0.0.1:${backendPort}`;
const backendServer = createServer(nodeListener(backend, origin));
await new Promise<void>((resolve) => backendServer.listen(backendPort, '127.0.0.1', resolve));
const proxy = await startFaultProxy({ upstream: origin, port, controlPort });
console.log(`fault-proxy ready: ${proxy.url} -> ${origin}, control ${proxy.controlUrl}`);

const stop = () => {
  void proxy.close().finally(() => {
    backendServer.close();
    backend.close();
    process.exit(0);
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
