import type { Api } from '../api/client.ts';
import type { StartupResponse } from '../../schemas/api/startup.ts';
import { decideSiteState, type SiteState } from '../config/site-state.ts';
import type { ConfigSource } from '../config/config-set.ts';

/**
 * Startup per domain, fetched once and shared by every loader of a request; kept `ttlMs` on the
 * server (briefly: docs/architecture.md, one request) and for the page's life on the client. Only startup is kept:
 * the template is resolved against the config set of each request, so a publish shows at once.
 */
export function createSiteResolver(api: Api, ttlMs: number) {
  const cache = new Map<string, { at: number; startup: Promise<StartupResponse> }>();
  const failed = (s: StartupResponse) => !s.maintenance?.is_maintenance && (s.statusCode !== 1 || !s.site);

  function startupOf(domain: string): Promise<StartupResponse> {
    const hit = cache.get(domain);
    const now = Date.now();
    if (hit && now - hit.at < ttlMs) return hit.startup;
    const startup = api.startup(domain);
    const entry = { at: now, startup };
    cache.set(domain, entry);
    const forget = () => cache.get(domain) === entry && cache.delete(domain);
    startup.then((s) => failed(s) && forget(), forget);
    return startup;
  }

  return {
    resolve: async (domain: string, config: ConfigSource): Promise<SiteState> => {
      const startup = await startupOf(domain);
      const key = startup.site?.theme_code;
      return decideSiteState(startup, key ? await config.template(key) : undefined);
    },
    /** the startup the server already rendered with (client): the first navigation need not ask again */
    seed(domain: string, startup: StartupResponse): void {
      if (!failed(startup)) cache.set(domain, { at: Date.now(), startup: Promise.resolve(startup) });
    },
  };
}

export type SiteResolver = (domain: string) => Promise<SiteState>;
