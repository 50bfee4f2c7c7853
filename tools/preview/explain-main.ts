import { explain, ExplainError, type ExplainOptions } from './explain.ts';

const USAGE = `usage: explain <template> <route> [--at <breakpoint>] [--root DIR]

Prints the resolved tree (layout, with the page in its Outlet) of a template and route, and for
each value which file set it: widget default, props, or at[breakpoint]. <route> is a path (/slots)
or a page key (slots). With --at, every prop is resolved for that breakpoint.`;

export function main(argv: readonly string[]): number {
  const positional: string[] = [];
  let at: string | undefined;
  let root: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--at' || a === '--root') {
      const v = argv[++i];
      if (v === undefined) return usage(`${a} needs a value`);
      if (a === '--at') at = v;
      else root = v;
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      return 0;
    } else if (a.startsWith('-')) return usage(`unknown option ${a}`);
    else positional.push(a);
  }
  const [template, route] = positional;
  if (!template || !route || positional.length > 2) return usage('needs <template> and <route>');
  const options: ExplainOptions = { template, route };
  if (at) options.at = at;
  if (root) options.root = root;
  try {
    console.log(explain(options).join('\n'));
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
