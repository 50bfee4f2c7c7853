import type { Context } from '../context.ts';
import { previewTheme } from '../store/preview-sites.ts';
import { bool, json, text, textOrNull, type Row } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { type Json, type JsonObject, fail, ok, rawJsonResponse } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';
import { findSiteByDomain, normaliseDomain } from '../store/sites.ts';

function asJson(value: unknown): Json {
  return value as Json;
}

/** The site block of §3, every field the startup schema lists. */
export function siteFields(row: Row): JsonObject {
  return {
    site_name: text(row, 'site_name'),
    currency: text(row, 'currency'),
    theme_code: text(row, 'theme_code'),
    theme_color: text(row, 'theme_color'),
    logo1: text(row, 'logo1'),
    logo2: text(row, 'logo2'),
    logo3: text(row, 'logo3'),
    status: bool(row, 'status'),
    expired_date: textOrNull(row, 'expired_date'),
    logo_text: text(row, 'logo_text'),
    external_id: text(row, 'external_id'),
    android_sub: text(row, 'android_sub'),
    ios_sub: text(row, 'ios_sub'),
    manifest_icon: text(row, 'manifest_icon'),
    gamify_status: bool(row, 'gamify_status'),
    free_game: bool(row, 'free_game'),
  };
}

function buildStartup(row: Row): JsonObject {
  const stats = json(row, 'stats_json');
  const providerCount = typeof stats === 'object' && stats !== null && 'provider_count' in stats ? stats.provider_count : [];
  return ok({
    maintenance: {
      is_maintenance: bool(row, 'is_maintenance'),
      start_date: textOrNull(row, 'maintenance_start'),
      end_date: textOrNull(row, 'maintenance_end'),
    },
    site: siteFields(row),
    content: asJson(json(row, 'content_json')),
    language: asJson(json(row, 'language_json')),
    i18n: asJson(json(row, 'i18n_json')),
    provider_count: asJson(providerCount),
    aff_domain: text(row, 'aff_domain'),
    live_chat: asJson(json(row, 'live_chat_json')),
    ai_assistant: asJson(json(row, 'ai_assistant_json')),
  });
}

/**
 * The site rows change only from another connection: the operator API pointing a demo site at a
 * template (src/server/operator/routes/demo-sites.ts). SQLite's data_version moves exactly when
 * another connection commits, so the cached bodies are dropped then and only then.
 */
function dropStaleStartups(ctx: Context): void {
  const version = String((ctx.sql('PRAGMA data_version').get() as { data_version?: number } | undefined)?.data_version);
  if (ctx.cache.get('startup-data-version') === version) return;
  for (const key of [...ctx.cache.keys()]) if (key.startsWith('startup:')) ctx.cache.delete(key);
  ctx.cache.set('startup-data-version', version);
}

/** Serialised startup body for a domain, or null when no site answers to it. Cached until another connection changes the database. */
export function startupBody(ctx: Context, domain: string): string | null {
  dropStaleStartups(ctx);
  // with the server's serving set as the source, a preview follows each publish: its theme is part of the key
  const live = ctx.templates ? previewTheme(normaliseDomain(domain), () => true, ctx.templates) : undefined;
  const key = `startup:${normaliseDomain(domain)}${live ? `:${live.key}:${live.themeColor}` : ''}`;
  const cached = ctx.cache.get(key);
  if (cached) return cached;
  const site = findSiteByDomain(ctx, domain);
  if (!site) return null;
  const startup = buildStartup(site.row);
  const preview = live !== undefined ? live : previewTheme(normaliseDomain(domain), () => true);
  if (preview && preview.key !== site.key && startup.site && typeof startup.site === 'object' && !Array.isArray(startup.site)) {
    startup.site = { ...startup.site, theme_code: preview.key, theme_color: preview.themeColor, site_name: `${site.site_name} · ${preview.key} preview` };
  }
  const body = JSON.stringify(startup);
  ctx.cache.set(key, body);
  return body;
}

export const startupRoutes = {
  '/api/startup': jsonRoute((ctx, body) => {
    const { domain_name } = readFields(body, { domain_name: 'string' });
    const cached = startupBody(ctx, domain_name);
    return cached ? rawJsonResponse(cached) : fail('siteNotFound', `No site is configured for domain "${domain_name}"`);
  }),
};
