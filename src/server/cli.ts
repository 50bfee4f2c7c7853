/**
 * `npm start` (through tools/bin/start.mjs, which builds first when the checkout can and the build is
 * stale): serves the prebuilt `dist/` with plain Node. Bundled to dist/node/cli.js by `npm run build`.
 * This process is a supervisor (src/server/cluster.ts): it forks WEB_CONCURRENCY workers, each of
 * which runs this file again as a server, and replaces one that dies, also when there is only one.
 */
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { createServer, type RunningApp } from './start.ts';
import { ConfigRefused } from './configs.ts';
import { runPrimary, SHUTDOWN_GRACE_MS, workerCount } from './cluster.ts';
import { clusterMetrics } from './metrics.ts';
import { startOperatorFromEnv } from './operator/start-from-env.ts';

process.env.NODE_ENV = 'production';
const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const log = (line: string) => console.log(line);

/** Printed by the supervisor once every worker listens. */
function banner(backendKind: string, detail: string) {
  console.log(`Serving on http://localhost:${port} (${backendKind}); ${detail}`);
  console.log(`Demo sites: http://casino1.localhost:${port}  http://slot2.localhost:${port}  http://sportsbook1.localhost:${port}`);
}

async function serve(): Promise<void> {
  let app: RunningApp;
  try {
    app = await createServer({ root, dist, env: process.env, log });
  } catch (error) {
    if (!(error instanceof ConfigRefused)) throw error;
    console.error(`${error.report}\nRefusing to start: ${error.message}.`);
    process.exit(1);
  }
  const { server, configs, configDir, backendKind } = app;
  server.listen(port, host, () => {
    const detail = `site configs ${configs.current().revision} from ${configDir}`;
    console.log(`Worker ${process.pid} listening (${backendKind}); ${detail}`);
  });

  // SIGHUP: re-read the configs now (after a deploy that replaced the directory, or without watching)
  // the line confirms the signal arrived (a set that did not change logs nothing else)
  process.on('SIGHUP', () => {
    configs.reload('SIGHUP');
    console.log(`config: re-read on SIGHUP by ${process.pid}; serving ${configs.current().revision}`);
  });
  // stop taking connections, let the requests in flight finish (idle keep-alive sockets close now)
  const stop = () => {
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      app.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (cluster.isPrimary) {
  const workers = workerCount(process.env);
  // the supervisor serves the operator API: one process holds its login limits and gathers /metrics from every worker
  await startOperatorFromEnv({ root, env: process.env, metrics: clusterMetrics(), role: 'supervisor', log });
  await runPrimary({
    workers,
    exec: import.meta.filename,
    env: process.env,
    log,
    ready: (backendKind) =>
      banner(`${workers} ${workers === 1 ? 'worker' : 'workers'}, ${backendKind}`, `site configs from ${process.env.CONFIG_DIR ?? 'site-configs'}`),
  });
} else {
  await serve();
}
