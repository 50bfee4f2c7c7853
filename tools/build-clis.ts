/**
 * The package bins' prebuilt bundles: each CLI of tools/bin/clis.json into dist/tools/<name>.js, run
 * by plain `node` (tools/bin/run.mjs), so a tool starts without compiling TypeScript. Beside each,
 * <name>.inputs.json lists the project files it was built from: the bin runs the TypeScript through
 * tsx instead when one of them is newer than the bundle. Packages stay outside the bundle (resolved
 * from node_modules as the sources do). Run by `npm ci` (prepare) and `npm run build`.
 *   tsx tools/build-clis.ts [name…]
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
/** Two folders below the project, as the sources are: `import.meta.url` finds the project from there. */
const CLI_BUNDLE_DIR = join(root, 'dist', 'tools');

/** Packages a run seldom needs, loaded at their first use instead of at start-up (tools/bin-shims/). */
const LAZY = { 'css-tree': './tools/bin-shims/css-tree.ts' };

const clis = JSON.parse(readFileSync(join(root, 'tools', 'bin', 'clis.json'), 'utf8')) as Record<string, string>;

/** Builds the named CLIs (default: all) and returns their bundles' paths. */
export async function buildClis(names: readonly string[] = Object.keys(clis)): Promise<string[]> {
  mkdirSync(CLI_BUNDLE_DIR, { recursive: true });
  return Promise.all(
    names.map(async (name) => {
      const source = clis[name];
      if (!source) throw new Error(`no CLI named ${name} in tools/bin/clis.json`);
      const out = join(CLI_BUNDLE_DIR, `${name}.js`);
      // written beside and renamed: a bin started meanwhile sees the old bundle or the new, never half of one
      const result = await build({
        entryPoints: [join(root, source)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        alias: LAZY,
        write: false,
        metafile: true,
        logLevel: 'warning',
        absWorkingDir: root,
        outfile: out,
      });
      const code = result.outputFiles.find((f) => f.path === out);
      if (!code) throw new Error(`esbuild wrote no ${out}`);
      const inputs = Object.keys(result.metafile.inputs).sort();
      // the inputs first: a bundle newer than its list is what the bin trusts
      writeFileSync(join(CLI_BUNDLE_DIR, `${name}.inputs.json`), `${JSON.stringify(inputs)}\n`);
      writeFileSync(`${out}.tmp`, code.contents);
      renameSync(`${out}.tmp`, out);
      return out;
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const names = process.argv.slice(2);
  const built = await buildClis(names.length ? names : undefined);
  console.log(`CLI bundles: ${built.length} in ${CLI_BUNDLE_DIR}`);
}
