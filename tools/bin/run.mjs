// Shared by the package bins (and the npm scripts). A CLI runs from its prebuilt bundle
// (dist/tools/<name>.js, tools/build-clis.ts: written by `npm ci` and `npm run build`) with plain
// Node; when the bundle is missing or older than a file it was built from, from its TypeScript
// through tsx, so an edit to the engine counts at once and nothing needs a build. schemas/generated/
// (git-ignored, written by `npm ci`'s prepare step) is generated first when it is missing, e.g. after
// `npm ci --ignore-scripts`. A CLI that cannot even load exits 2 with one line; `--debug` (or
// CONFIG_LINT_DEBUG=1) adds the stack.
import { existsSync, readFileSync, statSync } from 'node:fs';

const ROOT = new URL('../../', import.meta.url);
const GENERATED = new URL('schemas/generated/', ROOT);
const NEEDED = ['validators.js', 'api-validators.js', 'widget-names.json', 'template.schema.json'];

function firstLine(e) {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0];
}

function mtime(url) {
  try {
    return statSync(url).mtimeMs;
  } catch {
    return Infinity;
  }
}

/** The bundle's URL when it is newer than every file it was built from (its inputs.json), else undefined. */
export function currentBundle(name, root = ROOT) {
  const bundle = new URL(`dist/tools/${name}.js`, root);
  const built = mtime(bundle);
  if (built === Infinity) return undefined;
  try {
    const inputs = JSON.parse(readFileSync(new URL(`dist/tools/${name}.inputs.json`, root), 'utf8'));
    return inputs.every((input) => mtime(new URL(input, root)) <= built) ? bundle : undefined;
  } catch {
    return undefined;
  }
}

function sourceOf(name) {
  const clis = JSON.parse(readFileSync(new URL('tools/bin/clis.json', ROOT), 'utf8'));
  if (!clis[name]) throw new Error(`no CLI named ${name} in tools/bin/clis.json`);
  return new URL(clis[name], ROOT).href;
}

/** Runs one CLI of tools/bin/clis.json by its name, or the TypeScript module `source` (a URL) under that name. */
export async function run(name, source) {
  const debugAt = process.argv.indexOf('--debug');
  const debug = debugAt >= 0 || Boolean(process.env.CONFIG_LINT_DEBUG);
  // config-lint reads the flag itself; the other CLIs never see it
  if (debugAt >= 0 && name !== 'config-lint') process.argv.splice(debugAt, 1);
  try {
    const missing = NEEDED.some((f) => !existsSync(new URL(f, GENERATED)));
    const bundle = missing || source ? undefined : currentBundle(name);
    if (bundle) {
      await import(bundle.href);
      return;
    }
    // tsx only where it is needed: registering it costs a plain run most of its start-up
    const { register } = await import('tsx/esm/api');
    register();
    if (missing) {
      console.error(`${name}: generating schemas/generated/ (first run after an install without scripts)`);
      const { buildSchemas } = await import('../../schemas/build.ts');
      await buildSchemas();
    }
    await import(source ?? sourceOf(name));
  } catch (e) {
    console.error(`${name}: internal error: ${firstLine(e)}`);
    if (debug && e instanceof Error) console.error(e.stack);
    process.exitCode = 2;
  }
}
