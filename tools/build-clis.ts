/**
 * The package bins' prebuilt bundles: each CLI of tools/bin/clis.json into dist/tools/<name>.js, run
 * by plain `node` (tools/bin/run.mjs), so a tool starts without compiling TypeScript. Beside each,
 * <name>.inputs.json lists the project files it was built from: the bin runs the TypeScript through
 * tsx instead when one of them is newer than the bundle. Packages stay outside the bundle (resolved
 * from node_modules as the sources do). Run by `npm ci` (prepare) and `npm run build`.
 *   tsx tools/build-clis.ts [name…]
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
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
      // code split: what a CLI imports dynamically (config-lint's full run behind its cached start)
      // is a chunk of its own, loaded only when asked for. Chunks sit beside the entry, two folders
      // below the project as the sources are, and are named by their content hash, which the entry
      // names in turn: the entry's own hash changes with any of the tool's code (config-lint's cache key).
      const result = await build({
        entryPoints: { [name]: join(root, source) },
        bundle: true,
        splitting: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        alias: LAZY,
        write: false,
        metafile: true,
        logLevel: 'warning',
        absWorkingDir: root,
        outdir: CLI_BUNDLE_DIR,
        chunkNames: `${name}.chunk-[hash]`,
      });
      const code = result.outputFiles.find((f) => f.path === out);
      if (!code) throw new Error(`esbuild wrote no ${out}`);
      const chunks = result.outputFiles.filter((f) => f !== code);
      const inputs = Object.keys(result.metafile.inputs).sort();
      // the chunks and the inputs first: a bundle newer than its list, with its chunks in place, is what the bin trusts
      for (const chunk of chunks) writeFileSync(chunk.path, chunk.contents);
      writeFileSync(join(CLI_BUNDLE_DIR, `${name}.inputs.json`), `${JSON.stringify(inputs)}\n`);
      writeFileSync(`${out}.tmp`, code.contents);
      renameSync(`${out}.tmp`, out);
      // an earlier build's chunks: names no current entry imports
      const current = new Set(chunks.map((f) => basename(f.path)));
      for (const file of readdirSync(CLI_BUNDLE_DIR)) {
        if (file.startsWith(`${name}.chunk-`) && !current.has(file)) rmSync(join(CLI_BUNDLE_DIR, file), { force: true });
      }
      return out;
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const names = process.argv.slice(2);
  const built = await buildClis(names.length ? names : undefined);
  console.log(`CLI bundles: ${built.length} in ${CLI_BUNDLE_DIR}`);
}
