import { resolve } from 'node:path';
import { loadProject, routeEntries } from '../shared/project.ts';
import { schemeCss } from '../../src/app/theme.ts';
import type { Scheme } from '../../schemas/template.ts';
import { startServer } from './server.ts';
import { takeScreenshots, type ShotTarget } from './screenshots.ts';

const USAGE = `usage: preview --template <key> [--scheme <colour>] [--site <domain>] [--screenshots <dir>] [--routes a,b]

Serves the production build with the demo backend and prints the URL of a site using <key>
(the demo backend serves <key>.localhost). With --screenshots, renders each route (default:
home, slots, sports, vip, promotions, 404) at each of the template's breakpoints in Chromium,
writes <dir>/<route>@<breakpoint>.png and <dir>/index.html, then stops the server.
--scheme applies one of the template's colour schemes to the screenshots (injected CSS: the
server has no switch for it).`;

export const DEFAULT_ROUTES = ['home', 'slots', 'sports', 'vip', 'promotions', '404'];
const NOT_FOUND_PATH = '/preview-404-no-such-route';

interface Args {
  template?: string;
  scheme?: string;
  site?: string;
  screenshots?: string;
  routes: string[];
}

function parse(argv: readonly string[]): Args | string {
  const args: Args = { routes: DEFAULT_ROUTES };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const v = inline ?? argv[i + 1];
    const take = () => {
      if (inline === undefined) i++;
      return v ?? '';
    };
    if (flag === '--template') args.template = take();
    else if (flag === '--scheme') args.scheme = take();
    else if (flag === '--site') args.site = take();
    else if (flag === '--screenshots') args.screenshots = take();
    else if (flag === '--routes') args.routes = take().split(',').map((s) => s.trim()).filter(Boolean);
    else return `unknown argument ${a}`;
    if (v === undefined || v === '') return `${flag} needs a value`;
  }
  return args;
}

/** A route name to a path: a page key (slots → /slots), a path as is, 404 → a path no route has. */
export function targetsFor(names: readonly string[], routes: { path: string; page: string }[]): ShotTarget[] {
  return names.map((name) => {
    if (name === '404') return { route: '404', path: NOT_FOUND_PATH };
    if (name.startsWith('/')) return { route: name === '/' ? 'home' : name.slice(1).replaceAll('/', '_'), path: name };
    return { route: name, path: routes.find((r) => r.page === name)?.path ?? `/${name}` };
  });
}

export async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parse(argv);
  if (typeof args === 'string' || !args.template) {
    console.error(`preview: ${typeof args === 'string' ? args : '--template is required'}\n${USAGE}`);
    return 2;
  }
  const project = loadProject();
  const t = project.templates.get(args.template);
  if (!t || t.abstract || !t.merged) {
    console.error(`preview: no usable template "${args.template}" (run config-lint)`);
    return 2;
  }
  const schemes = (t.merged['schemes'] ?? {}) as Record<string, Scheme>;
  let css: string | undefined;
  if (args.scheme) {
    const scheme = schemes[args.scheme];
    if (!scheme) {
      console.error(`preview: template ${t.key} has no scheme "${args.scheme}" (${Object.keys(schemes).join(', ')})`);
      return 2;
    }
    css = schemeCss(scheme);
  }
  const host = args.site ?? `${t.key}.localhost`;
  const log = (s: string) => console.log(s);
  const server = await startServer(host, log);
  const url = server.urlFor(host);
  if (!args.screenshots) {
    console.log(`preview: ${t.key} at ${url}/  (Ctrl-C stops the server)`);
    if (args.scheme) console.log('preview: --scheme applies to --screenshots only; the server picks the scheme from the site\'s theme_color');
    await new Promise<void>((done) => {
      const quit = () => void server.stop().then(done);
      process.once('SIGINT', quit);
      process.once('SIGTERM', quit);
    });
    return 0;
  }
  const dir = resolve(args.screenshots);
  try {
    const targets = targetsFor(args.routes, routeEntries(project.routes));
    console.log(`preview: ${targets.length} routes × ${t.breakpoints.length} breakpoints of ${t.key} from ${url} → ${dir}`);
    const shots = await takeScreenshots({
      baseUrl: url,
      host,
      dir,
      title: `${t.key}${args.scheme ? ` · ${args.scheme}` : ''} · ${host}`,
      targets,
      breakpoints: t.breakpoints,
      ...(css ? { css } : {}),
      log,
    });
    const failed = shots.filter((s) => s.error).length;
    const died = server.died();
    if (died) console.error(`preview: the server stopped during the run; its last output:\n${died}`);
    console.log(`preview: wrote ${shots.length - failed} PNGs and ${resolve(dir, 'index.html')}${failed ? `; ${failed} failed` : ''}`);
    return failed ? 1 : 0;
  } finally {
    await server.stop();
  }
}
