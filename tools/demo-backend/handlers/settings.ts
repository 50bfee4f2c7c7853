import { requireSession } from '../auth/sessions.ts';
import { isValidEmail, isValidFullName, isValidTrackingId } from '../auth/validation.ts';
import { asRow, asRows, bool, json, num, text, type Row } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { fail, ok, type JsonObject } from '../http/json-response.ts';
import { jsonRoute } from '../http/route.ts';
import { CMS_SECTIONS } from '../seed/cms-content.ts';
import { resolveDomainOnly, resolvePublicSite } from '../store/sites.ts';

const SITE = { domain_name: 'string', external_id: 'string' } as const;
const SESSION = { auth: 'string?', account_id: 'string?' } as const;

const SEO_COLUMNS = [
  'page_name',
  'meta_title',
  'meta_desc',
  'meta_keywords',
  'meta_author',
  'meta_publisher',
  'meta_lang',
  'meta_image_url',
  'meta_url',
  'meta_canonical',
  'item_name_en',
  'item_name_local',
  'item_body_en',
  'item_body_local',
] as const;

function seoRecord(row: Row): JsonObject {
  return Object.fromEntries(SEO_COLUMNS.map((column) => [column, text(row, column)]));
}

function statsOf(row: Row): Record<string, number> {
  const stats = json(row, 'stats_json');
  const out: Record<string, number> = {};
  if (typeof stats === 'object' && stats !== null) {
    for (const [key, value] of Object.entries(stats)) if (typeof value === 'number') out[key] = value;
  }
  return out;
}

