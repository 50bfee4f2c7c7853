import type { Context } from '../context.ts';
import { asRows, json, num, text } from '../db/row.ts';
import { readFields } from '../http/fields.ts';
import { type Json, type JsonObject, ok } from '../http/json-response.ts';
import { jsonRoute, type JsonRoute } from '../http/route.ts';
import { resolvePublicSite, type SiteRecord } from '../store/sites.ts';

/** Every home call takes {domain_name, external_id} (§7) and lists something of that site. */
function publicList(list: (ctx: Context, site: SiteRecord) => JsonObject): JsonRoute {
  return jsonRoute((ctx, body) => {
    const f = readFields(body, { domain_name: 'string', external_id: 'string' });
    const lookup = resolvePublicSite(ctx, f.domain_name, f.external_id);
    return lookup.failure ?? ok(list(ctx, lookup.site));
  });
}

export const homeRoutes = {
  '/api/home/fetch_transactions': publicList((ctx, site) => ({
    value: asRows(ctx.sql('SELECT * FROM public_transactions WHERE site_id = ? ORDER BY created_at DESC, id').all(site.id)).map((row) => ({
      id: num(row, 'id'),
      type: text(row, 'kind'),
      account_id: text(row, 'account'),
      amount: num(row, 'amount'),
      currency: site.currency,
      created_at: text(row, 'created_at'),
    })),
  })),

  '/api/home/fetch_slide': publicList((ctx, site) => ({
    value: asRows(ctx.sql('SELECT * FROM slides WHERE site_id = ? ORDER BY position').all(site.id)).map((row) => ({
      id: num(row, 'id'),
      image: text(row, 'image_url'),
      title: text(row, 'title'),
      title_local: text(row, 'title_local'),
      link: text(row, 'link'),
    })),
  })),

  // Spelled as the front end calls it (§7).
  '/api/home/fetch_announment': publicList((ctx, site) => ({
    value: asRows(ctx.sql('SELECT * FROM announcements WHERE site_id = ? ORDER BY created_at DESC').all(site.id)).map((row) => ({
      id: num(row, 'id'),
      title: text(row, 'title'),
      content: text(row, 'content'),
      title_local: text(row, 'title_local'),
      content_local: text(row, 'content_local'),
      date: text(row, 'created_at'),
    })),
  })),

  '/api/home/marquee': publicList((ctx, site) => ({
    value: asRows(ctx.sql('SELECT * FROM marquee_messages WHERE site_id = ? ORDER BY position').all(site.id)).map((row) => ({
      id: num(row, 'id'),
      message: text(row, 'message'),
      message_local: text(row, 'message_local'),
    })),
  })),

  '/api/home/referral': publicList((ctx, site) => {
    const row = asRows(ctx.sql('SELECT referral_json FROM sites WHERE id = ?').all(site.id))[0];
    return { value: row ? (json(row, 'referral_json') as Json) : null };
  }),
};
