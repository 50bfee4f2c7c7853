import type { Api } from '../api/client.ts';
import { decideSiteState, type SiteState } from '../config/site-state.ts';
import { resolveTemplate } from '../config/resolve-template.ts';
import { loadTemplate } from '../config/source.ts';

/**
 * Startup per domain, fetched once and shared by every loader of a request; kept `ttlMs` on the
 * server (briefly: docs/architecture.md, one request) and for the page's life on the client.
 */
export function createSiteResolver(api: Api, ttlMs: number) {
  const cache = new Map<string, { at: number; state: Promise<SiteState> }>();
  return (domain: string): Promise<SiteState> => {
    const hit = cache.get(domain);
    const now = Date.now();
    if (hit && now - hit.at < ttlMs) return hit.state;
    const state = (async () => {
      const startup = await api.startup(domain);
      const key = startup.site?.theme_code;
      const template = key ? await resolveTemplate(key, loadTemplate) : undefined;
      return decideSiteState(startup, template);
    })();
    cache.set(domain, { at: now, state });
    state.then(
      (s) => s.kind === 'invalid' && s.problem === 'startupFailed' && cache.delete(domain),
      () => cache.delete(domain),
    );
    return state;
  };
}

export type SiteResolver = ReturnType<typeof createSiteResolver>;
