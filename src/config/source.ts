import type { RouteEntry } from '../../schemas/routes.ts';
import type { ConfigSource } from './config-set.ts';
import type { LayoutFile, PageFile, ResolvedTemplate } from './types.ts';

/**
 * The browser's view of the config set its page was rendered from: the server sends the route table
 * with the page, and each tree a client navigation needs comes from /__config/<revision>/…, which
 * never changes for a revision and is cached as immutable. Configs are never compiled into the bundle.
 */
export const CONFIG_PREFIX = '/__config/';

export type ConfigPart = { kind: 'layout'; name: string } | { kind: 'page'; template: string; name: string } | { kind: 'template'; key: string };

export function configPath(revision: string, part: ConfigPart): string {
  const names = part.kind === 'page' ? [part.template, part.name] : [part.kind === 'layout' ? part.name : part.key];
  return `${CONFIG_PREFIX}${revision}/${part.kind}/${names.map(encodeURIComponent).join('/')}.json`;
}

/** The server no longer holds this revision: the page must be loaded again as a document. */
export class StaleRevision extends Error {}

type Fetch = (path: string) => Promise<Response>;

export function remoteSource(revision: string, routes: readonly RouteEntry[], fetchFn: Fetch): ConfigSource {
  const cache = new Map<string, Promise<unknown>>();
  function get<T>(part: ConfigPart): Promise<T | undefined> {
    const path = configPath(revision, part);
    let hit = cache.get(path);
    if (!hit) {
      hit = fetchFn(path).then(async (res) => {
        if (res.status === 410) throw new StaleRevision(`config revision ${revision} is no longer served`);
        if (res.status === 404) return undefined;
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
        return res.json() as Promise<unknown>;
      });
      cache.set(path, hit);
      hit.catch(() => cache.delete(path));
    }
    return hit as Promise<T | undefined>;
  }
  return {
    revision,
    routes,
    layout: (name) => get<LayoutFile>({ kind: 'layout', name }),
    page: (name, template) => get<PageFile>({ kind: 'page', template, name }),
    template: (key) => get<ResolvedTemplate>({ kind: 'template', key }),
  };
}
