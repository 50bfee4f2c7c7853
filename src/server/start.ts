/**
 * `npm start`: builds when the build is missing or older than the sources, then serves the
 * production build with the embedded demo backend (or BACKEND_URL). Site configs are not part of
 * the build: they are read from CONFIG_DIR at runtime through config-lint, and re-read on change.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chatTransport, connectBackend } from './backend.ts';
import { createHttpHandler } from './http-handler.ts';
import { clientEntry, type Manifest } from './client-entry.ts';
import type { ServerRenderOptions } from '../app/entry-server.tsx';
import type { PageRenderer } from './http-handler.ts';
import { ConfigRefused, openConfigStore } from './configs.ts';
import { staleBuildReason } from '../../tools/shared/build-state.ts';
import { createConfigEndpoint } from './config-endpoint.ts';

process.env.NODE_ENV = 'production';
const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const clientDir = join(dist, 'client');
const serverEntry = join(dist, 'server/entry-server.js');

const stale = process.env.SKIP_BUILD === '1' ? undefined : staleBuildReason(root, dist);
if (stale) {
  console.log(`Building the site (${stale})…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const { dir: configDir, store: configs } = (() => {
  try {
    return openConfigStore(root, process.env, (line) => console.log(line));
  } catch (error) {
    if (!(error instanceof ConfigRefused)) throw error;
    console.error(`${error.report}\nRefusing to start: ${error.message}.`);
    process.exit(1);
  }
})();

const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const modules = clientEntry(manifest, 'src/app/entry-client.tsx');

const backend = await connectBackend(process.env);
const mod = (await import(pathToFileURL(serverEntry).href)) as { createServerRenderer(o: ServerRenderOptions): PageRenderer };
const render = mod.createServerRenderer({
  transport: backend.transport,
  configs,
  dev: false,
  css: modules.css,
  bootstrapModules: [modules.entryFile],
  // a micro-cache: a burst of identical page views renders once (README: PAGE_CACHE_MS)
  pageCacheMs: Number(process.env.PAGE_CACHE_MS ?? 2_000),
});

const handler = createHttpHandler({
  transport: backend.transport,
  chatTransport: chatTransport(process.env, backend.transport),
  render: async () => render,
  staticRoot: clientDir,
  favicon: join(root, 'public/favicon.svg'),
  trustProxy: process.env.TRUST_PROXY === '1',
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const configRoutes = createConfigEndpoint(configs);
const server = createServer((req, res) => {
  void configRoutes(req, res).then((done) => (done ? undefined : handler(req, res)));
});
server.listen(port, host, () => {
  console.log(`Serving on http://localhost:${port} (${backend.kind}); site configs ${configs.current().revision} from ${configDir}`);
  console.log(`Demo sites: http://casino1.localhost:${port}  http://slot2.localhost:${port}  http://sportsbook1.localhost:${port}`);
});

// SIGHUP: re-read the configs now (after a deploy that replaced the directory, or without watching)
process.on('SIGHUP', () => configs.reload('SIGHUP'));

const stop = () => {
  configs.close();
  server.close();
  backend.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
