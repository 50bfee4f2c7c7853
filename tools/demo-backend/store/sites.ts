import type { Context } from '../context.ts';
import { asRow, num, text, type Row } from '../db/row.ts';
import { fail, type JsonObject } from '../http/json-response.ts';
import { previewTheme } from './preview-sites.ts';

export interface SiteRecord {
  id: number;
  key: string;
  external_id: string;
  site_name: string;
  currency: string;
  local_language: string;
  row: Row;
}

const BY_DOMAIN = 'SELECT s.* FROM site_domains d JOIN sites s ON s.id = d.site_id WHERE d.domain_name = ?';

function toRecord(row: Row): SiteRecord {
  return {
    id: num(row, 'id'),
    key: text(row, 'site_key'),
    external_id: text(row, 'external_id'),
    site_name: text(row, 'site_name'),
    currency: text(row, 'currency'),
    local_language: text(row, 'local_language'),
    row,
  };
}

/** Host names are case-insensitive and may carry a port; the seed stores bare lower-case names. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '');
}

export function findSiteByDomain(ctx: Context, domain: string): SiteRecord | null {
  const row = ctx.sql(BY_DOMAIN).get(normaliseDomain(domain));
  if (row) return toRecord(asRow(row));
  const preview = previewTheme(normaliseDomain(domain), (key) => ctx.sql(BY_DOMAIN).get(`${key}.localhost`) !== undefined, ctx.templates);
  if (!preview) return null;
  const base = ctx.sql(BY_DOMAIN).get(`${preview.baseKey}.localhost`);
  return base ? toRecord(asRow(base)) : null;
}

export type SiteLookup = { site: SiteRecord; failure?: undefined } | { site?: undefined; failure: JsonObject };

/** §6: public calls identify the site by domain_name and external_id; both must agree. */
export function resolvePublicSite(ctx: Context, domain_name: string, external_id: string): SiteLookup {
  const site = findSiteByDomain(ctx, domain_name);
  if (!site || site.external_id !== external_id) {
    return { failure: fail('invalidSite', `No site with domain_name "${domain_name}" and external_id "${external_id}"`) };
  }
  return { site };
}

/** Public calls that send only domain_name (get_analytics). */
export function resolveDomainOnly(ctx: Context, domain_name: string): SiteLookup {
  const site = findSiteByDomain(ctx, domain_name);
  return site ? { site } : { failure: fail('invalidSite', `No site with domain_name "${domain_name}"`) };
}
