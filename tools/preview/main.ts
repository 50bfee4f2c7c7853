import { resolve } from 'node:path';
import { configDirFrom } from '../../engine/project/repo.ts';
import { loadProject, siteRouteEntries } from '../../engine/project/project.ts';
import { schemeCss } from '../../src/app/theme.ts';
import type { Scheme } from '../../schemas/template.ts';
import { startServer } from './server.ts';
import { takeScreenshots, type ShotTarget } from './screenshots.ts';
import { parseArgs, targetsFor, UnknownRoute, USAGE } from './args.ts';

export async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  if (typeof args === 'string' || !args.template) {
    console.error(`preview: ${typeof args === 'string' ? args : '--template is required'}\n${USAGE}`);
    return 2;
  }
  // the configs the server will serve: CONFIG_DIR when set, as `npm start` reads it
  const project = loadProject(undefined, [], undefined, undefined, configDirFrom(process.env));
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
  let targets: ShotTarget[];
  try {
    // the template's own routes too, without those it hides
    targets = targetsFor(args.routes, siteRouteEntries(project, t));
  } catch (e) {
    if (!(e instanceof UnknownRoute)) throw e;
    console.error(`preview: ${e.message}`);
    return 1;
  }
  const host = args.site ?? `${t.key}.localhost`;
  const log = (s: string) => console.log(s);
  const server = await startServer(host, log, args.port === undefined ? {} : { port: args.port });
  const url = server.urlFor(host);
  if (!args.screenshots) {
    console.log(`preview: ${t.key} at ${url}/  (Ctrl-C stops the server)`);
    if (args.scheme) console.log("preview: --scheme applies to --screenshots only; the server picks the scheme from the site's theme_color");
    await new Promise<void>((done) => {
      const quit = () => void server.stop().then(done);
      process.once('SIGINT', quit);
      process.once('SIGTERM', quit);
    });
    return 0;
  }
  const dir = resolve(args.screenshots);
  try {
    console.log(`preview: ${targets.length} routes × ${t.breakpoints.length} breakpoints of ${t.key} from ${url} → ${dir}`);
    const shots = await takeScreenshots({
      baseUrl: url,
      host,
      dir,
      title: `${t.key}${args.scheme ? ` · ${args.scheme}` : ''} · ${host}`,
      targets,
      breakpoints: t.breakpoints,
      ...(css ? { css } : {}),
      fullPage: args.fullPage,
      keepModals: args.keepModals,
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
