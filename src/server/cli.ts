/**
 * `npm start` (through tools/bin/start.mjs, which builds first when the checkout can and the build is
 * stale): serves the prebuilt `dist/` with plain Node. Bundled to dist/node/cli.js by `npm run build`.
 */
import { resolve } from 'node:path';
import { createServer, type RunningApp } from './start.ts';
import { ConfigRefused } from './configs.ts';

process.env.NODE_ENV = 'production';
const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');

let app: RunningApp;
try {
  app = await createServer({ root, dist, env: process.env, log: (line) => console.log(line) });
} catch (error) {
  if (!(error instanceof ConfigRefused)) throw error;
  console.error(`${error.report}\nRefusing to start: ${error.message}.`);
  process.exit(1);
}
const { server, configs, configDir, backendKind } = app;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
server.listen(port, host, () => {
  console.log(`Serving on http://localhost:${port} (${backendKind}); site configs ${configs.current().revision} from ${configDir}`);
  console.log(`Demo sites: http://casino1.localhost:${port}  http://slot2.localhost:${port}  http://sportsbook1.localhost:${port}`);
});

// SIGHUP: re-read the configs now (after a deploy that replaced the directory, or without watching)
process.on('SIGHUP', () => configs.reload('SIGHUP'));
const stop = () => {
  app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
