import { basename, dirname, join, resolve } from 'node:path';

/** The embedded store of the project's own site-configs/: under data/, beside the demo database. */
export const DEFAULT_STORE_FILE = 'data/config-store.sqlite';

/**
 * Where the config store is: CONFIG_STORE_URL (`postgres://…`, `file:<path>`, a path, or `memory:`),
 * else the embedded file. With CONFIG_DIR set that file sits beside the directory
 * (`/srv/site-configs` → `/srv/site-configs.store.sqlite`, where the fleet file was), so a server
 * given its own config directory also has its own store; else (and for the project's own
 * site-configs/) `data/config-store.sqlite`.
 */
export function storeUrlFrom(env: NodeJS.ProcessEnv, root: string): string {
  const explicit = env['CONFIG_STORE_URL']?.trim();
  if (explicit) return explicit;
  const dir = env['CONFIG_DIR'];
  const abs = dir ? resolve(dir) : undefined;
  // the project's own site-configs/, named or not, has the one default store
  if (abs && abs !== join(root, 'site-configs')) return `file:${join(dirname(abs), `${basename(abs)}.store.sqlite`)}`;
  return `file:${join(root, DEFAULT_STORE_FILE)}`;
}

/** The SQLite file a store URL names (`file:<path>` or a path), or undefined for Postgres and `memory:`. */
export function embeddedStorePath(url: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || url === 'memory:') return undefined;
  return url.startsWith('file:') ? url.slice('file:'.length) : url;
}
