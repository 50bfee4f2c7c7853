import { existsSync } from 'node:fs';
import { openDatabase, type Db } from '../db/open-database.ts';

/** A demo site's domain and the template and scheme it wears (its startup `theme_code` and `theme_color`). */
export interface DemoSiteTheme {
  domain: string;
  theme_code: string;
  theme_color: string;
}

export interface DemoSiteThemes {
  /** every demo domain, or null while the demo database is not there yet (the backend seeds it at start) */
  list(): DemoSiteTheme[] | null;
  /** points the site behind `domain` (with its aliases) at a template and scheme; its domains and what it wore, or null for an unknown domain */
  point(domain: string, theme_code: string, theme_color: string): { domains: string[]; before: { theme_code: string; theme_color: string } } | null;
  close(): void;
}

const LIST =
  'SELECT d.domain_name AS domain, s.theme_code AS theme_code, s.theme_color AS theme_color FROM site_domains d JOIN sites s ON s.id = d.site_id ORDER BY d.domain_name';

/**
 * The demo backend's sites, from a second connection to its database (WAL: the backend keeps serving
 * while this writes, and reads the site row on every startup call, so a change shows on the next page
 * the server renders). Opened on first use: the operator API starts before the backend has seeded.
 */
export function demoSiteThemes(dbPath: string): DemoSiteThemes {
  let db: Db | undefined;
  const open = (): Db | undefined => {
    if (db) return db;
    if (!existsSync(dbPath)) return undefined;
    const candidate = openDatabase(dbPath);
    if (!candidate.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'site_domains'").get()) {
      candidate.close();
      return undefined;
    }
    return (db = candidate);
  };
  return {
    list() {
      const d = open();
      return d ? (d.prepare(LIST).all() as DemoSiteTheme[]) : null;
    },
    point(domain, theme_code, theme_color) {
      const d = open();
      if (!d) return null;
      const site = d
        .prepare(
          'SELECT s.id AS id, s.theme_code AS theme_code, s.theme_color AS theme_color FROM site_domains d JOIN sites s ON s.id = d.site_id WHERE d.domain_name = ?',
        )
        .get(domain) as { id: number; theme_code: string; theme_color: string } | undefined;
      if (!site) return null;
      d.prepare('UPDATE sites SET theme_code = ?, theme_color = ? WHERE id = ?').run(theme_code, theme_color, site.id);
      const domains = (d.prepare('SELECT domain_name FROM site_domains WHERE site_id = ? ORDER BY domain_name').all(site.id) as { domain_name: string }[]).map(
        (r) => r.domain_name,
      );
      return { domains, before: { theme_code: site.theme_code, theme_color: site.theme_color } };
    },
    close() {
      db?.close();
      db = undefined;
    },
  };
}
