import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the production build is made from. Site configs are not among them: the server reads them
 * at runtime (CONFIG_DIR), so publishing a template never needs a build.
 */
export const BUILD_INPUTS = [
  'src',
  'widgets',
  'locales',
  'schemas',
  'public',
  // the config engine and the embedded demo backend are bundled into the Node server
  'engine',
  'tools/demo-backend',
  'vite.config.ts',
  'vite.node.config.ts',
  // the studio's bundle
  'studio',
  'vite.studio.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    // the build writes schemas/generated itself; tests are not built
    if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes(join('schemas', 'generated')))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why `dist` must be built again (missing, or older than an input), or undefined when it is current. */
export function staleBuildReason(root: string, dist: string): string | undefined {
  // the Node server is written last
  const marker = join(dist, 'node', 'cli.js');
  const parts = [marker, join(dist, 'server', 'entry-server.js'), join(dist, 'client', '.vite', 'manifest.json'), join(dist, 'studio', 'index.html')];
  if (!parts.every((f) => existsSync(f))) return `${dist} has no complete build`;
  const built = statSync(marker).mtimeMs;
  const newer = BUILD_INPUTS.find((input) => existsSync(join(root, input)) && newestMtime(join(root, input)) > built);
  return newer ? `${newer} changed since the last build` : undefined;
}
