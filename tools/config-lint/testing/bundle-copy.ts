import { copyFileSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT } from '../../../engine/project/repo.ts';

/**
 * A copy of a CLI's bundle (dist/tools/<name>.js and its chunks) in `scratch`, two folders below it as
 * in the project and beside the project's node_modules, without the chunk its entry imports
 * dynamically: a run of the copy that needs that chunk fails. The real bundle stays whole, for the
 * tests that run it meanwhile. Returns the copy's entry.
 */
export function bundleWithoutLazyChunk(bundle: string, scratch: string): string {
  const name = basename(bundle, '.js');
  const lazy = new RegExp(`import\\("\\./(${name}\\.chunk-[A-Z0-9]+\\.js)"\\)`).exec(readFileSync(bundle, 'utf8'))?.[1];
  if (!lazy) throw new Error(`${bundle} imports no chunk dynamically`);
  const dir = join(scratch, 'dist', 'tools');
  mkdirSync(dir, { recursive: true });
  try {
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(scratch, 'node_modules'));
  } catch {
    // made by an earlier copy into the same scratch directory
  }
  for (const file of readdirSync(dirname(bundle))) {
    if ((file === `${name}.js` || file.startsWith(`${name}.chunk-`)) && file !== lazy) copyFileSync(join(dirname(bundle), file), join(dir, file));
  }
  return join(dir, `${name}.js`);
}
