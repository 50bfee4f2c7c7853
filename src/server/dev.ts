/** `npm run dev`: Vite middleware SSR with HMR; a saved JSON config is published through the gate and served (CONFIG_DIR is watched). */
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer as createVite } from 'vite';
import { chatTransport, connectBackend, startDemoSealFrom } from './proxy/backend.ts';
import { createHttpHandler } from './player/http-handler.ts';
import type { ServerRenderer, ServerRenderOptions } from '../app/entry-server.tsx';
import { createPageResponder, inProcessPages } from './player/page-responder.ts';
import { marketHeaderFrom } from './player/cache-control.ts';
import { ConfigRefused, openServedConfig } from './config/configs.ts';
import { createConfigEndpoint } from './config/config-endpoint.ts';
import { eitherRoutes } from './player/either-routes.ts';
import { createLobbyRoutes, lobbyApi } from './player/lobby-view.ts';
import { localMetrics } from './process/metrics.ts';
import { createApi } from '../api/client.ts';
import { createPreviewResponder } from './preview/responder.ts';
import { createDraftSets, gateJudge } from './preview/draft-sets.ts';
import { savesOf } from './preview/draft-saves.ts';
import { createPreviewPlayers, previewPlayerFrom } from './preview/player-session.ts';
import { studioOrigins } from './preview/origins.ts';
import { createOperatorCheck } from './preview/operator-check.ts';
import { ensurePreviewSecret, previewSecretFrom } from './preview/token.ts';
import { OVERRIDE_ENV } from '../../engine/store/gate.ts';
import { startOperatorFromEnv } from './operator/start-from-env.ts';
import { localField } from './vitals/cluster.ts';
import { localServing } from './config/serving-revision.ts';

const root = resolve(import.meta.dirname, '../..');
const vite = await createVite({ root, server: { middlewareMode: true }, appType: 'custom' });
// the operator surface below signs previews with it, and this server checks them
ensurePreviewSecret(process.env);
const { store: configs, source: configSource } = await (async () => {
  try {
    // CONFIG_DIR is watched unless CONFIG_WATCH=0: each save publishes through the gate (kind 'files')
    return await openServedConfig(root, { CONFIG_WATCH: '1', ...process.env }, (line) => console.log(line));
  } catch (error) {
    if (!(error instanceof ConfigRefused)) throw error;
    console.error(`${error.report}\nRefusing to start: ${error.message}.`);
    process.exit(1);
  }
})();
process.on('SIGHUP', () => void configs.reload('SIGHUP'));
// after the store: renders record the fleet, and preview sites wear the serving set (as npm start)
const drafts = createDraftSets({
  drafts: configSource.backend,
  revisions: configSource.backend,
  judge: gateJudge(configSource.ruleRoot, process.env[OVERRIDE_ENV] === '1'),
  saved: savesOf(configSource.backend),
});
const backend = await connectBackend(process.env, configs, drafts.template, (line) => console.log(`[demo-backend] ${line}`));
// the demo's stand-in Curaçao seal (DEMO_SEAL_PORT), as `npm start` serves it
const demoSeal = await startDemoSealFrom(process.env);

/** loaded per request, so an edit to the app applies to the next page; dev renders in this thread */
async function pages() {
  const mod = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as { createServerRenderer(o: ServerRenderOptions): ServerRenderer };
  const renderer = mod.createServerRenderer({
    transport: backend.transport,
    dev: true,
    css: [],
    bootstrapModules: ['/@vite/client', '/src/app/dev-client.ts'],
    startupTtlMs: 0,
    marketHeader: marketHeaderFrom(process.env),
    ...(demoSeal.origin ? { demoSealOrigin: demoSeal.origin } : {}),
  });
  return inProcessPages(renderer);
}
const api = createApi(backend.transport, { timeoutMs: 5_000 });
const preview = createPreviewResponder({
  secret: previewSecretFrom(process.env),
  studioOrigins: studioOrigins(process.env),
  drafts: drafts,
  source: pages,
  api,
  players: createPreviewPlayers(api, previewPlayerFrom(process.env)),
  operators: createOperatorCheck(configSource.backend),
});

const handler = createHttpHandler({
  transport: backend.transport,
  chatTransport: chatTransport(process.env, backend.transport),
  configRoutes: eitherRoutes(
    preview.entry,
    createConfigEndpoint(configs, preview.configSet),
    createLobbyRoutes({ api: lobbyApi(backend.transport), trustProxy: false }),
  ),
  render: async () => {
    const render = createPageResponder({ source: await pages(), configs, marketHeader: marketHeaderFrom(process.env) });
    return async (request, res) => {
      if (!(await preview.page(request, res))) await render(request, res);
    };
  },
  favicon: join(root, 'public/favicon.svg'),
  // dev keeps its text lines (npm start logs JSON)
  log: (line) => console.error(line),
  trustProxy: false,
});

// one process: the operator API and /metrics run beside the dev server
await startOperatorFromEnv({
  root,
  env: process.env,
  metrics: localMetrics(),
  field: localField(),
  serving: localServing(() => configs.status().store?.revision ?? undefined),
  role: 'player',
  log: (line) => console.log(line),
});

const port = Number(process.env.PORT ?? 3000);
createServer((req, res) => {
  vite.middlewares(req, res, () => void handler(req, res));
}).listen(port, () => console.log(`Dev server on http://localhost:${port}`));
