/**
 * `npm run build`: schemas, then the client (hashed, with manifest), the studio (its own bundle, never
 * a player page's: vite.studio.config.ts), the SSR bundle and the Node server (the HTTP server, demo backend and config-lint gate: `node dist/node/cli.js` needs no
 * Vite, tsx or esbuild) into DIST_DIR (default dist), then the build metadata the new-version
 * check polls (§7 build metadata), and the package bins' bundles (dist/tools, tools/build-clis.ts). `--if-stale` does nothing when the build is current.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { staleBuildReason } from './shared/build-state.ts';
import { buildClis } from './build-clis.ts';

const dist = process.env.DIST_DIR ?? 'dist';
const stale = staleBuildReason(process.cwd(), dist);
if (process.argv.includes('--if-stale') && !stale) process.exit(0);
if (stale) console.log(`Building (${stale})…`);
const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const run = (cmd: string) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, BUILD_ID: id } });

run('npx tsx schemas/build.ts');
run(`npx vite build --manifest --outDir ${dist}/client --emptyOutDir`);
run('npx vite build --config vite.studio.config.ts');
run(`npx vite build --ssr src/app/entry-server.tsx --outDir ${dist}/server --emptyOutDir`);
run('npx vite build --config vite.node.config.ts');
run('npx vite build --config vite.node.config.ts --ssr src/server/player/render-worker.ts --emptyOutDir false');
// the package bins' bundles sit in dist/tools whatever DIST_DIR is: the bins look for them there
await buildClis();

const meta = { id, timestamp: Date.now(), matcher: { static: {}, wildcard: {}, dynamic: {} } };
mkdirSync(join(dist, 'client/builds/meta'), { recursive: true });
writeFileSync(join(dist, 'client/builds/latest.json'), `${JSON.stringify({ id, timestamp: meta.timestamp, matcher: meta.matcher })}\n`);
writeFileSync(join(dist, `client/builds/meta/${id}.json`), `${JSON.stringify(meta)}\n`);
/** Precompressed twins of the text assets: the server sends .br or .gz as the browser accepts. */
let compressed = 0;
const served = ['client', 'studio'].flatMap((dir) => readdirSync(join(dist, dir), { withFileTypes: true, recursive: true }));
for (const entry of served) {
  if (!entry.isFile() || !/\.(js|css|svg|json|html|txt)$/.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}
console.log(`build ${id} written to ${dist}/ (${compressed} files precompressed)`);
