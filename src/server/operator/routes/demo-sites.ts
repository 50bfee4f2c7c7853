import type { Handlers } from '../context.ts';
import { revisionOrLive } from '../access.ts';
import { embeddedDemoSites } from '../../proxy/backend.ts';
import { notFound, OperatorError } from '../http.ts';
import { extendsChain, mergeChain } from '../../../config/resolve-template.ts';
import { isRecord } from '../../../../schemas/is-record.ts';
import type { DemoSitePointed } from '../../../../schemas/operator-api.ts';
import { untilServed } from '../../config/serving-revision.ts';

/**
 * The demo's sites (issue 30 part 9): which template each demo domain wears, and a way for an admin
 * to point one at another template, such as a brand just cloned and published in the studio. Only
 * where this server runs the embedded demo backend: a real backend's sites are its own data, changed
 * there. The template and scheme must be live, and served by every player process before the site
 * is pointed, so a pointed site never answers invalidThemeCode.
 */
type Sites = NonNullable<Awaited<ReturnType<typeof embeddedDemoSites>>>;
let opened: Promise<Sites | undefined> | undefined;
const demoSites = () => (opened ??= embeddedDemoSites(process.env));

const off = () =>
  new OperatorError(
    404,
    'demoBackendOff',
    'this server proxies to BACKEND_URL: its sites are that backend’s data, not changed here (only the embedded demo backend’s are)',
  );
const notReady = () =>
  new OperatorError(503, 'demoBackendStarting', 'the demo backend has not created its database yet; try again shortly', {}, { 'retry-after': '2' });

/** Why the live files cannot serve `key` with scheme `color`, or null. */
export function liveThemeProblem(files: Readonly<Record<string, string>>, key: string, color: string): string | null {
  const read = (k: string): Record<string, unknown> | undefined => {
    const text = files[`templates/${k}.json`];
    if (text === undefined) return undefined;
    try {
      const data: unknown = JSON.parse(text);
      return isRecord(data) ? data : undefined;
    } catch {
      return undefined;
    }
  };
  const file = read(key);
  if (!file) return `no template ${key} is live: publish it first`;
  const { chain, broken } = extendsChain(file, (f) => f['extends'], read);
  if (broken) return `template ${key} does not resolve in the live revision`;
  const schemes = mergeChain(chain)['schemes'];
  const names = isRecord(schemes) ? Object.keys(schemes).filter((n) => isRecord(schemes[n])) : [];
  return names.includes(color) ? null : `template ${key} has no scheme ${color} live (it has ${names.join(', ') || 'none'})`;
}

export const demoSiteHandlers: Handlers<'demoSitesList' | 'demoSitesPoint'> = {
  async demoSitesList() {
    const sites = await demoSites();
    if (!sites) throw off();
    const list = sites.list();
    if (!list) throw notReady();
    return { body: { items: list } };
  },
  async demoSitesPoint(ctx, { theme_code, theme_color }) {
    const domain = ctx.params['domain']!.toLowerCase();
    ctx.audit.detail['domain'] = domain.slice(0, 253);
    Object.assign(ctx.audit.detail, { theme_code, theme_color });
    const sites = await demoSites();
    if (!sites) throw off();
    const live = await revisionOrLive(ctx, 'live');
    ctx.audit.revision = live.id;
    const problem = liveThemeProblem(live.files, theme_code, theme_color);
    if (problem) throw new OperatorError(409, 'themeNotLive', problem, { field: 'theme_code' });
    const list = sites.list();
    if (!list) throw notReady();
    if (!list.some((s) => s.domain === domain)) throw notFound(`no demo site ${domain.slice(0, 253)}`);
    // a publish reaches every player process within 2 s: pointed before then, the site would answer
    // "This site is not set up yet" meanwhile, so wait (3 s at most) until they serve the live revision
    const served = ctx.deps.serving ? await untilServed(ctx.deps.serving, live.id) : undefined;
    const pointed = sites.point(domain, theme_code, theme_color);
    if (!pointed) throw notFound(`no demo site ${domain.slice(0, 253)}`);
    ctx.audit.detail['before'] = pointed.before;
    return {
      body: {
        domain,
        domains: pointed.domains,
        theme_code,
        theme_color,
        before: pointed.before,
        ...(served ? { served: { revision: live.id, processes: served.serving, of: served.total } } : {}),
      } satisfies DemoSitePointed,
    };
  },
};
