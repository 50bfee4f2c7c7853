/**
 * The production server, as a function: the prebuilt client and SSR bundle of `dist`, the embedded
 * demo backend (or BACKEND_URL), and the site configs: the config store's live revision
 * (engine/store), followed as it changes, every set through config-lint's gate. Importing this module does nothing; src/server/cli.ts is `npm start`.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chatTimeoutFrom, chatTransport, connectBackend, startDemoSealFrom } from '../proxy/backend.ts';
import { CONNECTION_LIMITS, serverOptions } from './connection-limits.ts';
import { createHttpHandler } from '../player/http-handler.ts';
import { createBackendProxy } from '../proxy/backend-proxy.ts';
import { createLobbyRoutes, lobbyApi } from '../player/lobby-view.ts';
import { DATA_HEADERS } from '../player/security-headers.ts';
import { clientEntry, hydrationModules, type Manifest } from '../player/client-entry.ts';
import { createPageResponder, type PageResponder } from '../player/page-responder.ts';
import { createApi } from '../../api/client.ts';
import { createPreviewResponder } from '../preview/responder.ts';
import { createDraftSets, gateJudge } from '../preview/draft-sets.ts';
import { isCleanLintMessage, rememberCleanKey } from '../preview/clean-lints.ts';
import { draftSaved, isDraftSavedMessage, savesOf } from '../preview/draft-saves.ts';
import { createPreviewPlayers, previewPlayerFrom } from '../preview/player-session.ts';
import { studioOrigins } from '../preview/origins.ts';
import { createOperatorCheck } from '../preview/operator-check.ts';
import { previewSecretFrom } from '../preview/token.ts';
import { OVERRIDE_ENV } from '../../../engine/store/gate.ts';
import { createRenderPool, renderThreadCount } from '../player/render-pool.ts';
import { workerCount } from './cluster.ts';
import { openServedConfig, openWorkerConfigStore, type ConfigSource } from '../config/configs.ts';
import { createConfigEndpoint } from '../config/config-endpoint.ts';
import { eitherRoutes } from '../player/either-routes.ts';
import { createFieldRoutes, fieldRegistry, vitalsSettings } from '../vitals/endpoint.ts';
import { answerFieldRequests } from '../vitals/cluster.ts';
import { followFleet } from '../vitals/known-sites.ts';
import { answerServingRequests } from '../config/serving-revision.ts';
import type { ServedConfig } from '../config/served-config.ts';
import { cdnCachingFrom, marketHeaderFrom } from '../player/cache-control.ts';
import { observeRequest } from './access-log.ts';
import { accessLogOn } from './log.ts';
import type { EventLog } from '../../lib/event-log.ts';
import { measuredProxy, measuredTransport } from '../proxy/measured-transport.ts';
import { collectProcessMetrics, exposeToSupervisor, trackServingRevision } from './metrics.ts';

export interface ServerOptions {
  /** the project: public/, schemas/generated/, and site-configs/ unless CONFIG_DIR says otherwise */
  root: string;
  /** the build: client/ and server/entry-server.js */
  dist: string;
  env: NodeJS.ProcessEnv;
  log: EventLog;
}

export interface RunningApp {
  server: Server;
  configs: ServedConfig;
  configDir: string;
  /** the config store and its publisher: what the operator surface publishes through */
  configSource: ConfigSource;
  backendKind: string;
  /** stops watching, closes the socket and the backend */
  close(): void;
}

