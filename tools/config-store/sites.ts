import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Database from 'libsql';
import { fleetSiteOf, type SiteRow } from '../../engine/store/rows.ts';
import { embeddedStorePath } from '../../engine/store/store-url.ts';
import type { FleetSite } from '../../engine/lint/fleet.ts';

/**
 * The fleet an embedded config store recorded, read synchronously for config-lint (whose run is
 * synchronous); undefined when the URL names no SQLite file that exists. A Postgres store's fleet
 * is read with `config-store sites > sites.json` and `config-lint --sites sites.json`.
 */
export function embeddedStoreSites(url: string): FleetSite[] | undefined {
  const path = embeddedStorePath(url);
  if (path === undefined || !existsSync(path)) return undefined;
  // loaded only for a store that exists: the native module would cost every config-lint run its start-up
  const Sqlite = createRequire(import.meta.url)('libsql') as typeof Database;
  const db = new Sqlite(path, { readonly: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sites'").get();
    if (!table) return [];
    // a file of an older build (opened read-only, so not migrated) has no languages column
    const columns = (db.prepare('PRAGMA table_info(sites)').all() as { name: string }[]).map((c) => c.name);
    const languages = columns.includes('languages') ? 'languages' : 'NULL AS languages';
    return (db.prepare(`SELECT domain, theme_code, theme_color, ${languages}, seen FROM sites ORDER BY domain`).all() as SiteRow[]).map(fleetSiteOf);
  } finally {
    db.close();
  }
}
