#!/usr/bin/env node
// `npm start`: where the dev dependencies are installed, first builds when dist/ is missing or older
// than the code (`npm run build -- --if-stale`); then runs the prebuilt server with plain Node, so a
// production install (`npm ci --omit=dev`) needs no Vite, tsx or esbuild.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
const canBuild = existsSync(join(root, 'node_modules', 'vite', 'package.json'));
if (process.env.SKIP_BUILD !== '1' && canBuild) {
  const build = spawnSync('npm', ['run', 'build', '--', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const cli = join(dist, 'node', 'cli.js');
if (!existsSync(cli)) {
  console.error(`npm start: no build in ${dist}: run \`npm ci && npm run build\` once (the dev dependencies build it), then deploy with dist/`);
  process.exit(1);
}
await import(pathToFileURL(cli).href);
