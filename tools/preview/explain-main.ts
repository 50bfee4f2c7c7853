import { resolve } from 'node:path';
import { explain, explainData, ExplainError, type ExplainOptions } from './explain.ts';

const USAGE = `usage: explain <template> <route> [--at <breakpoint>] [--format text|json] [--root DIR]

Prints the resolved tree (layout, with the page in its Outlet) of a template and route, and for
each value which file set it and where: widget default, props, at[breakpoint] or a template's node
patch; with the template's breakpoints, colour scheme tokens, authEntry and each node's \`when\`.
<route> is a path (/slots) or a page key (slots). With --at, every prop is resolved for that
breakpoint. --format json prints the same as one JSON document (formatVersion 1).`;

export function main(argv: readonly string[]): number {
  const positional: string[] = [];
  let at: string | undefined;
  let root: string | undefined;
  let format = 'text';
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--at' || a === '--root' || a === '--format') {
      const v = argv[++i];
      if (v === undefined) return usage(`${a} needs a value`);
      if (a === '--at') at = v;
      else if (a === '--format') format = v;
      else root = v;
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      return 0;
    } else if (a.startsWith('-')) return usage(`unknown option ${a}`);
    else positional.push(a);
  }
  if (format !== 'text' && format !== 'json') return usage(`unknown format "${format}" (text, json)`);
  const [template, route] = positional;
  if (!template || !route || positional.length > 2) return usage('needs <template> and <route>');
  const options: ExplainOptions = { template, route };
  if (at) options.at = at;
  if (root) options.root = root;
  // the directory the server serves (CONFIG_DIR) unless --root names a project
  else if (process.env['CONFIG_DIR']) options.configDir = resolve(process.env['CONFIG_DIR']);
  try {
    console.log(format === 'json' ? JSON.stringify(explainData(options), null, 2) : explain(options).join('\n'));
    return 0;
  } catch (e) {
    if (!(e instanceof ExplainError)) throw e;
    console.error(`explain: ${e.message}`);
    return 2;
  }
}

function usage(message: string): number {
  console.error(`explain: ${message}\n${USAGE}`);
  return 2;
}
