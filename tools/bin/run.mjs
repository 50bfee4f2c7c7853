// Shared by the package bins (and the npm scripts). They run the TypeScript CLIs through tsx, so
// nothing needs a build; schemas/generated/ (git-ignored, written by `npm ci`'s prepare step) is
// generated first when it is missing, e.g. after `npm ci --ignore-scripts`. A CLI that cannot even
// load exits 2 with one line; `--debug` (or CONFIG_LINT_DEBUG=1) adds the stack.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const GENERATED = new URL('../../schemas/generated/', import.meta.url);
const NEEDED = ['validators.js', 'api-validators.js', 'widget-names.json', 'template.schema.json'];

function firstLine(e) {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0];
}

/** Runs one CLI module (a URL relative to this file) under the given name. */
export async function run(name, cli) {
  const debugAt = process.argv.indexOf('--debug');
  const debug = debugAt >= 0 || Boolean(process.env.CONFIG_LINT_DEBUG);
  // config-lint reads the flag itself; the other CLIs never see it
  if (debugAt >= 0 && name !== 'config-lint') process.argv.splice(debugAt, 1);
  register();
  try {
    if (NEEDED.some((f) => !existsSync(new URL(f, GENERATED)))) {
      console.error(`${name}: generating schemas/generated/ (first run after an install without scripts)`);
      const { buildSchemas } = await import('../../schemas/build.ts');
      await buildSchemas();
    }
    await import(cli);
  } catch (e) {
    console.error(`${name}: internal error: ${firstLine(e)}`);
    if (debug && e instanceof Error) console.error(e.stack);
    process.exitCode = 2;
  }
}