/** Builds the server (not yet listening). Throws ConfigRefused when no live revision passes lint (an empty store seeded from a CONFIG_DIR that fails). */
export async function createServer(options: ServerOptions): Promise<RunningApp> {
  const { root, dist, env, log } = options;
  const clientDir = join(dist, 'client');
  // a cluster worker follows the store; its primary imports the watched CONFIG_DIR (src/server/cli.ts)
  const open = env['CLUSTER_WORKER'] === '1' ? openWorkerConfigStore : openServedConfig;
  const { dir: configDir, store: configs, source: configSource } = await open(root, env, log);
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const modules = clientEntry(manifest, 'src/app/entry-client.tsx');
  const vitals = vitalsSettings(env);
  // the trusted header a visitor's market comes from (docs/targeting.md); checked here, before anything starts
  const marketHeader = marketHeaderFrom(env);
  // the demo's stand-in Curaçao seal (DEMO_SEAL_PORT): only then do the demo templates' seal scripts load
  const demoSeal = await startDemoSealFrom(env);

  // draft previews' sets: the embedded demo backend serves a template only a draft has at <key>.localhost
  const drafts = createDraftSets({
    drafts: configSource.backend,
    revisions: configSource.backend,
    judge: gateJudge(configSource.ruleRoot, env[OVERRIDE_ENV] === '1'),
    saved: savesOf(configSource.backend),
  });
  const backend = await connectBackend(env, configs, drafts.template);
  const transport = measuredTransport(backend.transport);
  collectProcessMetrics('player');
  const stopFollowingFleet = followFleet(configSource.backend);
  trackServingRevision(() => configs.current().revision);
  // a worker's metrics reach /metrics through the supervisor, which serves the operator port
  if (env['CLUSTER_WORKER'] === '1') {
    exposeToSupervisor([fieldRegistry]);
    answerFieldRequests();
    answerServingRequests(() => configs.status().store?.revision ?? undefined);
  }
  // pages render on RENDER_THREADS threads; this thread never runs React (src/server/player/render-pool.ts)
  const processes = env['CLUSTER_WORKER'] === '1' ? workerCount(env) : 1;
  const pool = await createRenderPool({
    size: renderThreadCount(env, processes),
    worker: pathToFileURL(join(dist, 'node/render-worker.js')),
    workerData: {
      entry: pathToFileURL(join(dist, 'server/entry-server.js')).href,
      renderer: {
        dev: false,
        css: modules.css,
        bootstrapModules: [modules.entryFile],
        hydrationModules: hydrationModules(manifest, 'src/app/entry-client.tsx'),
        vitalsSampleRate: vitals.sampleRate,
        marketHeader,
        ...(demoSeal.origin ? { demoSealOrigin: demoSeal.origin } : {}),
      },
    },
    transport,
    log,
  });
  const render = createPageResponder({
    source: pool,
    configs,
    // a micro-cache: a burst of identical page views renders once (README: PAGE_CACHE_MS)
    pageCacheMs: Number(env['PAGE_CACHE_MS'] ?? 2_000),
    // past that, served while one background render replaces it (README: PAGE_STALE_MS)
    pageStaleMs: Number(env['PAGE_STALE_MS'] ?? 60_000),
    cdn: cdnCachingFrom(env),
    marketHeader,
  });

  // draft previews (src/server/preview): their own responder in front of the players' one
  const api = createApi(transport, { timeoutMs: 5_000 });
  const preview = createPreviewResponder({
    secret: previewSecretFrom(env),
    studioOrigins: studioOrigins(env),
    drafts: drafts,
    source: async () => pool,
    api,
    players: createPreviewPlayers(api, previewPlayerFrom(env)),
    operators: createOperatorCheck(configSource.backend),
    env,
  });
  // the supervisor's operator surface tells which draft sets its lint found clean (src/server/preview/clean-lints.ts)
  if (env['CLUSTER_WORKER'] === '1') process.on('message', (message: unknown) => isCleanLintMessage(message) && rememberCleanKey(message.key));
  // and which draft versions it saved: a preview waiting for one starts at once (src/server/preview/draft-saves.ts)
  if (env['CLUSTER_WORKER'] === '1') process.on('message', (message: unknown) => isDraftSavedMessage(message) && draftSaved(message.draft, message.version));
  const respond: PageResponder = async (request, res) => {
    if (!(await preview.page(request, res))) await render(request, res);
  };

  const handler = createHttpHandler({
    transport,
    proxy: env['BACKEND_URL'] ? measuredProxy(createBackendProxy(env['BACKEND_URL'], DATA_HEADERS)) : undefined,
    chatTransport: chatTransport(env, transport),
    chatTimeoutMs: chatTimeoutFrom(env),
    configRoutes: eitherRoutes(
      // the field beacon: vitals and compliance seen in the field (issue 52 part 3) of the sampled page views
      createFieldRoutes({ trustProxy: env['TRUST_PROXY'] === '1', perMinute: vitals.perMinute }),
      preview.entry,
      createConfigEndpoint(configs, preview.configSet),
      createLobbyRoutes({ api: lobbyApi(transport), trustProxy: env['TRUST_PROXY'] === '1' }),
    ),
    render: async () => respond,
    staticRoot: clientDir,
    favicon: join(root, 'public/favicon.svg'),
    trustProxy: env['TRUST_PROXY'] === '1',
    log,
  });
  // for the worker tests: which process answered (never on in production, it names a pid)
  const workerHeader = env['WORKER_PID_HEADER'] === '1' ? String(process.pid) : undefined;
  const observed = { revision: () => configs.current().revision, accessLog: accessLogOn(env) };
  const server = createHttpServer(serverOptions(), (req, res) => {
    if (workerHeader) res.setHeader('x-worker-pid', workerHeader);
    observeRequest(req, res, observed);
    void handler(req, res);
  });
  server.maxRequestsPerSocket = CONNECTION_LIMITS.maxRequestsPerSocket;
  // a socket on which nothing moves either way is closed (Node's default keeps it for ever)
  server.setTimeout(CONNECTION_LIMITS.idleSocketMs);
  return {
    server,
    configs,
    configDir,
    configSource,
    backendKind: backend.kind,
    close() {
      stopFollowingFleet();
      configs.close();
      server.close();
      void pool.close();
      backend.close();
      demoSeal.close();
    },
  };
}
