import { existsSync } from 'node:fs';
import Database from 'libsql';
import type { FleetSite } from '../config-lint/fleet.ts';

/**
 * The fleet an embedded config store recorded, read synchronously for config-lint (whose run is
 * synchronous); undefined when the URL names no SQLite file that exists. A Postgres store's fleet
 * is read with `config-store sites > sites.json` and `config-lint --sites sites.json`.
 */
export function embeddedStoreSites(url: string): FleetSite[] | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || url === 'memory:') return undefined;
  const path = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (!existsSync(path)) return undefined;
  const db = new Database(path, { readonly: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sites'").get();
    if (!table) return [];
    return db.prepare('SELECT domain, theme_code, theme_color, seen FROM sites ORDER BY domain').all() as FleetSite[];
  } finally {
    db.close();
  }
}