export const settingsRoutes = {
  '/api/seo': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SITE, page_name: 'string' });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const page = f.page_name.trim().toLowerCase().replace(/^\/+/, '') || 'home';
    const row = ctx.sql('SELECT * FROM seo_pages WHERE site_id = ? AND page_name = ?').get(lookup.site.id, page);
    if (row) return ok({ value: seoRecord(asRow(row)) });
    // Pages without their own record get the site's home SEO rather than an error dialog (§8 shows one for any non-OK).
    const fallback = ctx.sql('SELECT * FROM seo_pages WHERE site_id = ? AND page_name = ?').get(lookup.site.id, 'home');
    return fallback
      ? ok({ value: seoRecord(asRow(fallback)), statusDetail: `No SEO record for "${page}"; home used` })
      : fail('seoNotFound', `No SEO record for "${page}"`);
  }),

  '/api/settings/profile_update': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SESSION, full_name: 'string', contact_email: 'string' });
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const fullName = f.full_name.trim();
    const email = f.contact_email.trim();
    if (!isValidFullName(fullName)) return fail('invalidFullName', 'full_name must be 1 to 64 letters, spaces, dots, apostrophes or hyphens');
    if (!isValidEmail(email)) return fail('invalidEmail', 'Invalid email address');
    ctx.sql('UPDATE users SET full_name = ?, contact_email = ? WHERE id = ?').run(fullName, email, session.user.id);
    return ok({ value: { account_id: session.user.account_id, full_name: fullName, contact_email: email } });
  }),

  '/api/settings/social_account': jsonRoute((ctx, body) => {
    const f = readFields(body, SITE);
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const rows = asRows(ctx.sql('SELECT * FROM social_accounts WHERE site_id = ? ORDER BY rowid').all(lookup.site.id));
    return ok({ value: rows.map((row) => ({ platform: text(row, 'platform'), url: text(row, 'url'), handle: text(row, 'handle') })) });
  }),

  '/api/settings/top10winner_withdrawal': jsonRoute((ctx, body) => {
    const f = readFields(body, SITE);
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const board = (kind: 'winner' | 'withdrawal') =>
      asRows(ctx.sql('SELECT * FROM leaderboard WHERE site_id = ? AND kind = ? ORDER BY rank').all(lookup.site.id, kind)).map((row) => ({
        rank: num(row, 'rank'),
        account_id: text(row, 'account'),
        ...(kind === 'winner' ? { game_name: text(row, 'game_name') } : {}),
        amount: num(row, 'amount'),
        currency: lookup.site.currency,
        created_at: text(row, 'created_at'),
      }));
    const stats = statsOf(lookup.site.row);
    return ok({
      value: {
        withrawal: board('withdrawal'), // sic: the contract's spelling (§7)
        winner: board('winner'),
        hour_withdrawal: stats.hour_withdrawal ?? 0,
        registered_player: stats.registered_player ?? 0,
        active_player: stats.active_player ?? 0,
        deposited_player: stats.deposited_player ?? 0,
      },
    });
  }),

  '/api/settings/siteinfodetail': jsonRoute((ctx, body) => {
    const f = readFields(body, SITE);
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const rows = asRows(ctx.sql('SELECT * FROM cms_sections WHERE site_id = ?').all(lookup.site.id));
    const value: JsonObject = {};
    for (const section of CMS_SECTIONS) {
      const row = rows.find((r) => text(r, 'section') === section);
      value[section] = row
        ? { status: bool(row, 'status'), content_en: text(row, 'content_en'), content_local: text(row, 'content_local') }
        : { status: false, content_en: '', content_local: '' };
    }
    return ok({ value });
  }),

  '/api/settings/check_status': jsonRoute((ctx, body) => {
    const f = readFields(body, SESSION);
    const session = requireSession(ctx, f.auth, f.account_id);
    if (session.failure) return session.failure;
    const row = asRow(ctx.sql('SELECT verified FROM users WHERE id = ?').get(session.user.id));
    return ok({
      value: { account_id: session.user.account_id, status: session.user.status, verified: bool(row, 'verified'), created_at: session.user.created_at },
    });
  }),

  '/api/settings/get_analytics': jsonRoute((ctx, body) => {
    const f = readFields(body, { domain_name: 'string' });
    const lookup = resolveDomainOnly(ctx, f.domain_name);
    if (lookup.failure) return { ...lookup.failure, value: [] };
    const rows = asRows(ctx.sql('SELECT section, script FROM analytics_scripts WHERE site_id = ? ORDER BY id').all(lookup.site.id));
    return ok({ value: rows.map((row) => ({ section: text(row, 'section'), script: text(row, 'script') })) });
  }),

  '/api/settings/adsvisit': jsonRoute((ctx, body) => {
    const f = readFields(body, { ...SITE, fbp: 'string?', appsflyer_id: 'string?' });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return lookup.failure;
    const fbp = f.fbp ?? '';
    const appsflyer = f.appsflyer_id ?? '';
    // fbp looks like fb.1.1596403881668.1116446470, AppsFlyer ids like 1596403881668-1234567; nothing else gets stored.
    if (!isValidTrackingId(fbp)) return fail('invalidRequest', 'fbp has unexpected characters');
    if (!isValidTrackingId(appsflyer)) return fail('invalidRequest', 'appsflyer_id has unexpected characters');
    if (fbp === '' && appsflyer === '') return ok({ value: { recorded: false } });
    ctx.sql('INSERT INTO ads_visits (site_id, fbp, appsflyer_id, created_at) VALUES (?, ?, ?, ?)').run(lookup.site.id, fbp, appsflyer, ctx.now());
    return ok({ value: { recorded: true } });
  }),

  '/api/settings/partners': jsonRoute((ctx, body) => {
    const f = readFields(body, SITE);
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    if (lookup.failure) return { ...lookup.failure, value: [] };
    const rows = asRows(ctx.sql('SELECT * FROM partners WHERE site_id = ? ORDER BY position').all(lookup.site.id));
    return ok({ value: rows.map((row) => ({ href: text(row, 'href'), img_url: text(row, 'img_url'), partner_name: text(row, 'partner_name') })) });
  }),
};
