/**
 * `npm start` (through tools/bin/start.mjs, which builds first when the checkout can and the build is
 * stale): serves the prebuilt `dist/` with plain Node. Bundled to dist/node/cli.js by `npm run build`.
 * This process is a supervisor (src/server/process/cluster.ts): it forks WEB_CONCURRENCY workers, each of
 * which runs this file again as a server, and replaces one that dies, also when there is only one.
 * Every process writes JSON log lines only (src/server/process/log.ts), its own messages included.
 */
import cluster, { type Worker } from 'node:cluster';
import { resolve } from 'node:path';
import { createServer, type RunningApp } from './process/start.ts';
import { ConfigRefused, openConfigSource, watchDir } from './config/configs.ts';
import type { FilesMessage, FilesResult } from '../../engine/store/files-result.ts';
import { runPrimary, SHUTDOWN_GRACE_MS, workerCount } from './process/cluster.ts';
import { clusterMetrics } from './process/metrics.ts';
import { startOperatorFromEnv } from './operator/start-from-env.ts';
import { SsoConfigError } from './operator/sso/config.ts';
import { clusterField } from './vitals/cluster.ts';
import { clusterServing } from './config/serving-revision.ts';
import { onCleanLint, type CleanLintMessage } from './preview/clean-lints.ts';
import { onDraftSaved, type DraftSavedMessage } from './preview/draft-saves.ts';
import { ensurePreviewSecret } from './preview/token.ts';
import { eventLogger } from './process/log.ts';
import { consoleToLog, logProcessEvents } from './process/process-log.ts';

process.env.NODE_ENV = 'production';
const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const log = eventLogger();
logProcessEvents(log);
consoleToLog(log);

/** Printed by the supervisor once every worker listens. */
function banner(backendKind: string, detail: string) {
  log(`Serving on http://localhost:${port} (${backendKind}); ${detail}`, { event: 'server.ready', port, backend: backendKind });
  const sites = ['casino1', 'slot2', 'sportsbook1'].map((key) => `http://${key}.localhost:${port}`);
  log(`Demo sites: ${sites.join('  ')}`, { event: 'server.demoSites', sites });
}

function refuseToStart(error: ConfigRefused): never {
  log(`Refusing to start: ${error.message}.`, { event: 'config.refused', level: 'error', atStart: true, message: error.message, report: error.report });
  process.exit(1);
}

async function serve(): Promise<void> {
  let app: RunningApp;
  try {
    app = await createServer({ root, dist, env: process.env, log });
  } catch (error) {
    if (!(error instanceof ConfigRefused)) throw error;
    refuseToStart(error);
  }
  const { server, configs, configDir, backendKind } = app;
  server.listen(port, host, () => {
    const detail = `site configs ${configs.current().revision} from ${configDir}`;
    log(`Worker ${process.pid} listening (${backendKind}); ${detail}`, {
      event: 'worker.listening',
      backend: backendKind,
      revision: configs.current().revision,
    });
  });

  // SIGHUP: the primary imported the watched directory; re-read the live revision now
  // the line confirms the signal arrived (a set that did not change logs nothing else)
  process.on('SIGHUP', () => {
    void configs.reload('SIGHUP').then(() =>
      log(`config: re-read on SIGHUP by ${process.pid}; serving ${configs.current().revision}`, {
        event: 'config.reread',
        revision: configs.current().revision,
      }),
    );
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

/**
 * The primary holds the config store open for one job: seeding it, and importing the watched
 * CONFIG_DIR on save (one importer for all workers, which follow the live revision); each outcome
 * goes to every worker, and the last few to a worker forked later, for its /healthz/config.
 */
/** The cluster's workers that can still be sent a message (one exiting or restarting is skipped). */
function liveWorkers(): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && worker.isConnected());
}

async function primary(): Promise<void> {
  const workers = workerCount(process.env);
  // one preview secret for the operator surface here and every worker it forks (they inherit the environment)
  ensurePreviewSecret(process.env);
  let source;
  try {
    source = await openConfigSource(root, process.env, log, true);
  } catch (error) {
    if (!(error instanceof ConfigRefused)) throw error;
    refuseToStart(error);
  }
  const recent: FilesResult[] = [];
  const send = (worker: { send(message: FilesMessage): unknown }, result: FilesResult) => worker.send({ type: 'config-files', result });
  const watcher = source.watching
    ? watchDir(source, process.env, log, (result) => {
        recent.push(result);
        if (recent.length > 3) recent.shift();
        for (const worker of liveWorkers()) send(worker, result);
      })
    : undefined;
  const store = `${source.backend.kind} config store${source.watching ? `, publishing ${source.dir} on save` : ''}`;
  // a set the studio's lint found clean here need not be linted again by the worker that previews it
  onCleanLint((key) => {
    const message: CleanLintMessage = { type: 'clean-lint', key };
    for (const worker of liveWorkers()) worker.send(message);
  });
  // a draft version its operator API saved: the worker whose preview waits for it starts at once
  onDraftSaved(({ draft, version }) => {
    const message: DraftSavedMessage = { type: 'draft-saved', draft, version };
    for (const worker of liveWorkers()) worker.send(message);
  });
  // the supervisor serves the operator API and gathers /metrics from every worker; sessions and failed logins live in the store
  await startOperatorFromEnv({
    root,
    env: process.env,
    metrics: clusterMetrics(),
    field: clusterField(),
    serving: clusterServing(),
    role: 'supervisor',
    log,
  }).catch((error: unknown) => {
    // single sign-on (issue 50): a setting that cannot work stops the server, naming it
    if (!(error instanceof SsoConfigError)) throw error;
    log(`Refusing to start: ${error.message}.`, { event: 'sso.refused', level: 'error', atStart: true, message: error.message });
    process.exit(1);
  });
  await runPrimary({
    workers,
    exec: import.meta.filename,
    env: process.env,
    log,
    ready: (backendKind) => banner(`${workers} ${workers === 1 ? 'worker' : 'workers'}, ${backendKind}`, `site configs from the ${store}`),
    forked: (worker) => {
      for (const result of recent) send(worker, result);
    },
    hangup: async () => {
      await watcher?.run('SIGHUP');
    },
    stopped: () => {
      watcher?.close();
      void source.backend.close();
    },
  });
}

if (cluster.isPrimary) {
  await primary();
} else {
  await serve();
}
