import { didYouMean } from '../../engine/project/levenshtein.ts';
import type { ShotTarget } from './screenshots.ts';

export const USAGE = `usage: preview --template <key> [--scheme <colour>] [--site <domain>] [--port <n>]
               [--screenshots <dir>] [--routes a,b] [--full-page] [--keep-modals]

Serves the current sources with the demo backend and prints the URL of a site using <key> (the
demo backend serves <key>.localhost): the build is refreshed first when the code changed since,
and the site configs are read live from CONFIG_DIR (default site-configs/), as \`npm start\` does.
--port serves on that port (default: a free one).
With --screenshots, renders each route (default: home, slots, sports, vip, promotions, 404) at
each of the template's breakpoints in Chromium, writes <dir>/<route>@<breakpoint>.png and
<dir>/index.html, then stops the server. A route is a page key (slots), a path of routes.json
(/slots) or 404; an unknown one exits 1.
--full-page shoots the whole page instead of the first screen.
--keep-modals keeps first-visit modals (the announcement dialog); by default they are disarmed,
so the shots show the page.
--scheme applies one of the template's colour schemes to the screenshots (injected CSS: the
server has no switch for it).`;

export const DEFAULT_ROUTES = ['home', 'slots', 'sports', 'vip', 'promotions', '404'];
const NOT_FOUND_PATH = '/preview-404-no-such-route';

export interface PreviewArgs {
  template?: string;
  scheme?: string;
  site?: string;
  screenshots?: string;
  port?: number;
  routes: string[];
  fullPage: boolean;
  keepModals: boolean;
}

/** The arguments, or the usage problem as a message (exit 2). */
export function parseArgs(argv: readonly string[]): PreviewArgs | string {
  const args: PreviewArgs = { routes: DEFAULT_ROUTES, fullPage: false, keepModals: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--full-page') {
      args.fullPage = true;
      continue;
    }
    if (a === '--keep-modals') {
      args.keepModals = true;
      continue;
    }
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
    else if (flag === '--routes')
      args.routes = take()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (flag === '--port') {
      const port = take();
      if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65_535) return `--port needs a port number (1-65535), not "${port}"`;
      args.port = Number(port);
      continue;
    } else return `unknown argument ${a}`;
    if (v === undefined || v === '') return `${flag} needs a value`;
  }
  if (!args.template) return '--template is required';
  return args;
}

/**
 * Route names to paths: a page key (slots → /slots), a path of routes.json as is, 404 → a path no
 * route has. Throws UnknownRoute for a name that is none of these.
 */
export function targetsFor(names: readonly string[], routes: readonly { path: string; page: string }[]): ShotTarget[] {
  return names.map((name) => {
    if (name === '404') return { route: '404', path: NOT_FOUND_PATH };
    const byPath = routes.find((r) => r.path === name);
    if (byPath) return { route: name === '/' ? 'home' : name.slice(1).replaceAll('/', '_'), path: byPath.path };
    const byPage = routes.find((r) => r.page === name);
    if (byPage) return { route: name, path: byPage.path };
    const guess = didYouMean(
      name,
      routes.flatMap((r) => [r.page, r.path]),
    );
    throw new UnknownRoute(`unknown route "${name}" in --routes: not a page or path of routes.json, nor 404${guess ? `; did you mean "${guess}"?` : ''}`);
  });
}

export class UnknownRoute extends Error {}
